import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import {
  botCall,
  createTestEmulator,
  PREFIX,
  PUBLIC_BASE_URL,
  type TestEmulator,
} from './test-support.ts';
import { DEMO_FEEDBACK_WEBHOOK, demoFeedbackWebhookUrl } from './webhooks.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

describe('the control API', () => {
  it('lists the emulated users in Discord shape, e-mail included', async () => {
    const response = await emulator.app.inject({ method: 'GET', url: `${PREFIX}/control/users` });

    expect(response.json()).toEqual([
      expect.objectContaining({
        id: SEED_USER_IDS.ava,
        username: 'ava.codes',
        email: 'ava@example.test',
      }),
      expect.objectContaining({ id: SEED_USER_IDS.lars, discriminator: '4821', email: null }),
      expect.objectContaining({ id: SEED_USER_IDS.nia, avatar: null }),
    ]);
  });

  it('lists guilds as { id, name, ownerId }', async () => {
    const response = await emulator.app.inject({ method: 'GET', url: `${PREFIX}/control/guilds` });

    expect(response.json()).toEqual([
      { id: SEED_GUILD_IDS.avasWorkshop, name: "Ava's Workshop", ownerId: SEED_USER_IDS.ava },
      { id: SEED_GUILD_IDS.pixelRaiders, name: 'Pixel Raiders', ownerId: SEED_USER_IDS.lars },
      { id: SEED_GUILD_IDS.studyLounge, name: 'Study Lounge', ownerId: SEED_USER_IDS.nia },
    ]);
  });

  it('creates an empty guild with @everyone, #general and the bot as Administrator', async () => {
    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Build Test', ownerId: SEED_USER_IDS.lars },
    });

    expect(response.statusCode).toBe(201);
    const guild = response.json();
    expect(guild).toMatchObject({ name: 'Build Test', ownerId: SEED_USER_IDS.lars });
    expect(guild.roles).toEqual([
      expect.objectContaining({ id: guild.id, name: '@everyone', position: 0 }),
      expect.objectContaining({ name: 'Guildsmith', managed: true, permissions: '8' }),
    ]);
    expect(guild.channels).toEqual([
      expect.objectContaining({ name: 'general', type: 0, guild_id: guild.id }),
    ]);
    expect(BigInt(guild.id)).toBeGreaterThan(BigInt(SEED_GUILD_IDS.studyLounge));
  });

  it('gives a new guild to the first user by default and refuses unknown owners', async () => {
    const byDefault = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Default Owner' },
    });
    const unknown = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Nobody', ownerId: '1310000000000000999' },
    });
    const invalid = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: '' },
    });

    expect(byDefault.json()).toMatchObject({ ownerId: SEED_USER_IDS.ava });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_USER' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('guild views, members and bot permissions', () => {
  const post = (url: string, payload: Record<string, unknown>) =>
    emulator.app.inject({ method: 'POST', url: `${PREFIX}/control${url}`, payload });

  it('shows a guild with roles, channels, messages, members and the audit trail', async () => {
    const guildId = SEED_GUILD_IDS.pixelRaiders;
    await botCall(
      emulator.app,
      'POST',
      `/guilds/${guildId}/channels`,
      { name: 'Lobby', type: 4 },
      {
        'x-audit-log-reason': 'build',
      },
    );

    const response = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/control/guilds/${guildId}`,
    });

    const view = response.json();
    expect(view).toMatchObject({
      id: guildId,
      name: 'Pixel Raiders',
      ownerId: SEED_USER_IDS.lars,
      messages: [],
    });
    expect(view.roles.map((role: { name: string }) => role.name)).toEqual([
      '@everyone',
      'Guildsmith',
      'Admin',
      'Raider',
    ]);
    expect(view.channels.map((channel: { name: string }) => channel.name)).toEqual([
      'general',
      'Lobby',
    ]);
    expect(view.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: SEED_USER_IDS.ava, administrator: true, owner: false }),
        expect.objectContaining({ userId: SEED_USER_IDS.nia, administrator: false }),
      ]),
    );
    expect(view.auditLog).toEqual([expect.objectContaining({ actionType: 10, reason: 'build' })]);
  });

  it('adds members with or without Administrator', async () => {
    const guildId = SEED_GUILD_IDS.studyLounge;

    const admin = await post(`/guilds/${guildId}/members`, {
      userId: SEED_USER_IDS.lars,
      administrator: true,
    });
    const plain = await post(`/guilds/${guildId}/members`, { userId: SEED_USER_IDS.ava });

    expect(admin.statusCode).toBe(201);
    expect(admin.json()).toMatchObject({ userId: SEED_USER_IDS.lars, administrator: true });
    expect(plain.json()).toMatchObject({
      userId: SEED_USER_IDS.ava,
      administrator: false,
      roleIds: [],
    });
  });

  it("changes the bot's permissions in a guild, so REST calls answer 50013", async () => {
    const guildId = SEED_GUILD_IDS.avasWorkshop;

    const changed = await emulator.app.inject({
      method: 'PUT',
      url: `${PREFIX}/control/guilds/${guildId}/bot-permissions`,
      payload: { permissions: '0' },
    });
    const refused = await botCall(emulator.app, 'POST', `/guilds/${guildId}/channels`, {
      name: 'x',
    });

    expect(changed.json()).toMatchObject({ administrator: false, permissions: expect.any(String) });
    expect(refused.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('incoming webhooks', () => {
  it('seeds a feedback webhook whose URL takes embeds and lists them', async () => {
    const url = demoFeedbackWebhookUrl(`${PUBLIC_BASE_URL}${PREFIX}`);
    const path = new URL(url).pathname;
    const embed = {
      title: 'New feedback',
      description: 'Love it',
      color: 0x5865f2,
      fields: [{ name: 'Category', value: 'Praise', inline: true }],
      timestamp: '2025-06-01T12:00:00.000Z',
      footer: { text: 'Guildsmith feedback' },
    };

    const silent = await emulator.app.inject({
      method: 'POST',
      url: path,
      payload: { embeds: [embed] },
    });
    const waited = await emulator.app.inject({
      method: 'POST',
      url: `${path}?wait=true`,
      payload: { content: 'second', username: 'Relay' },
    });
    const listed = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/control/webhooks/${DEMO_FEEDBACK_WEBHOOK.id}/messages`,
    });
    const wrongToken = await emulator.app.inject({
      method: 'POST',
      url: path.replace(DEMO_FEEDBACK_WEBHOOK.token, 'wrong'),
      payload: { content: 'x' },
    });

    expect(silent.statusCode).toBe(204);
    expect(waited.json()).toMatchObject({
      content: 'second',
      webhook_id: DEMO_FEEDBACK_WEBHOOK.id,
      author: { id: DEMO_FEEDBACK_WEBHOOK.id, username: 'Relay', bot: true },
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({ embeds: [expect.objectContaining({ ...embed, type: 'rich' })] }),
      expect.objectContaining({ content: 'second' }),
    ]);
    expect(wrongToken.json()).toEqual({ message: 'Invalid Webhook Token', code: 50027 });
  });

  it('creates webhooks through the control API with a working URL', async () => {
    const created = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/webhooks`,
      payload: { name: 'Alerts' },
    });
    const webhook = created.json<{ id: string; url: string }>();

    const posted = await emulator.app.inject({
      method: 'POST',
      url: `${new URL(webhook.url).pathname}?wait=true`,
      payload: { content: 'hello' },
    });

    expect(created.statusCode).toBe(201);
    expect(webhook.url).toMatch(
      new RegExp(`^${PUBLIC_BASE_URL}${PREFIX}/api/webhooks/${webhook.id}/[\\w-]+$`),
    );
    expect(posted.json()).toMatchObject({ content: 'hello', webhook_id: webhook.id });
  });
});

describe('rate-limit control', () => {
  it('switches modes, overrides buckets and queues storms', async () => {
    const route = 'POST /guilds/:guild_id/channels';

    const settings = await emulator.app.inject({
      method: 'PUT',
      url: `${PREFIX}/control/rate-limits`,
      payload: { mode: 'default', overrides: { [route]: { limit: 2, windowMs: 1000 } } },
    });
    const storm = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/rate-limits/storms`,
      payload: { kind: 'server-error', count: 1, route, status: 503 },
    });
    const create = () =>
      botCall(emulator.app, 'POST', `/guilds/${SEED_GUILD_IDS.avasWorkshop}/channels`, {
        name: 'x',
      });
    const stormed = await create();
    const first = await create();
    const second = await create();
    const limited = await create();
    const unknown = await emulator.app.inject({
      method: 'PUT',
      url: `${PREFIX}/control/rate-limits`,
      payload: { overrides: { 'GET /nothing': { limit: 1, windowMs: 1 } } },
    });

    expect(settings.json().buckets).toContainEqual({ route, limit: 2, windowMs: 1000 });
    expect(storm.json().storms).toEqual([
      expect.objectContaining({ kind: 'server-error', remaining: 1 }),
    ]);
    expect(stormed.statusCode).toBe(503);
    expect(stormed.json()).toEqual({ message: '503: Service Unavailable', code: 0 });
    expect([first.statusCode, second.statusCode, limited.statusCode]).toEqual([201, 201, 429]);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_BUCKET' } });
  });

  it('resets every store to the seed data', async () => {
    emulator.state.rateLimits.mode = 'strict';
    await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Extra' },
    });

    const reset = await emulator.app.inject({ method: 'POST', url: `${PREFIX}/control/reset` });

    expect(reset.statusCode).toBe(204);
    expect(emulator.state.guilds.size).toBe(3);
    expect(emulator.state.rateLimits.mode).toBe('default');
    expect(emulator.state.webhooks.get(DEMO_FEEDBACK_WEBHOOK.id)).toBeDefined();
  });
});
