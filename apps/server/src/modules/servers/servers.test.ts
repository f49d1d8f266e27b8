import { STYLES } from '@guildsmith/catalog';
import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobStates } from '../../jobs/test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { UNDO_JOB } from '../bot/builder/jobs.ts';
import { customIdFor, EmulatedDiscord, SEED_USER_IDS } from '../bot/transport/test-support.ts';
import { issueLicenseKey } from '../licenses/license-keys.ts';

let harness: TestApp;
let discord: EmulatedDiscord;
let tokens: SessionTokens;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  discord = await EmulatedDiscord.of(harness);
  harness.sandbox.discord.rateLimits.mode = 'off';
  tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  await harness.queue.start();
});

afterAll(async () => harness.close());

async function signedIn(discordId: string) {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId, username: `user-${discordId.slice(-6)}` })
    .returning();
  if (!user) throw new Error('no user');
  return { user, token: (await tokens.issue({ id: user.id, role: 'user' })).token };
}

let clients = 0;
/** Each call comes from its own address, so the per-client undo limit stays out of the way. */
const call = (method: 'GET' | 'POST', url: string, token?: string) => {
  clients += 1;
  return harness.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': `10.8.${clients >> 8}.${clients & 255}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
};

/** Activates a starter key with a style (in a new server it owns), keeps every default and builds. */
async function buildServer(
  discordId: string,
  userId: string,
  name: string,
  guildId: string = '',
): Promise<{ guildId: string; report: string }> {
  if (!guildId)
    return buildServer(discordId, userId, name, await discord.newGuild(discordId, name));
  const style = STYLES.find((candidate) => candidate.requiredPlan === 'starter');
  if (!style) throw new Error('no starter style');
  const { key } = await issueLicenseKey(harness.database.db, harness.secrets, {
    userId,
    plan: 'starter',
    purchaseId: null,
  });
  let page = await discord.settled(
    await discord.command(guildId, discordId, 'activate', { key, style: style.id }),
  );
  const rest = await discord.component(guildId, discordId, page, customIdFor(page, 'rest'));
  page = rest.messages[0] ?? page;
  const build = await discord.component(guildId, discordId, page, customIdFor(page, 'build'));
  const report = await discord.settled(build, (message) => message.content.includes('is built'));
  return { guildId, report: report.content };
}

