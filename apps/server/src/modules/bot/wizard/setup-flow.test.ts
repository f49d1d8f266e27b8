import { STYLES } from '@guildsmith/catalog';
import { canUse, VALIDATION_MESSAGES } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import type { APIMessage } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import {
  customIdFor,
  customIds,
  EmulatedDiscord,
  SEED_GUILD_IDS,
  SEED_USER_IDS,
} from '../transport/test-support.ts';

let harness: TestApp;
let discord: EmulatedDiscord;
const guild = SEED_GUILD_IDS.avasWorkshop;
const ava = SEED_USER_IDS.ava;
// A premium style whose first questions include a menu and a typed answer.
const style = STYLES.find((candidate) => {
  if (!canUse('premium', candidate.requiredPlan)) return false;
  const asked = questionsFor(candidate, 'premium').slice(0, 6);
  const choice = asked.findIndex((q) => q.kind === 'choice' && q.id !== 'language');
  return choice >= 0 && asked.slice(choice + 1).some((q) => q.kind === 'short-text');
});

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
  // The build's pace under Discord's buckets is the builder's own test; here it may run flat out.
  harness.sandbox.discord.rateLimits.mode = 'off';
  await harness.queue.start();
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
  activation = await discord.command(guild, ava, 'activate', { key: key.key });
});

afterAll(async () => harness.close());

let activation: Awaited<ReturnType<EmulatedDiscord['command']>>;

async function session() {
  const [row] = await harness.database.db
    .select()
    .from(schema.serverSetupSessions)
    .where(eq(schema.serverSetupSessions.serverId, guild));
  if (!row) throw new Error('no session');
  return row;
}

/** Clicks a component of the message and returns the message as the click left it. */
async function click(message: APIMessage, action: string, values?: string[]) {
  const played = await discord.component(guild, ava, message, customIdFor(message, action), values);
  expect(played.state).toBe('acknowledged');
  return played.messages[0] ?? message;
}

