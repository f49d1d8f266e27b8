import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  control,
  type InteractionFixture,
  startFixture,
  stopFixture,
} from '../interactions/interaction-test-support.ts';
import { SEED_USER_IDS } from '../seed.ts';
import { CLIENT_ID, formHeaders, PREFIX } from '../test-support.ts';

let fixture: InteractionFixture;

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

interface GuildView {
  id: string;
  roles: { name: string; tags?: { bot_id?: string } }[];
  members: { userId: string; owner: boolean; bot: boolean }[];
}

const get = (path: string) =>
  fixture.emulator.app.inject({ method: 'GET', url: `${PREFIX}/control${path}` });

async function newGuild(payload: Record<string, unknown>): Promise<GuildView> {
  const response = await control(fixture, '/guilds', payload);
  expect(response.statusCode).toBe(201);
  return response.json<GuildView>();
}

describe('POST /control/guilds withBot', () => {
  it('adds the bot by default, marked as the bot among the members', async () => {
    const guild = await newGuild({ name: 'With Bot', ownerId: SEED_USER_IDS.nia });

    expect(guild.members).toEqual([
      expect.objectContaining({ userId: SEED_USER_IDS.nia, owner: true, bot: false }),
      expect.objectContaining({ userId: CLIENT_ID, owner: false, bot: true }),
    ]);
    expect(guild.roles.map((role) => role.name)).toEqual(['@everyone', 'Guildsmith']);
  });

  it('leaves the bot and its role out when asked, and refuses what is not a boolean', async () => {
    const guild = await newGuild({ name: 'No Bot', ownerId: SEED_USER_IDS.nia, withBot: false });
    const invalid = await control(fixture, '/guilds', { name: 'Typo', withBot: 'no' });

    expect(guild.members).toEqual([
      expect.objectContaining({ userId: SEED_USER_IDS.nia, owner: true, bot: false }),
    ]);
    expect(guild.roles.map((role) => role.name)).toEqual(['@everyone']);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it("offers no commands until the owner adds the bot with the invite link, as Discord's client", async () => {
    const guild = await newGuild({ name: 'Later', ownerId: SEED_USER_IDS.nia, withBot: false });
    const command = () =>
      control(fixture, '/command', {
        guildId: guild.id,
        userId: SEED_USER_IDS.nia,
        command: 'help',
        options: {},
      });

    expect((await get(`/guilds/${guild.id}/commands`)).json()).toEqual([]);
    const refused = await command();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'APP_NOT_IN_GUILD',
        message: 'Guildsmith is not in Later yet; add it with its invite link first',
      },
    });

    const added = await fixture.emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/oauth2/authorize`,
      headers: formHeaders(),
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        permissions: '8',
        scope: 'bot applications.commands',
        decision: 'authorize',
        user_id: SEED_USER_IDS.nia,
        guild_id: guild.id,
      }).toString(),
    });

    expect(added.statusCode).toBe(200);
    const names = (await get(`/guilds/${guild.id}/commands`)).json<{ name: string }[]>();
    expect(names.map((entry) => entry.name)).toEqual(['activate', 'help']);
    expect((await command()).statusCode).toBe(200);
  });
});
