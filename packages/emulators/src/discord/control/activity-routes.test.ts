import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuild } from '../guilds.ts';
import {
  type InteractionFixture,
  startFixture,
  stopFixture,
} from '../interactions/interaction-test-support.ts';
import { SEED_USER_IDS } from '../seed.ts';
import { botCall, PREFIX } from '../test-support.ts';
import type { GuildActivity } from './activity-routes.ts';

let fixture: InteractionFixture;

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

const activity = async () =>
  (await fixture.emulator.app.inject({ method: 'GET', url: `${PREFIX}/control/activity` })).json<
    GuildActivity[]
  >();

describe('GET /control/activity', () => {
  it('shows each server the bot is changing: what it made, its latest reply and the 429s it got', async () => {
    const { state, app, clock } = fixture.emulator;
    const north = createGuild(state, { name: 'North', ownerId: SEED_USER_IDS.ava });
    const south = createGuild(state, { name: 'South', ownerId: SEED_USER_IDS.ava });
    const general = [...north.channels.values()][0]?.id ?? '';
    fixture.app.handler = () => ({ body: { type: 4, data: { content: 'Building… 2/5\nroles' } } });
    await fixture.emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/command`,
      payload: { guildId: north.id, userId: SEED_USER_IDS.ava, command: 'help' },
    });
    await botCall(app, 'POST', `/guilds/${south.id}/roles`, { name: 'Early' });
    clock.advance(20_000);
    await botCall(app, 'POST', `/guilds/${north.id}/roles`, { name: 'Mod' });
    state.rateLimits.mode = 'strict';
    await botCall(app, 'POST', `/guilds/${north.id}/channels`, { name: 'rules' });
    await botCall(app, 'POST', `/guilds/${north.id}/channels`, { name: 'refused' });
    await botCall(app, 'POST', `/channels/${general}/messages`, { content: 'Welcome' });

    expect(await activity()).toEqual([
      {
        guildId: north.id,
        name: 'North',
        running: true,
        startedAt: clock.now,
        lastAt: clock.now,
        created: { roles: 1, channels: 1, messages: 1, invites: 0 },
        deleted: { roles: 0, channels: 0 },
        progress: 'Building… 2/5',
        rateLimited: 1,
      },
      expect.objectContaining({ guildId: south.id, running: false, created: expect.any(Object) }),
    ]);
  });

  it('leaves out servers the bot has not changed lately', async () => {
    const { state, app, clock } = fixture.emulator;
    const quiet = createGuild(state, { name: 'Quiet', ownerId: SEED_USER_IDS.ava });
    await botCall(app, 'POST', `/guilds/${quiet.id}/roles`, { name: 'Old' });
    clock.advance(6 * 60 * 1000);

    expect(await activity()).toEqual([]);
  });
});
