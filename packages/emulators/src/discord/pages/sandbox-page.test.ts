import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addBotToGuild, createGuild } from '../guilds.ts';
import {
  control,
  type InteractionAnswer,
  type InteractionFixture,
  startFixture,
  stopFixture,
} from '../interactions/interaction-test-support.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { PREFIX } from '../test-support.ts';
import { parseCommandLine } from './client/command-line.js';

let fixture: InteractionFixture;

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

const get = (url: string) => fixture.emulator.app.inject({ method: 'GET', url });

describe('the sandbox page', () => {
  it('renders the servers, a labelled member picker, the join action and the composer, and loads its script as a file', async () => {
    const { state } = fixture.emulator;
    createGuild(state, { name: '<b>Evil</b> Guild', ownerId: SEED_USER_IDS.ava });
    const workshop = state.guilds.get(SEED_GUILD_IDS.avasWorkshop);
    if (workshop) addBotToGuild(state, workshop, 8n);

    const response = await get(PREFIX);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    for (const name of ['Ava&#39;s Workshop', 'Pixel Raiders', 'Study Lounge']) {
      expect(page).toContain(`aria-label="${name}"`);
    }
    expect(page).toContain('aria-label="&lt;b&gt;Evil&lt;/b&gt; Guild"');
    expect(page).not.toContain('<b>Evil</b>');
    // The first server's members, its owner first picked; Nia is not a member and the bot never acts.
    const picker =
      /<label for="user-picker">Acting as<\/label>\s*<select id="user-picker" aria-describedby="member-help member-status">(.*?)<\/select>/s.exec(
        page,
      );
    expect(picker?.[1]).toBe(
      '<option value="1310000000000000101" selected>Ava (ava.codes)</option><option value="1310000000000000102">Lars (legacy_lars)</option>',
    );
    expect(page).toMatch(
      /<button type="button" id="join-member" class="secondary join" aria-describedby="member-status">Join as a new member<\/button>\s*<p id="member-status" class="status" role="status"><\/p>/,
    );
    // Why a member sees fewer channels, or none yet, is said next to the list.
    expect(page).toMatch(
      /<ul id="channel-list" aria-describedby="channel-status"><\/ul>\s*<p id="channel-status" class="status" role="status"><\/p>/,
    );
    expect(page).toContain(
      '<label for="composer-input" class="visually-hidden">Message or slash command</label>',
    );
    // The side-by-side view of builds, hidden until the script finds several servers busy.
    expect(page).toMatch(
      /<section id="builds" class="builds" aria-labelledby="builds-heading" hidden>\s*<h2 id="builds-heading"[^>]*>Builds in your servers<\/h2>\s*<ul id="build-list"/,
    );
    expect(page).toContain('id="composer-input"');
    expect(page).toContain(
      `<script type="module" src="${PREFIX}/assets/sandbox/sandbox.js"></script>`,
    );
    for (const sheet of ['sandbox', 'markdown', 'create-server', 'responsive']) {
      expect(page).toContain(
        `<link rel="stylesheet" href="${PREFIX}/assets/sandbox/${sheet}.css">`,
      );
    }
    // Nothing inline, so a CSP of script-src 'self' lets the page run.
    expect(page.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="module" src="${PREFIX}/assets/sandbox/sandbox.js">`,
    ]);
    expect(page).not.toMatch(/\son[a-z]+=/);
  });

  it('serves every module the script imports, as JavaScript that parses', async () => {
    const pending = ['sandbox.js'];
    const served = new Set<string>();
    while (pending.length > 0) {
      const name = pending.pop() ?? '';
      if (served.has(name)) continue;
      const response = await get(`${PREFIX}/assets/sandbox/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      served.add(name);
      for (const match of response.body.matchAll(/from '\.\/([\w-]+\.js)'/g))
        pending.push(match[1] ?? '');
    }
    const css = await get(`${PREFIX}/assets/sandbox/responsive.css`);
    const missing = await get(`${PREFIX}/assets/sandbox/../plugin.ts`);

    expect([...served].sort()).toEqual([
      'actions.js',
      'api.js',
      'channel-access.js',
      'command-line.js',
      'composer.js',
      'create-server.js',
      'dom.js',
      'markdown-blocks.js',
      'markdown.js',
      'members.js',
      'modal.js',
      'panes.js',
      'render-builds.js',
      'render-guild.js',
      'render-messages.js',
      'sandbox.js',
      'scene.js',
      'suggestions.js',
    ]);
    for (const name of served) {
      const file = fileURLToPath(new URL(`./client/${name}`, import.meta.url));
      expect(spawnSync(process.execPath, ['--check', file]).status, name).toBe(0);
    }
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(missing.statusCode).toBe(404);
    // A Node process per module checks its syntax, which takes a while on a busy machine.
  }, 30_000);
});

