import { randomBytes } from 'node:crypto';
import { STYLES } from '@guildsmith/catalog';
import { canUse, type PlanId } from '@guildsmith/core';
import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../../lib/secret-box.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { defaultStyleIndex } from '../../styles/default-style-index.ts';
import { type ActivationInput, activateLicense } from './activation.service.ts';

let database: Database;
const testSecrets = new SecretBox(randomBytes(32));
const styles = defaultStyleIndex();

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

let accounts = 0;
async function account() {
  accounts += 1;
  const [user] = await database.db
    .insert(schema.users)
    .values({ discordId: `77000000000000${1000 + accounts}`, username: `buyer-${accounts}` })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

let guilds = 0;
const newGuild = () => {
  guilds += 1;
  return `88000000000000${1000 + guilds}`;
};

async function keyFor(userId: string, plan: PlanId = 'premium') {
  return issueLicenseKey(database.db, testSecrets, { userId, plan, purchaseId: null });
}

const activate = (input: Omit<ActivationInput, 'guildName'> & { guildName?: string }) =>
  activateLicense(database.db, styles, { guildName: 'Test Server', ...input });

describe('activateLicense', () => {
  it('binds the key, registers the server and opens a questionnaire with the plan size', async () => {
    const buyer = await account();
    const issued = await keyFor(buyer.id, 'ultimate');
    const guildId = newGuild();
    const outcome = await activate({
      key: issued.key,
      accountId: buyer.id,
      discordUserId: buyer.discordId ?? '',
      guildId,
    });
    expect(outcome).toMatchObject({ ok: true, plan: 'ultimate', upgraded: false });
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.session).toMatchObject({
      totalQuestions: 60,
      currentQuestion: 1,
      styleId: null,
    });
    const [key] = await database.db
      .select()
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.id, issued.id));
    expect(key).toMatchObject({
      status: 'activated',
      serverId: guildId,
      activatedBy: buyer.discordId,
    });
    expect(key?.activatedAt).toBeInstanceOf(Date);
  });

  it('tells a key used here from one used elsewhere, and refuses unknown, foreign and revoked keys', async () => {
    const buyer = await account();
    const other = await account();
    const issued = await keyFor(buyer.id);
    const here = newGuild();
    const base = { accountId: buyer.id, discordUserId: buyer.discordId ?? '' };
    expect((await activate({ ...base, key: issued.key, guildId: here })).ok).toBe(true);
    expect(await activate({ ...base, key: issued.key, guildId: here })).toEqual({
      ok: false,
      reason: 'key_used_here',
    });
    expect(await activate({ ...base, key: issued.key, guildId: newGuild() })).toEqual({
      ok: false,
      reason: 'key_used_elsewhere',
    });
    const unknown = 'TPL-00000-00000-00000-00000';
    expect(await activate({ ...base, key: unknown, guildId: newGuild() })).toEqual({
      ok: false,
      reason: 'unknown_key',
    });
    const othersKey = await keyFor(other.id);
    expect(await activate({ ...base, key: othersKey.key, guildId: newGuild() })).toEqual({
      ok: false,
      reason: 'not_key_owner',
    });
    const revoked = await keyFor(buyer.id, 'starter');
    await database.db
      .update(schema.licenseKeys)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(schema.licenseKeys.id, revoked.id));
    expect(await activate({ ...base, key: revoked.key, guildId: newGuild() })).toEqual({
      ok: false,
      reason: 'revoked_key',
    });
  });

  it('checks the style against the key plan before spending the key', async () => {
    const buyer = await account();
    const issued = await keyFor(buyer.id, 'starter');
    const base = {
      key: issued.key,
      accountId: buyer.id,
      discordUserId: buyer.discordId ?? '',
      guildId: newGuild(),
    };
    const tooHigh = STYLES.find((style) => !canUse('starter', style.requiredPlan));
    const allowed = STYLES.find((style) => canUse('starter', style.requiredPlan));
    if (!tooHigh || !allowed) throw new Error('catalogue lacks the styles this test needs');
    expect(await activate({ ...base, styleId: 'no-such-style' })).toEqual({
      ok: false,
      reason: 'unknown_style',
    });
    expect(await activate({ ...base, styleId: tooHigh.id })).toMatchObject({
      ok: false,
      reason: 'style_not_allowed',
      plan: 'starter',
    });
    const outcome = await activate({ ...base, styleId: allowed.id });
    expect(outcome.ok && outcome.session.styleId).toBe(allowed.id);
  });

  it('upgrades with a higher plan, keeps answers, and refuses a key that would not raise the plan', async () => {
    const buyer = await account();
    const guildId = newGuild();
    const base = { accountId: buyer.id, discordUserId: buyer.discordId ?? '', guildId };
    const starter = await keyFor(buyer.id, 'starter');
    const first = await activate({ ...base, key: starter.key });
    if (!first.ok) throw new Error('refused');
    await database.db
      .update(schema.serverSetupSessions)
      .set({ answers: { server_name: 'Kept' }, currentQuestion: 4 })
      .where(eq(schema.serverSetupSessions.id, first.session.id));

    const lower = await keyFor(buyer.id, 'free');
    expect(await activate({ ...base, key: lower.key })).toEqual({
      ok: false,
      reason: 'plan_not_higher',
      plan: 'starter',
    });
    const [unspent] = await database.db
      .select({ status: schema.licenseKeys.status })
      .from(schema.licenseKeys)
      .where(eq(schema.licenseKeys.id, lower.id));
    expect(unspent?.status).toBe('issued');

    const lifetime = await keyFor(buyer.id, 'lifetime');
    const upgrade = await activate({ ...base, key: lifetime.key });
    expect(upgrade).toMatchObject({ ok: true, upgraded: true, plan: 'lifetime' });
    if (!upgrade.ok) throw new Error('refused');
    expect(upgrade.session).toMatchObject({
      id: first.session.id,
      totalQuestions: 75,
      currentQuestion: 4,
      answers: { server_name: 'Kept' },
    });
    expect(upgrade.registration).toMatchObject({ plan: 'lifetime', licenseKeyId: lifetime.id });
  });

  it('refuses while a build is running in the server', async () => {
    const buyer = await account();
    const guildId = newGuild();
    const base = { accountId: buyer.id, discordUserId: buyer.discordId ?? '', guildId };
    const first = await activate({ ...base, key: (await keyFor(buyer.id, 'starter')).key });
    if (!first.ok) throw new Error('refused');
    await database.db
      .update(schema.serverSetupSessions)
      .set({ status: 'building' })
      .where(eq(schema.serverSetupSessions.id, first.session.id));
    const second = await keyFor(buyer.id, 'lifetime');
    expect(await activate({ ...base, key: second.key })).toEqual({
      ok: false,
      reason: 'build_running',
    });
  });

  it('gives exactly one success to concurrent activations of one key', async () => {
    const concurrency = database.driver === 'postgres' ? 100 : 25;
    const buyer = await account();
    const issued = await keyFor(buyer.id);
    const here = newGuild();
    const guildIds = Array.from({ length: concurrency }, (_, index) =>
      // Half race in the same server, half in servers of their own.
      index % 2 === 0 ? here : newGuild(),
    );
    const outcomes = await Promise.all(
      guildIds.map((guildId) =>
        activate({
          key: issued.key,
          accountId: buyer.id,
          discordUserId: buyer.discordId ?? '',
          guildId,
        }),
      ),
    );
    const winner = outcomes.findIndex((outcome) => outcome.ok);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    const winningGuild = guildIds[winner];
    outcomes.forEach((outcome, index) => {
      if (index === winner) return;
      expect(outcome).toEqual({
        ok: false,
        reason: guildIds[index] === winningGuild ? 'key_used_here' : 'key_used_elsewhere',
      });
    });
    const registrations = await database.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.licenseKeyId, issued.id));
    expect(registrations).toHaveLength(1);
    const sessions = await database.db
      .select()
      .from(schema.serverSetupSessions)
      .where(eq(schema.serverSetupSessions.licenseKeyId, issued.id));
    expect(sessions).toHaveLength(1);
  });
});
