import { STYLES } from '@guildsmith/catalog';
import { PLAN_IDS, type PlanId } from '@guildsmith/core';
import { type Db, schema } from '@guildsmith/db';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longer than the longest range, so every range has rows just outside it. */
export const SEED_SPAN_DAYS = 400;

/** mulberry32: the same seed gives the same rows on every run and on both databases. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

const BUILD_STATUSES = ['success', 'success', 'success', 'partial', 'failed', 'undone'] as const;
const COMMANDS = ['activate', 'setup', 'setup:build', 'status', 'undo', 'help'] as const;

/**
 * Users, purchases, registrations, bot usage and builds spread over the last
 * 400 days before `now`, at any time of day (so UTC day edges are crossed),
 * with the cases the figures must treat apart: admins, lapsed timed plans,
 * commands from members without an account, sessions without a style, a
 * style no longer in the catalogue, undone and partial builds, and a command
 * name a spreadsheet would run as a formula.
 */
export async function seedAnalytics(db: Db, now: Date, seed = 20_240_601): Promise<void> {
  const random = generator(seed);
  const past = (maxDays = SEED_SPAN_DAYS) =>
    new Date(now.getTime() - 60_000 - Math.floor(random.next() * maxDays * DAY_MS));
  const styleIds = [...STYLES.slice(0, 14).map((style) => style.id), 'retired-style'];

  const userRows = Array.from({ length: 160 }, (_, index) => {
    const createdAt = past();
    const plan: PlanId = random.pick(PLAN_IDS);
    const expiry = new Date(now.getTime() + (random.next() - 0.4) * 60 * DAY_MS);
    return {
      discordId: `a-${index}`,
      username: `analytics-${index}`,
      role: index % 23 === 0 ? ('admin' as const) : ('user' as const),
      plan,
      planExpiresAt: plan === 'free' || plan === 'lifetime' || index % 9 === 0 ? null : expiry,
      createdAt,
      lastLoginAt:
        index % 4 === 0
          ? null
          : new Date(createdAt.getTime() + random.next() * (now.getTime() - createdAt.getTime())),
    };
  });
  const seeded = await db
    .insert(schema.users)
    .values(userRows)
    .returning({ id: schema.users.id, createdAt: schema.users.createdAt });
  const customers = seeded;
  const after = (from: Date) =>
    new Date(from.getTime() + random.next() * (now.getTime() - 60_000 - from.getTime()));

  await db.insert(schema.purchases).values(
    Array.from({ length: 70 }, () => {
      const buyer = random.pick(customers);
      const createdAt = after(buyer.createdAt);
      return {
        userId: buyer.id,
        plan: random.pick(PLAN_IDS),
        amount: `${random.int(50)}.99`,
        status: random.pick(['completed', 'refunded', 'failed', 'pending'] as const),
        createdAt,
        completedAt: createdAt,
      };
    }),
  );

  const servers = Array.from({ length: 45 }, (_, index) => `9${String(index).padStart(17, '0')}`);
  await db.insert(schema.serverRegistrations).values(
    servers.map((serverId) => {
      const owner = random.pick(customers);
      return {
        userId: owner.id,
        serverId,
        serverName: `Server ${serverId.slice(-3)}`,
        plan: random.pick(PLAN_IDS),
        registeredAt: after(owner.createdAt),
        usageCount: random.int(40),
      };
    }),
  );

  await db.insert(schema.botUsageLogs).values(
    Array.from({ length: 700 }, (_, index) => {
      const member = index % 6 === 0 ? null : random.pick(customers);
      const success = random.next() < 0.8;
      return {
        userId: member?.id ?? null,
        discordUserId: `member-${random.int(300)}`,
        serverId: index % 10 === 0 ? null : random.pick(servers),
        command: random.pick(COMMANDS),
        success,
        errorMessage: success ? null : random.pick(['unknown_key', 'not_owner', 'key_used']),
        createdAt: member ? after(member.createdAt) : past(),
      };
    }),
  );
  await db.insert(schema.botUsageLogs).values({
    discordUserId: 'member-formula',
    serverId: servers[0],
    command: '=HYPERLINK("https://example.test","x"):go',
    success: false,
    errorMessage: '@SUM(1,2)',
    createdAt: new Date(now.getTime() - 90_000),
  });

  const builds = Array.from({ length: 240 }, (_, index) => {
    const builder = random.pick(customers);
    return {
      builder,
      serverId: random.pick(servers),
      styleId: index % 17 === 0 ? null : random.pick(styleIds),
      status: random.pick(BUILD_STATUSES),
      createdAt: after(builder.createdAt),
    };
  });
  const sessions = await db
    .insert(schema.serverSetupSessions)
    .values(
      builds.map((build) => ({
        userId: build.builder.id,
        serverId: build.serverId,
        styleId: build.styleId,
        status: build.status === 'failed' ? ('failed' as const) : ('completed' as const),
        createdAt: build.createdAt,
      })),
    )
    .returning({ id: schema.serverSetupSessions.id });
  await db.insert(schema.serverCreationResults).values(
    builds.map((build, index) => ({
      sessionId: sessions[index]?.id ?? '',
      userId: build.builder.id,
      serverId: build.serverId,
      serverName: index % 11 === 0 ? `=cmd|' /C calc'!A0 ${index}` : `Guild, "${index}"`,
      status: build.status,
      createdAt: build.createdAt,
      undoneAt: build.status === 'undone' ? now : null,
    })),
  );
}