describe('the setup questionnaire', () => {
  let page: APIMessage;
  /** "N channels in M categories", as the build report said it. */
  let builtChannels = '';

  it('starts after /activate with the style picker, deferred within 3 s', async () => {
    if (!style) throw new Error('the catalogue has no style this test can use');
    expect(activation.response?.type).toBe(5);
    page = await discord.settled(activation);
    expect(page.content).toContain(
      "Key activated: **Ava's Workshop** now has the **Premium** plan.",
    );
    expect(page.content).toContain('Pick a category');
    page = await click(page, 'category', [style.category]);
    expect(customIds(page).some((id) => id.startsWith('gs:style:'))).toBe(true);
    page = await click(page, 'style', [style.id]);
    const total = questionsFor(style, 'premium').length;
    expect(page.content).toContain(`Question 1 of ${total}`);
    expect(await session()).toMatchObject({
      styleId: style.id,
      currentQuestion: 1,
      totalQuestions: total,
    });
  });

  it('saves an answer after every step, goes Back, and takes typed answers through a modal', async () => {
    if (!style) throw new Error('no style');
    const questions = questionsFor(style, 'premium');
    // Walk to the first menu question (other than the bot's language), keeping defaults on the way.
    let index = questions.findIndex((q) => q.kind === 'choice' && q.id !== 'language');
    for (let step = 0; step < index; step++) page = await click(page, 'keep');
    const choice = questions[index];
    if (choice?.kind !== 'choice') throw new Error('no choice question');
    const picked =
      choice.options.find((option) => option.value !== choice.default) ?? choice.options[0];
    page = await click(page, 'select', [picked?.value ?? '']);
    expect(page.content).toContain(`Question ${index + 2} of`);
    expect((await session()).answers[choice.id]).toBe(picked?.value);

    page = await click(page, 'back');
    expect(page.content).toContain(`Question ${index + 1} of`);
    expect((await session()).currentQuestion).toBe(index + 1);
    // The page remembers the answer given before going back.
    expect(page.content).toContain(picked?.label.en ?? '');
    page = await click(page, 'keep');

    index = questions.findIndex((q, position) => position > index && q.kind === 'short-text');
    while ((await session()).currentQuestion < index + 1) page = await click(page, 'keep');
    const text = questions[index];
    if (text?.kind !== 'short-text') throw new Error('no text question');
    const opened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    expect(opened.modal?.custom_id).toMatch(/^gs:text:/);
    // PostgreSQL cannot store NUL: the answer is refused as invalid, not "Something went wrong".
    const refused = await discord.modal(guild, ava, opened.modal?.custom_id ?? '', {
      answer: 'Night\u0000Owls',
    });
    expect(refused.state).toBe('acknowledged');
    expect(refused.messages.map((message) => message.content).join('\n')).toContain(
      VALIDATION_MESSAGES.invalidText,
    );
    expect((await session()).answers[text.id]).toBeUndefined();
    page = refused.messages[0] ?? page;
    const reopened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    const submitted = await discord.modal(guild, ava, reopened.modal?.custom_id ?? '', {
      answer: 'Night Owls',
    });
    page = submitted.messages[0] ?? page;
    expect(page.content).toContain(`Question ${index + 2} of`);
    expect((await session()).answers[text.id]).toBeDefined();
  });

  it('resumes with /setup after a restart, where it was left', async () => {
    const before = await session();
    await harness.restart();
    const resumed = await discord.command(guild, ava, 'setup');
    expect(resumed.response?.type).toBe(4);
    const message = resumed.messages[0];
    expect(message?.content).toContain(`Question ${before.currentQuestion} of`);
    expect(message?.flags).toBe(64);
    if (!message) throw new Error('no message');
    const older = page;
    page = await click(message, 'keep');
    expect((await session()).currentQuestion).toBe(before.currentQuestion + 1);

    // The message from before shows an old step: a click there shows the current one instead.
    const played = await discord.component(guild, ava, older, customIdFor(older, 'keep'));
    expect(played.messages[0]?.content).toContain(`Question ${before.currentQuestion + 1} of`);
    expect((await session()).currentQuestion).toBe(before.currentQuestion + 1);
  });

  it("shows the dry run after 'Use defaults for the rest'; Build builds the server", async () => {
    page = await click(page, 'rest');
    expect(page.content).toMatch(/Dry run|roles/i);
    expect(page.content).toMatch(/nothing .*chang/i);
    expect(customIds(page).map((id) => id.split(':')[1])).toEqual(['build', 'back', 'cancel']);
    expect((await session()).currentQuestion).toBe((await session()).totalQuestions + 1);

    const before = await discord.guild(guild);
    const played = await discord.component(guild, ava, page, customIdFor(page, 'build'));
    expect(played.response?.type).toBe(6);
    page = await discord.settled(played, (message) => message.content.includes('is built'));
    expect(page.content).toMatch(/Invite: http:\/\/[^/]+\/sandbox\/discord\/invite\/\w+/);
    builtChannels = /\d+ channels in \d+ categories/.exec(page.content)?.[0] ?? 'missing';
    const after = await discord.guild(guild);
    expect(after.channels.length).toBeGreaterThan(before.channels.length);
    expect(after.roles.length).toBeGreaterThan(before.roles.length);
    // Nothing that was there before was changed or removed.
    for (const channel of before.channels) expect(after.channels).toContainEqual(channel);
    expect((await session()).status).toBe('completed');
  }, 30_000);

  it('/status reports the registration and the finished build', async () => {
    const played = await discord.command(guild, ava, 'status');
    const text = played.messages[0]?.content ?? '';
    expect(text).toContain("**Ava's Workshop**: Premium plan (active).");
    expect(text).toMatch(/Last build: success/);
    // Counted and worded as the build's report counted them.
    expect(text).toMatch(new RegExp(`Created ${builtChannels} and \\d+ roles\\.`));
  });

  it('/undo asks first, then removes exactly what the build created', async () => {
    const before = await discord.guild(guild);
    const asked = await discord.command(guild, ava, 'undo');
    const question = asked.messages[0];
    if (!question) throw new Error('no question');
    expect(question.content).toContain('deletes exactly what the last build created');
    const kept = await discord.component(guild, ava, question, customIdFor(question, 'undo-keep'));
    expect(kept.messages[0]?.content).toBe('Nothing was deleted.');
    expect((await discord.guild(guild)).channels).toHaveLength(before.channels.length);

    const again = (await discord.command(guild, ava, 'undo')).messages[0];
    if (!again) throw new Error('no question');
    const confirmed = await discord.component(
      guild,
      ava,
      again,
      customIdFor(again, 'undo-confirm'),
    );
    expect(confirmed.response?.type).toBe(6);
    const done = await discord.settled(confirmed, (m) => m.content.startsWith('✅ Undo finished'));
    expect(done.content).toContain('Nothing else was touched.');
    const [result] = await harness.database.db
      .select()
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.serverId, guild));
    if (!result) throw new Error('no build result');
    expect(result.status).toBe('undone');
    const remaining = await discord.guild(guild);
    const created = new Set((result.channelsCreated as { id: string }[]).map((c) => c.id));
    expect(remaining.channels.some((channel) => created.has(channel.id))).toBe(false);
  }, 30_000);
});
