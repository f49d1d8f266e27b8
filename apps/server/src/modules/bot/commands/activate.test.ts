import { STYLES } from '@guildsmith/catalog';
import { CROCKFORD_ALPHABET, canUse, generateLicenseKey, type PlanId } from '@guildsmith/core';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import {
  type EmulatedDiscord as Discord,
  EmulatedDiscord,
  type Played,
  SEED_USER_IDS,
} from '../transport/test-support.ts';

let harness: TestApp;
let discord: Discord;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
});

afterAll(async () => harness.close());

async function account(discordId: string) {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId, username: `user-${discordId.slice(-6)}` })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

const keyFor = (userId: string, plan: PlanId = 'premium') =>
  issueLicenseKey(harness.database.db, harness.secrets, { userId, plan, purchaseId: null });

/** A server with an Administrator who has a Guildsmith account. */
async function adminWithAccount() {
  const guildId = await discord.newGuild(SEED_USER_IDS.nia);
  const discordId = await discord.newMember(guildId, { administrator: true });
  return { guildId, discordId, user: await account(discordId) };
}

/** What the member reads: the reply, or the deferred reply once it is filled in. */
async function answer(played: Played): Promise<string> {
  expect(played.state).toBe('acknowledged');
  if (played.response?.type === 5) return (await discord.settled(played)).content;
  return played.messages[0]?.content ?? '';
}

const activate = async (guildId: string, userId: string, key: string, style?: string) =>
  answer(await discord.command(guildId, userId, 'activate', style ? { key, style } : { key }));

async function keyStatus(id: string) {
  const [row] = await harness.database.db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.id, id));
  return row;
}

async function usage(discordUserId: string) {
  return harness.database.db
    .select()
    .from(schema.botUsageLogs)
    .where(eq(schema.botUsageLogs.discordUserId, discordUserId))
    .orderBy(schema.botUsageLogs.createdAt);
}

describe('/activate', () => {
  it("passes Discord's endpoint check (a signed PING)", async () => {
    expect(await discord.ping()).toEqual({ status: 200, response: { type: 1 } });
  });

  it('refuses a member without Administrator and leaves the key alone', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const member = await discord.newMember(guildId, { administrator: false });
    const issued = await keyFor((await account(member)).id);
    expect(await activate(guildId, member, issued.key)).toContain(
      'Only members with the **Administrator** permission',
    );
    expect((await keyStatus(issued.id))?.status).toBe('issued');
    expect(await usage(member)).toEqual([
      expect.objectContaining({
        command: 'activate',
        success: false,
        errorMessage: 'not_administrator',
        serverId: guildId,
      }),
    ]);
  });

  it('asks an administrator without an account to sign in first', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    const stranger = await discord.newMember(guildId, { administrator: true });
    const text = await activate(guildId, stranger, generateLicenseKey());
    expect(text).toContain(`Sign in at ${harness.url}/login`);
    const [row] = await usage(stranger);
    expect(row).toMatchObject({ success: false, errorMessage: 'no_account', userId: null });
  });

  it('checks the format and the check character before any lookup', async () => {
    const { guildId, discordId } = await adminWithAccount();
    expect(await activate(guildId, discordId, 'hello')).toContain('That is not a license key');
    const key = generateLicenseKey();
    const last = key.at(-1) ?? '0';
    const typo =
      key.slice(0, -1) + (CROCKFORD_ALPHABET[(CROCKFORD_ALPHABET.indexOf(last) + 1) % 32] ?? '0');
    expect(await activate(guildId, discordId, typo)).toContain('That key has a typo');
    expect((await usage(discordId)).map((row) => row.errorMessage)).toEqual([
      'invalid_format',
      'invalid_check',
    ]);
  });

  it('gives unknown, revoked, foreign, used-here and used-elsewhere keys each their reply', async () => {
    const { guildId, discordId, user } = await adminWithAccount();
    const otherGuild = await discord.newGuild(discordId);
    const someoneElse = await account(await discord.newMember(guildId, { administrator: true }));

    expect(await activate(guildId, discordId, generateLicenseKey())).toContain(
      'This license key does not exist',
    );
    const revoked = await keyFor(user.id, 'starter');
    await harness.database.db
      .update(schema.licenseKeys)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(schema.licenseKeys.id, revoked.id));
    expect(await activate(guildId, discordId, revoked.key)).toContain(
      'was replaced by a newer one',
    );
    const foreign = await keyFor(someoneElse.id);
    expect(await activate(guildId, discordId, foreign.key)).toContain(
      'belongs to another Guildsmith account',
    );

    const own = await keyFor(user.id, 'premium');
    expect(await activate(guildId, discordId, own.key)).toContain(
      'Key activated: **Test Server** now has the **Premium** plan.',
    );
    expect(await keyStatus(own.id)).toMatchObject({
      status: 'activated',
      serverId: guildId,
      activatedBy: discordId,
    });
    expect(await activate(guildId, discordId, own.key)).toContain('already active in this server');
    expect(await activate(otherGuild, discordId, own.key)).toContain(
      'already used in another server',
    );
    expect((await usage(discordId)).map((row) => [row.success, row.errorMessage])).toEqual([
      [false, 'unknown_key'],
      [false, 'revoked_key'],
      [false, 'not_key_owner'],
      [true, null],
      [false, 'key_used_here'],
      [false, 'key_used_elsewhere'],
    ]);
    const [registration] = await harness.database.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, guildId));
    expect(registration).toMatchObject({
      userId: user.id,
      plan: 'premium',
      serverName: 'Test Server',
    });
  });

  it("autocompletes the style from what the key's plan allows", async () => {
    const { guildId, discordId, user } = await adminWithAccount();
    const starter = await keyFor(user.id, 'starter');
    const played = await discord.autocomplete(
      guildId,
      discordId,
      'activate',
      { key: starter.key, style: '' },
      'style',
    );
    const offered = (played.choices ?? []).map((choice) =>
      STYLES.find((s) => s.id === choice.value),
    );
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((style) => style && canUse('starter', style.requiredPlan))).toBe(true);
    expect(offered.some((style) => style?.requiredPlan === 'starter')).toBe(true);

    const typed = await discord.autocomplete(
      guildId,
      discordId,
      'activate',
      { key: 'not a key', style: '' },
      'style',
    );
    const free = (typed.choices ?? []).map((choice) => STYLES.find((s) => s.id === choice.value));
    expect(free.every((style) => style?.requiredPlan === 'free')).toBe(true);
  });

  it('activates with a style given and opens its first question', async () => {
    const { guildId, discordId, user } = await adminWithAccount();
    const style = STYLES.find((candidate) => candidate.requiredPlan === 'starter');
    if (!style) throw new Error('no starter style');
    const issued = await keyFor(user.id, 'starter');
    const text = await activate(guildId, discordId, issued.key, style.id);
    expect(text).toContain('now has the **Starter** plan');
    expect(text).toContain('Step 1 of');
    const premiumStyle = STYLES.find((candidate) => candidate.requiredPlan === 'premium');
    const other = await keyFor(user.id, 'starter');
    expect(
      await activate(await discord.newGuild(discordId), discordId, other.key, premiumStyle?.id),
    ).toContain('needs a higher plan than **Starter**');
    expect((await keyStatus(other.id))?.status).toBe('issued');
  });
});

