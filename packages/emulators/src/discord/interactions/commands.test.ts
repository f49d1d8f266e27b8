import { PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../permissions.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { createDiscordState } from '../state.ts';
import { botCall, CLIENT_ID, PUBLIC_BASE_URL } from '../test-support.ts';
import {
  control,
  type InteractionAnswer,
  type InteractionFixture,
  startFixture,
  stopFixture,
} from './interaction-test-support.ts';

let fixture: InteractionFixture;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const ava = SEED_USER_IDS.ava;

beforeEach(async () => {
  fixture = await startFixture();
});

afterEach(async () => {
  await stopFixture(fixture);
});

const command = (payload: Record<string, unknown>) =>
  control(fixture, '/command', { guildId: workshop, userId: ava, ...payload });

describe('the interaction signing key', () => {
  it('publishes a 64-hex Ed25519 public key, fixed by a seed when one is given', () => {
    const options = { redirectUris: [], publicBaseUrl: PUBLIC_BASE_URL };
    const seed = 'a'.repeat(64);

    const fresh = createDiscordState(options).interactionsPublicKey;
    const seeded = createDiscordState({ ...options, interactionsPrivateKey: seed });

    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(createDiscordState(options).interactionsPublicKey);
    expect(seeded.interactionsPublicKey).toBe(
      createDiscordState({ ...options, interactionsPrivateKey: seed }).interactionsPublicKey,
    );
  });
});

describe('POST /control/command', () => {
  it('sends the signed application-command interaction Discord would send', async () => {
    const response = await command({
      command: '/activate',
      options: { key: 'TPL-AAAAA-BBBBB-CCCCC-DDDDD', style: 'gaming-hub', rooms: '3' },
    });

    expect(response.statusCode).toBe(200);
    const [received] = fixture.app.received;
    expect(received?.signatureValid).toBe(true);
    expect(received?.headers['x-signature-timestamp']).toBe(
      String(Math.floor(fixture.emulator.clock.now / 1000)),
    );
    const commandId = fixture.emulator.state.commands.find(workshop, 'activate')?.id;
    expect(received?.payload).toMatchObject({
      type: 2,
      application_id: CLIENT_ID,
      guild_id: workshop,
      app_permissions: ALL_PERMISSIONS.toString(),
      locale: 'en-US',
      version: 1,
      context: 0,
      member: {
        user: { id: ava, username: 'ava.codes' },
        permissions: ALL_PERMISSIONS.toString(),
        roles: [],
      },
      data: {
        id: commandId,
        name: 'activate',
        type: 1,
        options: [
          { name: 'key', type: 3, value: 'TPL-AAAAA-BBBBB-CCCCC-DDDDD' },
          { name: 'style', type: 3, value: 'gaming-hub' },
          { name: 'rooms', type: 4, value: 3 },
        ],
      },
    });
    expect(received?.payload.token).toMatch(/^[A-Za-z0-9_-]{60,}$/);
    expect(received?.payload).not.toHaveProperty('user');
  });

  it('answers the app reply and the message it produced, ephemeral ones kept out of history', async () => {
    fixture.app.handler = () => ({
      body: { type: 4, data: { content: 'Key accepted.', flags: 64 } },
    });

    const answer = (await command({ command: 'help' })).json<InteractionAnswer>();
    const history = await botCall(
      fixture.emulator.app,
      'GET',
      `/channels/${answer.messages[0]?.channel_id}/messages`,
    );

    expect(answer).toMatchObject({
      state: 'acknowledged',
      status: 200,
      response: { type: 4, data: { content: 'Key accepted.' } },
      failure: null,
    });
    expect(answer.messages).toEqual([
      expect.objectContaining({
        content: 'Key accepted.',
        flags: 64,
        type: 20,
        author: expect.objectContaining({ id: CLIENT_ID }),
        interaction_metadata: expect.objectContaining({
          id: answer.interactionId,
          user: expect.objectContaining({ id: ava }),
        }),
      }),
    ]);
    expect(history.json()).toEqual([]);
  });

  it("computes the member's permissions from their roles: no Administrator for a Tutor", async () => {
    await control(fixture, '/command', {
      guildId: SEED_GUILD_IDS.studyLounge,
      userId: ava,
      command: 'help',
    });

    const member = fixture.app.received[0]?.payload.member as { permissions: string } | undefined;
    const permissions = BigInt(member?.permissions ?? '-1');
    expect(permissions & PermissionFlagsBits.Administrator).toBe(0n);
    expect(permissions & PermissionFlagsBits.ManageMessages).toBe(
      PermissionFlagsBits.ManageMessages,
    );
  });

  it('refuses what Discord’s client would not send', async () => {
    const unknown = await command({ command: 'nope' });
    const missing = await command({ command: 'activate', options: { style: 'x' } });
    const outOfRange = await command({ command: 'activate', options: { key: 'k', rooms: 11 } });
    const stranger = await control(fixture, '/command', {
      guildId: SEED_GUILD_IDS.studyLounge,
      userId: SEED_USER_IDS.lars,
      command: 'help',
    });

    expect(unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_COMMAND' } });
    expect(missing.json()).toMatchObject({ error: { code: 'INVALID_OPTION' } });
    expect(outOfRange.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ error: { code: 'NOT_A_MEMBER' } });
    expect(fixture.app.received).toHaveLength(0);
  });

  it('resolves channel options as Discord does', async () => {
    const guild = fixture.emulator.state.guilds.get(workshop);
    const general = [...(guild?.channels.values() ?? [])][0];

    await command({ command: 'activate', options: { key: 'k', channel: `<#${general?.id}>` } });

    expect(fixture.app.received[0]?.payload.data).toMatchObject({
      options: [
        { name: 'key', type: 3, value: 'k' },
        { name: 'channel', type: 7, value: general?.id },
      ],
      resolved: { channels: { [general?.id ?? '']: { name: 'general', type: 0 } } },
    });
  });

  it('counts an interaction as failed when the app errs, stalls or answers nonsense', async () => {
    fixture.app.handler = () => ({ status: 500, body: { error: 'boom' } });
    const erred = (await command({ command: 'help' })).json<InteractionAnswer>();
    fixture.app.handler = () => ({ body: { type: 7, data: { content: 'update?' } } });
    const wrongType = (await command({ command: 'help' })).json<InteractionAnswer>();
    fixture.app.handler = () => new Promise(() => {});
    const stalled = (await command({ command: 'help' })).json<InteractionAnswer>();

    expect(erred).toMatchObject({
      state: 'failed',
      status: 500,
      failure: 'The application answered HTTP 500',
    });
    expect(wrongType).toMatchObject({ state: 'failed', messages: [] });
    expect(stalled).toMatchObject({ state: 'failed', status: null });
    expect(stalled.failure).toMatch(/did not respond within 3000 ms/);
  }, 10_000);

  it('answers 409 while no interactions URL is set', async () => {
    fixture.emulator.state.interactionsUrl = null;

    const response = await command({ command: 'help' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'NO_INTERACTIONS_URL' } });
  });
});

