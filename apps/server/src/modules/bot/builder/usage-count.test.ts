import { STYLES } from '@guildsmith/catalog';
import { and, count, eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueLicenseKey } from '../../licenses/license-keys.ts';
import { customIdFor, EmulatedDiscord, SEED_USER_IDS } from '../transport/test-support.ts';

let harness: TestApp;
let discord: EmulatedDiscord;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
  harness.sandbox.discord.rateLimits.mode = 'off';
  await harness.queue.start();
});

afterAll(async () => harness.close());

describe("a registration's usage count", () => {
  it('counts each command once, and a whole build as the one Build button press', async () => {
    const ownerId = await discord.newMember(await discord.newGuild(SEED_USER_IDS.nia), {
      administrator: false,
    });
    const [user] = await harness.database.db
      .insert(schema.users)
      .values({ discordId: ownerId, username: 'counted-owner' })
      .returning();
    if (!user) throw new Error('no user');
    const guildId = await discord.newGuild(ownerId, 'Counted Once');
    const style = STYLES.find((candidate) => candidate.requiredPlan === 'starter');
    if (!style) throw new Error('no starter style');
    const { key } = await issueLicenseKey(harness.database.db, harness.secrets, {
      userId: user.id,
      plan: 'starter',
      purchaseId: null,
    });

    let page = await discord.settled(
      await discord.command(guildId, ownerId, 'activate', { key, style: style.id }),
    );
    const rest = await discord.component(guildId, ownerId, page, customIdFor(page, 'rest'));
    page = rest.messages[0] ?? page;
    const build = await discord.component(guildId, ownerId, page, customIdFor(page, 'build'));
    await discord.settled(build, (message) => message.content.includes('is built'));

    const { db } = harness.database;
    const logged = (command?: string) =>
      db
        .select({ value: count() })
        .from(schema.botUsageLogs)
        .where(
          and(
            eq(schema.botUsageLogs.serverId, guildId),
            command ? eq(schema.botUsageLogs.command, command) : undefined,
          ),
        )
        .then(([row]) => row?.value);
    const [built] = await db
      .select({ value: count() })
      .from(schema.serverCreationResults)
      .where(
        and(
          eq(schema.serverCreationResults.serverId, guildId),
          eq(schema.serverCreationResults.status, 'success'),
        ),
      );
    const [registration] = await db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, guildId));

    expect(built?.value).toBe(1);
    expect(await logged('setup:build')).toBe(1);
    expect(registration?.usageCount).toBe(await logged());
  });
});