describe('creating a server and narrow screens', () => {
  it('offers a labelled Create a server button and its dialog, the bot ticked by default', async () => {
    const page = (await get(PREFIX)).body;

    expect(page).toContain(
      '<button type="button" id="create-server" class="server add-server" aria-label="Create a server" title="Create a server" aria-haspopup="dialog" aria-controls="create-dialog">',
    );
    expect(page).toContain('<dialog id="create-dialog" aria-labelledby="create-title">');
    expect(page).toContain('<label for="create-name">Server name</label>');
    expect(page).toContain('<label for="create-owner">Owner</label>');
    expect(page).toMatch(
      /<input id="create-bot" name="withBot" type="checkbox" checked [^>]*>\s*<label for="create-bot">Add the Guildsmith bot now<\/label>/,
    );
    // Problems are announced where they are shown.
    expect(page).toContain('<p id="create-name-error" class="field-error" role="alert"></p>');
    expect(page).toContain('<p id="create-status" class="status" role="alert"></p>');
  });

  it('has toggles for the channel and member panes, which the stylesheet shows when narrow', async () => {
    const page = (await get(PREFIX)).body;

    expect(page).toContain(
      '<button type="button" id="toggle-channels" class="pane-toggle" aria-controls="channel-pane" aria-expanded="false">Channels</button>',
    );
    expect(page).toContain(
      '<button type="button" id="toggle-members" class="pane-toggle" aria-controls="details-pane" aria-expanded="false">Members</button>',
    );
    expect(page).toContain('<div id="channel-pane" class="channel-pane">');
    expect(page).toContain('<aside id="details-pane" class="details" aria-label="Server details">');
  });
});

describe("the page's control calls", () => {
  it('reads what the page draws: guilds, one guild, its commands, users, webhooks and activity', async () => {
    const guild = await get(`${PREFIX}/control/guilds/${SEED_GUILD_IDS.avasWorkshop}`);
    const activity = await get(`${PREFIX}/control/activity`);
    const commands = await get(`${PREFIX}/control/guilds/${SEED_GUILD_IDS.avasWorkshop}/commands`);
    const webhooks = await get(`${PREFIX}/control/webhooks`);

    expect(guild.json()).toMatchObject({
      name: "Ava's Workshop",
      channels: [expect.objectContaining({ name: 'general' })],
    });
    expect(commands.json().map((command: { name: string }) => command.name)).toEqual([
      'activate',
      'help',
    ]);
    expect(webhooks.json()).toEqual([expect.objectContaining({ name: 'Guildsmith Feedback' })]);
    expect(activity.json()).toEqual([]);
  });

  it('sends what the command box parses, and a click on the button the app answered with', async () => {
    fixture.app.handler = ({ payload }) =>
      payload.type === 2
        ? {
            body: {
              type: 4,
              data: {
                content: 'Ready to build?',
                components: [
                  {
                    type: 1,
                    components: [{ type: 2, style: 3, label: 'Build', custom_id: 'build' }],
                  },
                ],
              },
            },
          }
        : { body: { type: 7, data: { content: 'Building…', components: [] } } };
    const parsed = parseCommandLine('/activate key:TPL-AB12C style:"gaming hub"');

    const sent = await control(fixture, '/command', {
      guildId: SEED_GUILD_IDS.avasWorkshop,
      userId: SEED_USER_IDS.ava,
      command: parsed.command,
      options: parsed.options,
    });
    const message = sent.json<InteractionAnswer>().messages[0];
    const clicked = await control(fixture, '/component', {
      guildId: SEED_GUILD_IDS.avasWorkshop,
      userId: SEED_USER_IDS.ava,
      messageId: message?.id,
      customId: 'build',
    });

    expect(fixture.app.received[0]?.payload.data).toMatchObject({
      options: [
        { name: 'key', value: 'TPL-AB12C' },
        { name: 'style', value: 'gaming hub' },
      ],
    });
    expect(clicked.json<InteractionAnswer>().messages).toEqual([
      expect.objectContaining({ id: message?.id, content: 'Building…' }),
    ]);
  });

  it('plays a newcomer: joins with no roles, reads the channels they see, and writes in one', async () => {
    const guildPath = `${PREFIX}/control/guilds/${SEED_GUILD_IDS.avasWorkshop}`;

    const joined = await fixture.emulator.app.inject({
      method: 'POST',
      url: `${guildPath}/join`,
      payload: {},
    });
    const { user } = joined.json<{ user: { id: string; username: string } }>();
    const channels = await get(`${guildPath}/members/${user.id}/channels`);
    const [general] = channels.json<{ id: string; name: string; canSend: boolean }[]>();
    const sent = await fixture.emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/channels/${general?.id}/messages`,
      payload: { userId: user.id, content: 'Hello, I am new here.' },
    });
    const guild = await get(guildPath);
    const users = await get(`${PREFIX}/control/users`);

    expect(joined.statusCode).toBe(201);
    expect(channels.json()).toEqual([
      expect.objectContaining({ name: 'general', type: 0, canSend: true }),
    ]);
    expect(sent.statusCode).toBe(201);
    // What the page draws next: the newcomer among the members, named by /users, and their message.
    expect(guild.json().members).toContainEqual(
      expect.objectContaining({ userId: user.id, roleIds: [], owner: false }),
    );
    expect(users.json()).toContainEqual(expect.objectContaining({ id: user.id }));
    expect(guild.json().messages).toContainEqual(
      expect.objectContaining({
        content: 'Hello, I am new here.',
        author: expect.objectContaining({ id: user.id }),
      }),
    );
  });
});