describe('abuse', () => {
  it('files a report after 5 invalid keys and pauses activation for the user', async () => {
    const { guildId, discordId, user } = await adminWithAccount();
    const replies: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      replies.push(await activate(guildId, discordId, generateLicenseKey()));
    }
    expect(replies.slice(0, 4).every((text) => !text.includes('Activation is paused'))).toBe(true);
    expect(replies[4]).toContain('Activation is paused for 15 minutes');

    const reports = await harness.database.db
      .select()
      .from(schema.abuseReports)
      .where(eq(schema.abuseReports.discordUserId, discordId));
    expect(reports).toEqual([
      expect.objectContaining({
        abuseType: 'invalid_license_keys',
        severity: 'low',
        status: 'pending',
        serverId: guildId,
        userId: user.id,
      }),
    ]);

    // Even a good key waits for the cool-down, and is not spent.
    const good = await keyFor(user.id);
    expect(await activate(guildId, discordId, good.key)).toContain('Activation is paused');
    expect((await keyStatus(good.id))?.status).toBe('issued');
    // The same report follows the attempts instead of a new one per attempt.
    expect(
      await harness.database.db
        .select()
        .from(schema.abuseReports)
        .where(eq(schema.abuseReports.discordUserId, discordId)),
    ).toHaveLength(1);
  });

  it('pauses the whole server when its members together try too many keys', async () => {
    const guildId = await discord.newGuild(SEED_USER_IDS.nia);
    for (let member = 0; member < 5; member++) {
      const id = await discord.newMember(guildId, { administrator: true });
      await account(id);
      await activate(guildId, id, generateLicenseKey());
    }
    const next = await discord.newMember(guildId, { administrator: true });
    const { id: nextAccount } = await account(next);
    const good = await keyFor(nextAccount);
    expect(await activate(guildId, next, good.key)).toContain('Activation is paused');
    const [report] = await harness.database.db
      .select()
      .from(schema.abuseReports)
      .where(eq(schema.abuseReports.serverId, guildId));
    expect(report?.abuseType).toBe('invalid_license_keys');
  });

  it('limits activation attempts per Discord user at the HTTP level', async () => {
    const { guildId, discordId } = await adminWithAccount();
    const replies: string[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      replies.push(await activate(guildId, discordId, 'not-a-key'));
    }
    expect(replies.slice(0, 10).some((text) => text.includes('Too many activation attempts'))).toBe(
      false,
    );
    expect(replies[10]).toContain('Too many activation attempts. Please wait 1 minute');
    expect((await usage(discordId)).at(-1)?.errorMessage).toBe('rate_limited');
  });
});
