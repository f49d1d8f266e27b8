import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS } from '../seed.ts';
import { createTestEmulator, PREFIX, PUBLIC_BASE_URL, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

const get = (url: string) => emulator.app.inject({ method: 'GET', url });

function inviteInto(guildId: string, maxAge = 0) {
  const { state, clock } = emulator;
  const guild = state.guilds.get(guildId);
  const channel = guild && [...guild.channels.values()].at(-1);
  if (!guild || !channel) throw new Error('seed guild missing');
  const invite = state.invites.create({
    guildId,
    channelId: channel.id,
    inviterId: state.botUser.id,
    maxAge,
    maxUses: 0,
    temporary: false,
    createdAt: clock.now,
  });
  return { guild, channel, invite };
}

describe('the sandbox invite page (discord.gg/<code>)', () => {
  it('names the server and opens it in the sandbox at the invite’s channel', async () => {
    const { guild, channel, invite } = inviteInto(SEED_GUILD_IDS.pixelRaiders);

    const page = await get(`${PREFIX}/invite/${invite.code}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p class="subtitle">You\'ve been invited to join</p>');
    expect(page.body).toContain(`<h1>${guild.name}</h1>`);
    const open = `${PREFIX}/?guild=${guild.id}&amp;channel=${channel.id}`;
    expect(page.body).toContain(`href="${open}"`);

    const sandbox = await get(open.replace('&amp;', '&'));
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain(`data-channel="${channel.id}"`);
    expect(sandbox.body).toMatch(
      new RegExp(`data-guild-id="${guild.id}" aria-label="[^"]+" aria-pressed="true"`),
    );
    expect(sandbox.body).toContain(`<h1 id="guild-name">${guild.name}</h1>`);
  });

  it('lists the invite in the control API with that sandbox address', async () => {
    const { invite } = inviteInto(SEED_GUILD_IDS.pixelRaiders);
    const view = await get(`${PREFIX}/control/guilds/${SEED_GUILD_IDS.pixelRaiders}`);
    expect(view.json().invites).toContainEqual(
      expect.objectContaining({ url: `${PUBLIC_BASE_URL}${PREFIX}/invite/${invite.code}` }),
    );
  });

  it('says the invite is invalid for an unknown or expired code', async () => {
    const { invite } = inviteInto(SEED_GUILD_IDS.pixelRaiders, 60);
    expect((await get(`${PREFIX}/invite/${invite.code}`)).statusCode).toBe(200);
    emulator.clock.advance(60_000);
    // Longer than any invite code, as a pasted URL is: the same page, not an error.
    const pasted = encodeURIComponent(
      `http://127.0.0.1/sandbox/paypal/checkoutnow?token=${'X'.repeat(20)}`,
    );
    for (const code of [invite.code, 'NoSuchCd', pasted]) {
      const page = await get(`${PREFIX}/invite/${code}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<h1>Invite invalid</h1>');
    }
  });

  it('opens the first server when the query names none it knows', async () => {
    const page = await get(`${PREFIX}/?guild=123&channel=456`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-channel=""');
  });
});
