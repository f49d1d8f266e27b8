import { STYLES } from '@guildsmith/catalog';
import { canUse } from '@guildsmith/core';
import { schema } from '@guildsmith/db';
import type { Exchange } from '@guildsmith/emulators';
import { DiscordContract, requestProblems } from '@guildsmith/emulators/contracts';
import type { APIMessage } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { customIdFor, EmulatedDiscord, SEED_GUILD_IDS, SEED_USER_IDS } from './test-support.ts';

/**
 * Every reply the app gives Discord's interactions (pong, messages, deferrals,
 * updates, autocomplete choices, modals) and every call its deferred work
 * makes fits Discord's published OpenAPI description, over one whole
 * activation, questionnaire, build, status and undo in the emulator.
 */

const contract = DiscordContract.load();
const guild = SEED_GUILD_IDS.avasWorkshop;
const ava = SEED_USER_IDS.ava;
const exchanges: Exchange[] = [];
let harness: TestApp;
let discord: EmulatedDiscord;

const style = STYLES.find(
  (candidate) =>
    canUse('premium', candidate.requiredPlan) &&
    questionsFor(candidate, 'premium').some((question) => question.kind === 'short-text'),
);

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
  harness.sandbox.discord.rateLimits.mode = 'off';
  harness.sandbox.discord.exchanges.listen((exchange) => exchanges.push(exchange));
  await harness.queue.start();
});

afterAll(async () => harness?.close());

async function click(message: APIMessage, action: string, values?: string[]) {
  const played = await discord.component(guild, ava, message, customIdFor(message, action), values);
  expect(played.state).toBe('acknowledged');
  return played.messages[0] ?? message;
}

describe("the app's interaction replies", () => {
  it('fit the document from /activate through the build to /undo', async () => {
    if (!style) throw new Error('the catalogue has no style with a typed answer');
    const [user] = await harness.database.db
      .insert(schema.users)
      .values({ discordId: ava, username: 'ava.codes', email: 'ava@example.test' })
      .returning();
    if (!user) throw new Error('no user');
    const key = await issueLicenseKey(harness.database.db, harness.secrets, {
      userId: user.id,
      plan: 'premium',
      purchaseId: null,
    });

    await discord.ping();
    await discord.command(guild, ava, 'help');
    await discord.autocomplete(guild, ava, 'activate', { key: key.key, style: '' }, 'style');
    let page = await discord.settled(
      await discord.command(guild, ava, 'activate', { key: key.key }),
    );
    page = await click(page, 'category', [style.category]);
    page = await click(page, 'style', [style.id]);
    page = await click(page, 'keep');
    page = await click(page, 'back');
    const questions = questionsFor(style, 'premium');
    const typed = questions.findIndex((question) => question.kind === 'short-text');
    for (let step = 0; step < typed; step += 1) page = await click(page, 'keep');
    const opened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    const submitted = await discord.modal(guild, ava, opened.modal?.custom_id ?? '', {
      answer: 'Night Owls',
    });
    page = submitted.messages[0] ?? page;
    page = await click(page, 'rest');
    const built = await discord.component(guild, ava, page, customIdFor(page, 'build'));
    await discord.settled(built, (message) => message.content.includes('is built'));
    await discord.command(guild, ava, 'status');
    const question = (await discord.command(guild, ava, 'undo')).messages[0];
    if (!question) throw new Error('no undo question');
    await discord.component(guild, ava, question, customIdFor(question, 'undo-keep'));
    const again = (await discord.command(guild, ava, 'undo')).messages[0];
    if (!again) throw new Error('no undo question');
    const undone = await discord.component(guild, ava, again, customIdFor(again, 'undo-confirm'));
    await discord.settled(undone, (message) => message.content.startsWith('✅ Undo finished'));
    await discord.command(guild, ava, 'setup');

    const replyTypes = new Set(
      exchanges.flatMap((exchange) =>
        exchange.kind === 'interaction-reply' ? [(exchange.body as { type: number }).type] : [],
      ),
    );
    // Pong, message, deferred message, deferred update, update, choices, modal.
    expect([...replyTypes].sort((a, b) => a - b)).toEqual([1, 4, 5, 6, 7, 8, 9]);
    expect(requestProblems(contract, exchanges)).toEqual([]);
  }, 60_000);
});
