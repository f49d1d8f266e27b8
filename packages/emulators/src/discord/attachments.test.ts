import { DiscordAPIError, REST } from '@discordjs/rest';
import { type APIMessage, Routes } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulatorServer } from '../standalone.ts';
import { MAX_UPLOAD_BYTES } from './attachments.ts';
import { discordEmulator } from './plugin.ts';
import { SEED_GUILD_IDS } from './seed.ts';
import { createDiscordState, DEMO_DISCORD_CREDENTIALS, type DiscordState } from './state.ts';

/** Messages with files, sent as the bot's client sends them (multipart through @discordjs/rest). */

let server: RunningEmulators;
let state: DiscordState;
let rest: REST;
let channelId: string;

beforeEach(async () => {
  server = await startEmulatorServer(async (app, { url }) => {
    state = createDiscordState({ redirectUris: [], publicBaseUrl: url });
    state.rateLimits.mode = 'off';
    await app.register(discordEmulator, { prefix: '/sandbox/discord', state });
  });
  rest = new REST({ version: '10', api: `${server.url}/sandbox/discord/api`, retries: 0 }).setToken(
    DEMO_DISCORD_CREDENTIALS.botToken,
  );
  channelId = state.guilds.get(SEED_GUILD_IDS.avasWorkshop)?.systemChannelId ?? '';
});

afterEach(async () => {
  await server.close();
});

const transcript = Buffer.from('[12:00] ava: my order never arrived\n');

function post(body: Record<string, unknown>, files: { name: string; data: Buffer }[]) {
  return rest.post(Routes.channelMessages(channelId), {
    body,
    files: files.map((file, index) => ({
      key: `files[${index}]`,
      name: file.name,
      data: file.data,
      contentType: 'text/plain; charset=utf-8',
    })),
  }) as Promise<APIMessage>;
}

describe('POST /channels/:id/messages with files', () => {
  it("answers Discord's attachment objects and serves the bytes at their URL", async () => {
    const message = await post(
      { content: 'Ticket closed', attachments: [{ id: 0, filename: 'ticket 42.txt' }] },
      [{ name: 'upload.txt', data: transcript }],
    );

    const [attachment] = message.attachments;
    expect(message.content).toBe('Ticket closed');
    expect(attachment).toEqual({
      id: expect.stringMatching(/^\d{17,20}$/),
      filename: 'ticket_42.txt',
      size: transcript.length,
      url: `${server.url}/sandbox/discord/attachments/${channelId}/${attachment?.id}/ticket_42.txt`,
      proxy_url: attachment?.url,
      content_type: 'text/plain; charset=utf-8',
    });
    const served = await fetch(attachment?.url ?? '');
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(transcript);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const read = (await rest.get(Routes.channelMessage(channelId, message.id))) as APIMessage;
    expect(read.attachments).toEqual(message.attachments);
  });

  it('takes a message of files alone, named as uploaded', async () => {
    const message = await post({}, [
      { name: 'a.txt', data: Buffer.from('a') },
      { name: 'b.txt', data: Buffer.from('bb') },
    ]);

    expect(message.content).toBe('');
    expect(message.attachments.map((file) => [file.filename, file.size])).toEqual([
      ['a.txt', 1],
      ['b.txt', 2],
    ]);
  });

  it('refuses more than 10 MiB in files with 413 and 40005', async () => {
    const error = await post({ content: 'Too big' }, [
      { name: 'big.txt', data: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 'x') },
    ]).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(DiscordAPIError);
    expect(error).toMatchObject({ status: 413, code: 40005 });
    expect(state.messages.all()).toEqual([]);
  });

  it('stops serving the files of a deleted message or channel', async () => {
    const first = await post({ content: 'One' }, [{ name: 'one.txt', data: transcript }]);
    const second = await post({ content: 'Two' }, [{ name: 'two.txt', data: transcript }]);

    await rest.delete(Routes.channelMessage(channelId, first.id));
    const afterMessage = await fetch(first.attachments[0]?.url ?? '');
    await rest.delete(Routes.channel(channelId));
    const afterChannel = await fetch(second.attachments[0]?.url ?? '');

    expect(afterMessage.status).toBe(404);
    expect(afterChannel.status).toBe(404);
  });

  it('downloads rather than shows files a browser could run', async () => {
    const message = (await rest.post(Routes.channelMessages(channelId), {
      body: {},
      files: [
        {
          key: 'files[0]',
          name: 'page.html',
          data: '<script>1</script>',
          contentType: 'text/html',
        },
      ],
    })) as APIMessage;

    const served = await fetch(message.attachments[0]?.url ?? '');

    expect(served.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });
});