describe('the servers API', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let guildId: string;

  it('needs a session', async () => {
    expect((await call('GET', '/api/servers')).statusCode).toBe(401);
    expect((await call('POST', '/api/servers/1310000000000000201/undo')).statusCode).toBe(401);
  });

  it("lists the caller's servers with plan, usage and every build", async () => {
    const discordId = await discord.newMember(await discord.newGuild(SEED_USER_IDS.nia), {
      administrator: false,
    });
    owner = await signedIn(discordId);
    const built = await buildServer(discordId, owner.user.id, 'Owl Parliament');
    guildId = built.guildId;
    const other = await signedIn(
      await discord.newMember(await discord.newGuild(SEED_USER_IDS.nia), { administrator: false }),
    );

    const response = await call('GET', '/api/servers', owner.token);
    expect(response.statusCode).toBe(200);
    const { servers } = response.json();
    expect(servers).toHaveLength(1);
    const [server] = servers;
    expect(server).toMatchObject({
      serverId: guildId,
      serverName: 'Owl Parliament',
      plan: 'starter',
      status: 'active',
      activeBuild: null,
      canUndo: true,
    });
    // /activate, then the Build button: two uses.
    expect(server.usageCount).toBeGreaterThanOrEqual(2);
    expect(server.lastUsed).toEqual(expect.any(String));
    expect(server.builds).toEqual([
      expect.objectContaining({
        status: 'success',
        channelsCreated: expect.any(Number),
        categoriesCreated: expect.any(Number),
        rolesCreated: expect.any(Number),
        // The demo's invites open the server in the sandbox (DISCORD_INVITE_BASE_URL).
        inviteLink: expect.stringMatching(/^http:\/\/[^/]+\/sandbox\/discord\/invite\/\w+$/),
        undoneAt: null,
      }),
    ]);
    expect(server.builds[0].channelsCreated).toBeGreaterThanOrEqual(10);
    // The same count, worded the same, as the bot's build report: categories apart.
    const { channelsCreated, categoriesCreated } = server.builds[0];
    expect(categoriesCreated).toBeGreaterThan(0);
    expect(built.report).toContain(
      `${channelsCreated} channels in ${categoriesCreated} categories`,
    );
    expect(server.builds[0].rolesCreated).toBeGreaterThanOrEqual(5);
    expect((await call('GET', '/api/servers', other.token)).json()).toEqual({ servers: [] });

    expect((await call('POST', `/api/servers/${guildId}/undo`, other.token)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/servers/1399999999999999999/undo', owner.token)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/servers/not-an-id/undo', owner.token)).statusCode).toBe(400);
  }, 30_000);

  it('undoes the last build for its owner, as /undo does', async () => {
    const before = await discord.guild(guildId);
    const response = await call('POST', `/api/servers/${guildId}/undo`, owner.token);
    expect(response.statusCode).toBe(202);
    const { resultId } = response.json();
    await expect
      .poll(
        async () => {
          const [row] = await harness.database.db
            .select()
            .from(schema.serverCreationResults)
            .where(eq(schema.serverCreationResults.id, resultId));
          return row?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('undone');
    expect((await discord.guild(guildId)).channels.length).toBeLessThan(before.channels.length);
    const { servers } = (await call('GET', '/api/servers', owner.token)).json();
    expect(servers[0]).toMatchObject({ canUndo: false });
    expect(servers[0].builds[0]).toMatchObject({ status: 'undone', inviteLink: null });
    const again = await call('POST', `/api/servers/${guildId}/undo`, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOTHING_TO_UNDO');
  }, 30_000);

  it('asks Discord before undoing: a helper who lost Administrator is refused, and the guild keeps its channels', async () => {
    const guild = await discord.newGuild(SEED_USER_IDS.nia, 'Borrowed Hall');
    const helperId = await discord.newMember(guild, { administrator: true });
    const helper = await signedIn(helperId);
    await buildServer(helperId, helper.user.id, 'Borrowed Hall', guild);
    const built = await discord.guild(guild);

    // The owner takes Administrator away; our records still name the helper as registrant.
    await discord.setMember(guild, helperId, { administrator: false });
    const refused = await call('POST', `/api/servers/${guild}/undo`, helper.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_SERVER_ADMIN');
    // Refused before anything was queued: no undo job exists for the build.
    const [result] = await harness.database.db
      .select({ id: schema.serverCreationResults.id })
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.serverId, guild));
    expect(await jobStates(harness.database.db, UNDO_JOB, { resultId: result?.id })).toEqual([]);
    expect((await discord.guild(guild)).channels).toHaveLength(built.channels.length);

    // Given Administrator back, the same account may undo.
    await discord.setMember(guild, helperId, { administrator: true });
    const accepted = await call('POST', `/api/servers/${guild}/undo`, helper.token);
    expect(accepted.statusCode).toBe(202);
    await expect
      .poll(async () => (await discord.guild(guild)).channels.length, { timeout: 20_000 })
      .toBeLessThan(built.channels.length);
  }, 60_000);

  it('refuses a member who left the server', async () => {
    const guild = await discord.newGuild(SEED_USER_IDS.nia, 'Left Behind');
    const leaverId = await discord.newMember(guild, { administrator: true });
    const leaver = await signedIn(leaverId);
    await buildServer(leaverId, leaver.user.id, 'Left Behind', guild);
    harness.sandbox.discord.guilds.get(guild)?.members.delete(leaverId);
    const refused = await call('POST', `/api/servers/${guild}/undo`, leaver.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_SERVER_ADMIN');
  }, 60_000);
});
