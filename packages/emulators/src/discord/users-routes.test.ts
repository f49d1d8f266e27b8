import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from './permissions.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { bearer, createTestEmulator, PREFIX, signIn, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

function get(path: string, headers: Record<string, string> = {}) {
  return emulator.app.inject({ method: 'GET', url: `${PREFIX}/api/v10${path}`, headers });
}

const ADMINISTRATOR = 8n;

describe('GET /api/v10/users/@me', () => {
  it('includes the e-mail fields only with the email scope', async () => {
    const withEmail = await signIn(emulator.app, SEED_USER_IDS.ava, 'identify email');
    const withoutEmail = await signIn(emulator.app, SEED_USER_IDS.ava, 'identify');

    const full = (await get('/users/@me', bearer(withEmail.access_token))).json();
    const plain = (await get('/users/@me', bearer(withoutEmail.access_token))).json();

    expect(full).toMatchObject({
      id: SEED_USER_IDS.ava,
      username: 'ava.codes',
      global_name: 'Ava',
      discriminator: '0',
      avatar: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: 'ava@example.test',
      verified: true,
    });
    expect(plain).not.toHaveProperty('email');
    expect(plain).not.toHaveProperty('verified');
    expect(plain.username).toBe('ava.codes');
  });

  it('reports the seed quirks: no e-mail, legacy discriminator, no avatar', async () => {
    const lars = await signIn(emulator.app, SEED_USER_IDS.lars, 'identify email');
    const nia = await signIn(emulator.app, SEED_USER_IDS.nia, 'identify');

    expect((await get('/users/@me', bearer(lars.access_token))).json()).toMatchObject({
      username: 'legacy_lars',
      discriminator: '4821',
      email: null,
      verified: false,
    });
    expect((await get('/users/@me', bearer(nia.access_token))).json()).toMatchObject({
      username: 'noavatar.nia',
      avatar: null,
    });
  });

  it('answers the bot user for the bot token', async () => {
    const response = await get('/users/@me', { authorization: 'Bot demo-bot-token' });

    expect(response.json()).toMatchObject({
      id: '1310000000000000001',
      username: 'Guildsmith',
      bot: true,
    });
  });

  it('accepts @me percent-encoded, as @discordjs/rest sends it', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const me = await get('/users/%40me', bearer(tokens.access_token));
    const guilds = await get('/users/%40me/guilds', bearer(tokens.access_token));

    expect(me.json()).toMatchObject({ id: SEED_USER_IDS.ava });
    expect(guilds.json()).toHaveLength(3);
  });

  it('lets only the bot look up other users by id', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const byBot = await get(`/users/${SEED_USER_IDS.lars}`, {
      authorization: 'Bot demo-bot-token',
    });
    const unknown = await get('/users/1310000000000000999', {
      authorization: 'Bot demo-bot-token',
    });
    const byPerson = await get(`/users/${SEED_USER_IDS.lars}`, bearer(tokens.access_token));

    expect(byBot.json()).toMatchObject({
      username: 'legacy_lars',
      discriminator: '4821',
      primary_guild: null,
    });
    // Another account's settings are its own: only GET /users/@me shows them.
    for (const field of ['email', 'verified', 'locale', 'mfa_enabled', 'premium_type']) {
      expect(byBot.json()).not.toHaveProperty(field);
    }
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Unknown User', code: 10013 });
    expect(byPerson.statusCode).toBe(401);
  });

  it('answers 401 without a valid token and 403 without the identify scope', async () => {
    const guildsOnly = await signIn(emulator.app, SEED_USER_IDS.ava, 'guilds');

    const missing = await get('/users/@me');
    const unknown = await get('/users/@me', bearer('not-a-token'));
    const wrongBot = await get('/users/@me', { authorization: 'Bot nope' });
    const noScope = await get('/users/@me', bearer(guildsOnly.access_token));

    for (const response of [missing, unknown, wrongBot]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    }
    expect(noScope.statusCode).toBe(403);
    expect(noScope.json()).toEqual({ message: 'Missing Access', code: 50001 });
  });

  it('stops accepting access tokens after their week', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);
    emulator.clock.advance(604_800 * 1000);

    expect((await get('/users/@me', bearer(tokens.access_token))).statusCode).toBe(401);
  });
});

describe('GET /api/v10/users/@me/guilds', () => {
  it("gives each guild's permissions as a string bitfield, Administrator where Ava has it", async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const response = await get('/users/@me/guilds', bearer(tokens.access_token));

    expect(response.statusCode).toBe(200);
    const guilds = response.json<Array<{ id: string; permissions: string; owner: boolean }>>();
    expect(guilds.map((guild) => guild.id)).toEqual([
      SEED_GUILD_IDS.avasWorkshop,
      SEED_GUILD_IDS.pixelRaiders,
      SEED_GUILD_IDS.studyLounge,
    ]);
    expect(guilds[0]).toEqual({
      id: SEED_GUILD_IDS.avasWorkshop,
      name: "Ava's Workshop",
      icon: null,
      banner: null,
      owner: true,
      features: ['COMMUNITY', 'NEWS'],
      permissions: ALL_PERMISSIONS.toString(),
    });
    const isAdmin = guilds.map(
      (guild) => (BigInt(guild.permissions) & ADMINISTRATOR) === ADMINISTRATOR,
    );
    expect(isAdmin).toEqual([true, true, false]);
    expect(guilds.map((guild) => guild.owner)).toEqual([true, false, false]);
    expect(typeof guilds[2]?.permissions).toBe('string');
  });

  it('needs the guilds scope', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava, 'identify');

    const response = await get('/users/@me/guilds', bearer(tokens.access_token));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Missing Access', code: 50001 });
  });

  it('pages with after and limit, counts members on request, and lists the bot its guilds', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const page = await get(
      `/users/@me/guilds?after=${SEED_GUILD_IDS.avasWorkshop}&limit=1&with_counts=true`,
      bearer(tokens.access_token),
    );
    const botGuilds = await get('/users/@me/guilds', { authorization: 'Bot demo-bot-token' });

    expect(page.json()).toEqual([
      expect.objectContaining({
        id: SEED_GUILD_IDS.pixelRaiders,
        approximate_member_count: 4,
        approximate_presence_count: 0,
      }),
    ]);
    expect(botGuilds.json()).toHaveLength(3);
  });

  it("answers Discord's Invalid Form Body for a bad query", async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const response = await get('/users/@me/guilds?limit=500', bearer(tokens.access_token));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Invalid Form Body',
      code: 50035,
      errors: { limit: { _errors: [{ code: 'NUMBER_TYPE_MAX' }] } },
    });
  });

  it('answers unknown API routes with a Discord 404', async () => {
    const response = await get('/users/@me/connections');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '404: Not Found', code: 0 });
  });
});
