import { getStyle } from '@guildsmith/catalog';
import { schema } from '@guildsmith/db';
import type { Exchange } from '@guildsmith/emulators';
import { DiscordContract, requestProblems } from '@guildsmith/emulators/contracts';
import type { APIMessage } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { questionPagesOf } from '../questionnaire/question-pages.ts';
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

// Premium asks this style on pages of every kind: one question, a topic, a list of roles.
const style = getStyle('community-starter');
beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
  harness.sandbox.discord.rateLimits.mode = 'off';
  harness.sandbox.discord.exchanges.listen((exchange) => exchanges.push(exchange));
  await harness.queue.start();
});

afterAll(async () => harness?.close());

async function click(message: APIMessage, action: string, values?: string[], menu?: number) {
  const id = customIdFor(message, action, menu);
  const played = await discord.component(guild, ava, message, id, values);
  expect(played.state).toBe('acknowledged');
  return played.messages[0] ?? message;
}

describe("the app's interaction replies", () => {
  it('fit the document from /activate through the build to /undo', async () => {
    if (!style) throw new Error('style missing');
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
    page = await click(page, 'select', ['strict'], 1);
    page = await click(page, 'keep');
    page = await click(page, 'back');
    const pages = questionPagesOf(questionsFor(style, 'premium'));
    const stepOf = (group: string) => pages.findIndex((candidate) => candidate.group === group) + 1;
    for (let step = 1; step < stepOf('look'); step += 1) page = await click(page, 'keep');
    const opened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    const submitted = await discord.modal(guild, ava, opened.modal?.custom_id ?? '', {
      'name-prefix': 'NO',
    });
    page = submitted.messages[0] ?? page;
    for (let step = stepOf('look'); step < stepOf('roles'); step += 1) {
      page = await click(page, 'keep');
    }
    const role = await discord.component(guild, ava, page, customIdFor(page, 'item'), ['mod']);
    const renamed = await discord.modal(guild, ava, role.modal?.custom_id ?? '', {
      'role-name:mod': 'Night Watch',
    });
    page = renamed.messages[0] ?? page;
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
