import { getStyle } from '@guildsmith/catalog';
import { VALIDATION_MESSAGES } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import type { APIMessage, APIModalInteractionResponseCallbackData } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { questionPagesOf } from '../questionnaire/question-pages.ts';
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
// Premium asks this style's every question, on a dozen pages.
const found = getStyle('community-starter');
if (!found) throw new Error('style missing');
const style = found;
const pages = questionPagesOf(questionsFor(style, 'premium'));
const stepOf = (group: string) => pages.findIndex((page) => page.group === group) + 1;

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
async function click(message: APIMessage, action: string, values?: string[], menu?: number) {
  const id = customIdFor(message, action, menu);
  const played = await discord.component(guild, ava, message, id, values);
  expect(played.state).toBe('acknowledged');
  return played.messages[0] ?? message;
}

describe('the setup questionnaire', () => {
  let page: APIMessage;
  /** "N channels in M categories", as the build report said it. */
  let builtChannels = '';
  /** The name the questionnaire gave the moderator role. */
  let builtRole = '';

  it('starts after /activate with the style picker, deferred within 3 s', async () => {
    expect(activation.response?.type).toBe(5);
    page = await discord.settled(activation);
    expect(page.content).toContain(
      "Key activated: **Ava's Workshop** now has the **Premium** plan.",
    );
    expect(page.content).toContain('Pick a category');
    page = await click(page, 'category', [style.category]);
    expect(customIds(page).some((id) => id.startsWith('gs:style:'))).toBe(true);
    page = await click(page, 'style', [style.id]);
    expect(page.content).toContain(`Step 1 of ${pages.length} · Language and moderation`);
    expect(await session()).toMatchObject({
      styleId: style.id,
      currentQuestion: 1,
      totalQuestions: pages.length,
    });
  });

  it('saves each menu of a page of several, stays there, and goes Back to it with its answers', async () => {
    const moderation = pages[0]?.questions.findIndex((q) => q.id === 'moderation') ?? -1;
    expect(moderation).toBeGreaterThan(0);
    page = await click(page, 'select', ['strict'], moderation);
    expect(page.content).toContain(`Step 1 of ${pages.length}`);
    expect(await session()).toMatchObject({
      currentQuestion: 1,
      answers: { moderation: 'strict' },
    });

    page = await click(page, 'keep');
    expect(page.content).toContain(`Step 2 of ${pages.length}`);
    page = await click(page, 'back');
    expect((await session()).currentQuestion).toBe(1);
    // The page remembers the answer given before going back.
    expect(page.content).toMatch(/> Strict/);
  });

  it("takes a topic's texts in one modal: keeps the valid ones and names the refused ones", async () => {
    while ((await session()).currentQuestion < stepOf('look')) page = await click(page, 'keep');
    expect(page.content).toContain('Names and colours');
    const opened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    expect(opened.modal?.custom_id).toMatch(/^gs:text:/);
    const modal = opened.modal as APIModalInteractionResponseCallbackData | undefined;
    const fieldIds = (modal?.components ?? []).map((row) =>
      'components' in row ? row.components[0]?.custom_id : undefined,
    );
    expect(fieldIds).toEqual(['name-prefix', 'embed-colour']);
    // PostgreSQL cannot store NUL: the answer is refused as invalid, not "Something went wrong".
    const refused = await discord.modal(guild, ava, opened.modal?.custom_id ?? '', {
      'name-prefix': 'Night\u0000Owls',
    });
    expect(refused.state).toBe('acknowledged');
    page = refused.messages[0] ?? page;
    expect(page.content).toContain(VALIDATION_MESSAGES.invalidText);
    expect((await session()).answers['name-prefix']).toBeUndefined();

    const reopened = await discord.component(guild, ava, page, customIdFor(page, 'ask'));
    const submitted = await discord.modal(guild, ava, reopened.modal?.custom_id ?? '', {
      'name-prefix': 'NO',
      'embed-colour': 'purple',
    });
    page = submitted.messages[0] ?? page;
    // The prefix is kept; the colour is refused by its label, and the page stays for another try.
    const designed = pages[stepOf('look') - 1]?.questions.find((q) => q.id === 'embed-colour');
    expect((await session()).answers).toMatchObject({
      'name-prefix': 'NO',
      // Untouched, the field sent its prefilled colour with the first try; 'purple' did not replace it.
      'embed-colour': designed?.default,
    });
    expect(page.content).toMatch(/That answer was not accepted: .*colour.*:/i);
    expect((await session()).currentQuestion).toBe(stepOf('look'));
  });

  it('customises a role from the "Customise roles" menu: one modal for its name and colour', async () => {
    page = await click(page, 'keep');
    while ((await session()).currentQuestion < stepOf('roles')) page = await click(page, 'keep');
    expect(page.content).toContain('Customise roles');
    const opened = await discord.component(guild, ava, page, customIdFor(page, 'item'), ['mod']);
    expect((opened.modal as APIModalInteractionResponseCallbackData | undefined)?.title).toBe(
      'Moderator',
    );
    const submitted = await discord.modal(guild, ava, opened.modal?.custom_id ?? '', {
      'role-name:mod': 'Night Watch',
      'role-colour:mod': '#123456',
    });
    page = submitted.messages[0] ?? page;
    expect(page.content).toContain('Changed: Moderator → Night Watch · #123456');
    expect((await session()).answers).toMatchObject({
      'role-name:mod': 'Night Watch',
      'role-colour:mod': '#123456',
    });
    expect((await session()).currentQuestion).toBe(stepOf('roles'));
    builtRole = 'Night Watch';
  });

  it('resumes with /setup after a restart, where it was left', async () => {
    const before = await session();
    await harness.restart();
    const resumed = await discord.command(guild, ava, 'setup');
    expect(resumed.response?.type).toBe(4);
    const message = resumed.messages[0];
    expect(message?.content).toContain(`Step ${before.currentQuestion} of`);
    expect(message?.flags).toBe(64);
    if (!message) throw new Error('no message');
    const older = page;
    page = await click(message, 'keep');
    expect((await session()).currentQuestion).toBe(before.currentQuestion + 1);

    // The message from before shows an old step: a click there shows the current one instead.
    const played = await discord.component(guild, ava, older, customIdFor(older, 'keep'));
    expect(played.messages[0]?.content).toContain(`Step ${before.currentQuestion + 1} of`);
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
    // The role customised on the roles page was built as answered.
    expect(after.roles).toContainEqual(
      expect.objectContaining({ name: builtRole, color: 0x123456 }),
    );
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
