import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABUSE_WINDOW_MS,
  activationCooldown,
  COOLDOWN_ERROR,
  reviewActivationAbuse,
  severityFor,
} from './abuse-guard.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

let subjects = 0;
function subject() {
  subjects += 1;
  return {
    discordUserId: `5500000000000${10_000 + subjects}`,
    guildId: `6600000000000${10_000 + subjects}`,
    accountId: null,
  };
}

const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

async function failures(
  who: ReturnType<typeof subject>,
  times: Date[],
  errorMessage = 'unknown_key',
) {
  await database.db.insert(schema.botUsageLogs).values(
    times.map((createdAt) => ({
      discordUserId: who.discordUserId,
      serverId: who.guildId,
      command: 'activate',
      success: false,
      errorMessage,
      createdAt,
    })),
  );
}

describe('the activation abuse guard', () => {
  it('grades severity by the number of attempts', () => {
    expect([5, 9, 10, 19, 20, 49, 50].map(severityFor)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'critical',
    ]);
  });

  it('stays quiet below the threshold and ignores attempts older than the window', async () => {
    const who = subject();
    await failures(who, [
      minutesAgo(20),
      minutesAgo(16),
      minutesAgo(3),
      minutesAgo(2),
      minutesAgo(1),
    ]);
    expect(await reviewActivationAbuse(database.db, who, now)).toBeNull();
    expect(await activationCooldown(database.db, who, now)).toBeNull();
  });

  it('blocks until the fifth most recent failure leaves the window', async () => {
    const who = subject();
    await failures(who, [
      minutesAgo(14),
      minutesAgo(10),
      minutesAgo(5),
      minutesAgo(4),
      minutesAgo(1),
    ]);
    const wait = await activationCooldown(database.db, who, now);
    // The oldest of the five is 14 minutes old: one minute to go.
    expect(wait).toBe(60);
    expect(ABUSE_WINDOW_MS).toBe(15 * 60_000);
    // Other mistakes (a non-administrator, a key already active here) never count.
    const other = subject();
    await failures(
      other,
      Array.from({ length: 6 }, () => minutesAgo(1)),
      'key_used_here',
    );
    expect(await activationCooldown(database.db, other, now)).toBeNull();
  });

  it('files one report per episode and raises its severity as attempts go on', async () => {
    const who = subject();
    await failures(
      who,
      Array.from({ length: 5 }, () => minutesAgo(1)),
    );
    const first = await reviewActivationAbuse(database.db, who, now);
    expect(first).toMatchObject({
      severity: 'low',
      status: 'pending',
      abuseType: 'invalid_license_keys',
      discordUserId: who.discordUserId,
      serverId: who.guildId,
    });
    // Attempts refused during the cool-down count towards severity.
    await failures(
      who,
      Array.from({ length: 6 }, () => minutesAgo(0.5)),
      COOLDOWN_ERROR,
    );
    const raised = await reviewActivationAbuse(database.db, who, now);
    expect(raised?.id).toBe(first?.id);
    expect(raised?.severity).toBe('medium');
    const rows = await database.db
      .select()
      .from(schema.abuseReports)
      .where(eq(schema.abuseReports.discordUserId, who.discordUserId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.description).toContain('11 failed license key activations');
  });

  it('lets a paused user activate again right after an admin lifts the pause, and pauses again on new failures', async () => {
    const who = subject();
    await failures(
      who,
      Array.from({ length: 5 }, (_, i) => minutesAgo(5 - i * 0.5)),
    );
    expect(await activationCooldown(database.db, who, now)).not.toBeNull();

    await database.db.insert(schema.activationPauseOverrides).values({
      discordUserId: who.discordUserId,
      serverId: who.guildId,
      reason: 'Typo in a real key, confirmed with the buyer',
      createdAt: minutesAgo(2),
    });
    expect(await activationCooldown(database.db, who, now)).toBeNull();
    // The failures before the lift no longer count towards a new report either.
    await failures(who, [minutesAgo(1)]);
    expect(await reviewActivationAbuse(database.db, who, now)).toBeNull();
    expect(await activationCooldown(database.db, who, now)).toBeNull();

    await failures(
      who,
      Array.from({ length: 4 }, () => minutesAgo(0.5)),
    );
    expect(await activationCooldown(database.db, who, now)).toBeGreaterThan(0);
    expect(await reviewActivationAbuse(database.db, who, now)).toMatchObject({ status: 'pending' });
  });

  it('lifts only the subject named: a server override leaves the user paused elsewhere', async () => {
    const who = subject();
    await failures(
      who,
      Array.from({ length: 5 }, () => minutesAgo(3)),
    );
    await database.db.insert(schema.activationPauseOverrides).values({
      serverId: who.guildId,
      reason: 'The server owner asked',
      createdAt: minutesAgo(1),
    });
    // Same user in the lifted server: still paused, because the user's own count stands.
    expect(await activationCooldown(database.db, who, now)).not.toBeNull();
    const elsewhere = { ...who, discordUserId: `${who.discordUserId}9` };
    expect(await activationCooldown(database.db, elsewhere, now)).toBeNull();
  });
});