describe('POST /control/autocomplete', () => {
  it('sends the focused option and answers the choices', async () => {
    fixture.app.handler = () => ({
      body: { type: 8, data: { choices: [{ name: 'Gaming Hub', value: 'gaming-hub' }] } },
    });

    const answer = await control(fixture, '/autocomplete', {
      guildId: workshop,
      userId: ava,
      command: 'activate',
      options: { key: 'TPL', style: 'gam' },
      focused: 'style',
    });

    expect(fixture.app.received[0]?.payload).toMatchObject({
      type: 4,
      data: {
        name: 'activate',
        options: [
          { name: 'key', type: 3, value: 'TPL' },
          { name: 'style', type: 3, value: 'gam', focused: true },
        ],
      },
    });
    expect(answer.json()).toMatchObject({ choices: [{ name: 'Gaming Hub', value: 'gaming-hub' }] });
  });
});

describe('POST /control/ping', () => {
  it('sends a signed PING and answers what the app replied', async () => {
    fixture.app.handler = ({ payload }) => ({ body: payload.type === 1 ? { type: 1 } : {} });

    const response = await fixture.emulator.app.inject({
      method: 'POST',
      url: '/sandbox/discord/control/ping',
    });

    expect(response.json()).toEqual({ status: 200, response: { type: 1 } });
    expect(fixture.app.received[0]?.signatureValid).toBe(true);
  });
});
