import { STYLES } from '@guildsmith/catalog';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { CATEGORY_TEXTS } from '../texts/category-texts.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { COMMAND_TEXTS, HELP_TEXTS } from '../texts/help-texts.ts';
import {
  customIdFor,
  EmulatedDiscord,
  type Played,
  SEED_USER_IDS,
} from '../transport/test-support.ts';
import { commandDefinitions } from './index.ts';

let harness: TestApp;
let discord: EmulatedDiscord;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
});

afterAll(async () => harness.close());

async function admin(guildId: string) {
  const discordId = await discord.newMember(guildId, { administrator: true });
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId, username: `admin-${discordId.slice(-6)}` })
    .returning();
  if (!user) throw new Error('no user');
  return { discordId, user };
}

const text = (played: Played) => played.messages[0]?.content ?? '';

describe('command registration', () => {
  it('registers every command for administrators only, inside servers', () => {
    const registered = harness.sandbox.discord.commands.list(null);
    expect(registered.map((command) => command.name).sort()).toEqual([
      'activate',
      'help',
      'setup',
      'status',
      'undo',
    ]);
    for (const command of registered) {
      expect(command.default_member_permissions).toBe('8');
      expect(command.contexts).toEqual([0]);
    }
    expect(commandDefinitions()).toHaveLength(registered.length);
  });
});

describe('commands in a server that is not registered', () => {
  it('/help, /status, /setup and /undo answer clearly, ephemerally, and are logged', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const { discordId, user } = await admin(guildId);
    const help = await discord.command(guildId, discordId, 'help');
    expect(text(help)).toContain('`/activate key:<KEY> [style:<id>]`');
    expect(help.messages[0]?.flags).toBe(64);
    expect(text(await discord.command(guildId, discordId, 'status'))).toBe(
      'This server is not registered yet. Activate a license key with `/activate`.',
    );
    expect(text(await discord.command(guildId, discordId, 'setup'))).toContain(
      'There is no setup to continue here',
    );
    expect(text(await discord.command(guildId, discordId, 'undo'))).toContain(
      'There is nothing to undo',
    );
    const logs = await harness.database.db
      .select()
      .from(schema.botUsageLogs)
      .where(eq(schema.botUsageLogs.discordUserId, discordId))
      .orderBy(schema.botUsageLogs.createdAt);
    expect(logs.map((row) => [row.command, row.success, row.errorMessage, row.userId])).toEqual([
      ['help', true, null, user.id],
      ['status', false, 'not_registered', user.id],
      ['setup', false, 'not_registered', user.id],
      ['undo', false, 'nothing_to_undo', user.id],
    ]);
  });

  it('refuses members without Administrator on every command that changes something', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const member = await discord.newMember(guildId, { administrator: false });
    for (const command of ['setup', 'status', 'undo']) {
      expect(text(await discord.command(guildId, member, command))).toContain(
        'Only members with the **Administrator** permission',
      );
    }
  });
});

describe('a registered server', () => {
  it("keeps one admin's setup theirs: other admins are told whose it is", async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const owner = await admin(guildId);
    const other = await admin(guildId);
    const { key } = await issueLicenseKey(harness.database.db, harness.secrets, {
      userId: owner.user.id,
      plan: 'starter',
      purchaseId: null,
    });
    const page = await discord.settled(
      await discord.command(guildId, owner.discordId, 'activate', { key }),
    );
    expect(text(await discord.command(guildId, other.discordId, 'setup'))).toContain(
      'belongs to the account that activated its key',
    );
    expect(text(await discord.command(guildId, other.discordId, 'undo'))).toContain(
      'Only the account that registered this server',
    );
    const status = text(await discord.command(guildId, other.discordId, 'status'));
    expect(status).toContain('**Test Server**: Starter plan (active).');
    expect(status).toContain('No build has run yet.');

    // The owner cancels; /setup then starts a fresh questionnaire.
    const cancelled = await discord.component(
      guildId,
      owner.discordId,
      page,
      customIdFor(page, 'cancel'),
    );
    expect(text(cancelled)).toContain('Setup cancelled');
    const fresh = await discord.command(guildId, owner.discordId, 'setup');
    expect(text(fresh)).toContain('Pick a category');
    const sessions = await harness.database.db
      .select({ status: schema.serverSetupSessions.status })
      .from(schema.serverSetupSessions)
      .where(eq(schema.serverSetupSessions.serverId, guildId));
    expect(sessions.map((row) => row.status).sort()).toEqual(['cancelled', 'in_progress']);
  });
});

describe("the member's language", () => {
  it('frames refusals, /help, the wizard and /status in it, and describes the commands in it', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const member = await discord.newMember(guildId, { administrator: false });
    expect(text(await discord.command(guildId, member, 'status', {}, 'ja'))).toBe(
      COMMON_TEXTS.notAdministrator.ja,
    );
    const owner = await admin(guildId);
    const help = text(await discord.command(guildId, owner.discordId, 'help', {}, 'de'));
    expect(help.split('\n')).toEqual(Object.values(HELP_TEXTS).map((line) => line.de));

    const style = STYLES.find((candidate) => candidate.requiredPlan === 'starter');
    if (!style) throw new Error('no starter style');
    const { key } = await issueLicenseKey(harness.database.db, harness.secrets, {
      userId: owner.user.id,
      plan: 'starter',
      purchaseId: null,
    });
    const activate = await discord.command(guildId, owner.discordId, 'activate', { key }, 'fr');
    const page = await discord.settled(activate);
    expect(page.content).toContain(
      "Clé activée : **Test Server** a maintenant l'offre **Starter**.",
    );
    expect(page.content).toContain('Quel genre de serveur est-ce ?');
    const picked = await discord.component(
      guildId,
      owner.discordId,
      page,
      customIdFor(page, 'category'),
      [style.category],
      'fr',
    );
    expect(text(picked)).toBe(`Choisis un style dans **${CATEGORY_TEXTS[style.category].fr}**.`);
    expect(text(await discord.command(guildId, owner.discordId, 'status', {}, 'es-ES'))).toContain(
      '**Test Server**: plan Starter (activo).',
    );

    const undo = harness.sandbox.discord.commands.list(null).find((c) => c.name === 'undo');
    expect(undo?.description).toBe(COMMAND_TEXTS.undo.en);
    expect(undo?.description_localizations).toMatchObject({
      de: COMMAND_TEXTS.undo.de,
      'pt-BR': COMMAND_TEXTS.undo.pt,
      'zh-TW': COMMAND_TEXTS.undo.zh,
    });
  });
});
