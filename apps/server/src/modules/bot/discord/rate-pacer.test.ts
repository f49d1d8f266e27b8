import type { ResponseLike } from '@discordjs/rest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RatePacer } from './rate-pacer.ts';

const GUILD = '1310000000000000201';
const OTHER_GUILD = '1310000000000000202';
const BASE = 'https://discord.com/api/v10';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

function answer(headers: Record<string, string>, status = 200): ResponseLike {
  return { status, ok: status < 300, headers: new Headers(headers) } as unknown as ResponseLike;
}

/** Discord's headers for a bucket with `remaining` requests left for `resetAfter` seconds. */
const bucket = (hash: string, remaining: number, resetAfter: number) => ({
  'x-ratelimit-limit': '10',
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset-after': resetAfter.toFixed(3),
  'x-ratelimit-bucket': hash,
});

function setup(settings = { globalLimit: 50, globalWindowMs: 1000, marginMs: 50 }) {
  const pacer = new RatePacer(settings);
  const sent: { url: string; at: number }[] = [];
  const send = (method: string, url: string, headers: Record<string, string>, status = 200) =>
    pacer.send(method, url, 'Bot t', async () => {
      sent.push({ url, at: Date.now() });
      return answer(headers, status);
    });
  return { pacer, sent, send };
}

/** Runs `scenario` while the fake clock moves on whenever everything waits on a timer. */
async function played(scenario: Promise<unknown>) {
  await vi.runAllTimersAsync();
  await scenario;
}

describe('RatePacer', () => {
  it('waits for a bucket that ran dry until its window has passed, margin included', async () => {
    const { send, sent } = setup();
    const url = `${BASE}/guilds/${GUILD}/channels`;

    await played(
      (async () => {
        await send('POST', url, bucket('h1', 1, 10));
        await send('POST', url, bucket('h1', 0, 9.5));
        await send('POST', url, bucket('h1', 9, 10));
        await send('POST', `${BASE}/guilds/${OTHER_GUILD}/channels`, bucket('h1', 9, 10));
      })(),
    );

    expect(sent.map((request) => request.at)).toEqual([0, 0, 9550, 9550]);
  });

  it('counts routes that share a bucket hash together', async () => {
    const { send, sent } = setup();

    await played(
      (async () => {
        await send('POST', `${BASE}/guilds/${GUILD}/roles`, bucket('shared', 5, 10));
        await send('PATCH', `${BASE}/guilds/${GUILD}/roles`, bucket('shared', 0, 8));
        await send('POST', `${BASE}/guilds/${GUILD}/roles`, bucket('shared', 9, 10));
      })(),
    );

    expect(sent.map((request) => request.at)).toEqual([0, 0, 8050]);
  });

  it("counts channel deletes per server while the caller names the channel's server", async () => {
    const { pacer, send, sent } = setup();
    const remove = (channel: string, remaining: number) =>
      pacer.inGuild(channel, GUILD, () =>
        send('DELETE', `${BASE}/channels/${channel}`, bucket('deletes', remaining, 10)),
      );

    await played(
      (async () => {
        await remove('1310000000000000401', 0);
        await remove('1310000000000000402', 9);
      })(),
    );

    expect(sent.map((request) => request.at)).toEqual([0, 10_050]);
  });

  it('keeps every request of a token within the global limit, and obeys a global 429', async () => {
    const { send, sent } = setup({ globalLimit: 3, globalWindowMs: 1000, marginMs: 0 });
    let refusedAt = 0;

    await played(
      (async () => {
        await Promise.all(
          Array.from({ length: 4 }, (_, index) =>
            send('GET', `${BASE}/channels/131000000000000040${index}`, {}),
          ),
        );
        const global = { 'retry-after': '2', 'x-ratelimit-global': 'true' };
        await send('GET', `${BASE}/guilds/${GUILD}`, global, 429);
        refusedAt = Date.now();
        await send('GET', `${BASE}/guilds/${GUILD}`, {});
      })(),
    );

    expect(sent.slice(0, 4).map((request) => request.at)).toEqual([0, 0, 0, 1000]);
    expect(sent.at(-1)?.at).toBe(refusedAt + 2000);
  });
});
