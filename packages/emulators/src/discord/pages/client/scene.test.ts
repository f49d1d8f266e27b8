import { describe, expect, it } from 'vitest';
import type { ApiUser } from './members.js';
import { loadScene } from './scene.js';

const OWNER = '1';
const NEWCOMER = '2';
const BOT = '9';

const guild = {
  id: '100',
  name: 'Systems',
  ownerId: OWNER,
  roles: [{ id: '50', tags: { bot_id: BOT } }],
  channels: [{ id: '300', name: 'verify', type: 0, position: 0 }],
  members: [{ userId: OWNER }, { userId: BOT }, { userId: NEWCOMER }],
};
const verifyOnly = [{ id: '300', name: 'verify', type: 0, canSend: false }];

const known = () =>
  new Map<string, ApiUser>([[OWNER, { id: OWNER, username: 'owner', global_name: null }]]);

/** A control API that answers from a table of paths and records what was read. */
function controlApi(overrides: Record<string, unknown> = {}) {
  const answers: Record<string, unknown> = {
    '/guilds': [{ id: guild.id, name: guild.name, ownerId: OWNER }],
    '/webhooks': [],
    '/activity': [],
    [`/guilds/${guild.id}`]: guild,
    [`/guilds/${guild.id}/commands`]: [],
    [`/guilds/${guild.id}/members/${OWNER}/channels`]: verifyOnly,
    [`/guilds/${guild.id}/members/${NEWCOMER}/channels`]: verifyOnly,
    '/users': [
      { id: OWNER, username: 'owner', global_name: null },
      { id: NEWCOMER, username: 'newcomer-2', global_name: null },
    ],
    ...overrides,
  };
  const read: string[] = [];
  return {
    read,
    async get(path: string) {
      read.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      if (answer === undefined) throw new Error(`Route GET ${path} not found`);
      return answer;
    },
  };
}

describe('loadScene', () => {
  it("reads the picked member's channels, and /users once for a member it could not name", async () => {
    const api = controlApi();

    const scene = await loadScene(api, { guildId: guild.id, userId: NEWCOMER }, known(), '');

    expect(scene.userId).toBe(NEWCOMER);
    expect(scene.visible).toEqual(verifyOnly);
    expect(scene.visibilityError).toBeNull();
    expect(scene.choices).toEqual([
      { id: OWNER, label: 'owner' },
      { id: NEWCOMER, label: 'newcomer-2' },
    ]);
    expect(scene.unnamed).toBe(NEWCOMER);
    expect(api.read.filter((path) => path === '/users')).toHaveLength(1);
  });

  it('does not read /users again for the same unnamed members', async () => {
    const api = controlApi();
    await loadScene(api, { guildId: guild.id, userId: OWNER }, known(), NEWCOMER);
    expect(api.read).not.toContain('/users');
  });

  it('falls back to the first server and its owner, and reads the owner’s channels then', async () => {
    const api = controlApi();

    const scene = await loadScene(api, { guildId: 'gone', userId: 'stranger' }, known(), '');

    expect(scene.guildId).toBe(guild.id);
    expect(scene.userId).toBe(OWNER);
    expect(scene.visible).toEqual(verifyOnly);
    expect(api.read).toContain(`/guilds/${guild.id}/members/${OWNER}/channels`);
  });

  it('keeps the rest of the scene and says why when the channels cannot be read', async () => {
    const api = controlApi({
      [`/guilds/${guild.id}/members/${OWNER}/channels`]: new Error(
        'The emulator answered HTTP 500',
      ),
    });

    const scene = await loadScene(api, { guildId: guild.id, userId: OWNER }, known(), '');

    expect(scene.guild).toEqual(guild);
    expect(scene.visible).toBeNull();
    expect(scene.visibilityError).toBe('The emulator answered HTTP 500');
  });
});
