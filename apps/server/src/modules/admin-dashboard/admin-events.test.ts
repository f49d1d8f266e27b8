import { schema, sql } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';
import { type Account, bearer, signedIn } from './test-support.ts';

let harness: TestApp;
let reader: Account;
let writer: Account;

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  reader = await signedIn(harness, 'reader', 'admin');
  writer = await signedIn(harness, 'writer', 'admin');
});

afterAll(async () => {
  await harness.close();
});

async function ticketFor(account: Account): Promise<string> {
  const response = await fetch(`${harness.url}/api/admin/events-ticket`, {
    method: 'POST',
    headers: bearer(account),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ticket: string; expiresAt: string };
  expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
  return body.ticket;
}

/** An event stream opened as a browser's EventSource would: a plain GET, the ticket in the URL. */
async function openStream(ticket: string) {
  const abort = new AbortController();
  const response = await fetch(
    `${harness.url}/api/admin/events?ticket=${encodeURIComponent(ticket)}`,
    { signal: abort.signal, headers: { accept: 'text/event-stream' } },
  );
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    response,
    /** Reads until an event of that name arrives; its data, parsed. */
    async next(event: string): Promise<unknown> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const match = new RegExp(`event: ${event}\\nid: [^\\n]+\\ndata: ([^\\n]+)\\n\\n`).exec(
          received,
        );
        if (match?.[1]) {
          received = received.slice(match.index + match[0].length);
          return JSON.parse(match[1]);
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`stream ended before ${event}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
      throw new Error(`no ${event} event within 10 s`);
    },
    close: () => abort.abort(),
  };
}

describe('GET /api/admin/events', () => {
  it('pushes a message another admin sent to a connected admin', async () => {
    const stream = await openStream(await ticketFor(reader));
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      const sent = await fetch(`${harness.url}/api/admin/send-message`, {
        method: 'POST',
        headers: { ...bearer(writer), 'content-type': 'application/json' },
        body: JSON.stringify({ message: '  Deploy at 18:00  ' }),
      });
      expect(sent.status).toBe(201);
      expect(await stream.next('chat-message')).toEqual({
        id: expect.any(String),
        message: 'Deploy at 18:00',
        createdAt: expect.any(String),
        user: { id: writer.id, username: 'writer', avatar: null },
      });
    } finally {
      stream.close();
    }
  });

  it('hears messages through NOTIFY, as one sent by another instance would arrive', async () => {
    const stream = await openStream(await ticketFor(reader));
    try {
      const { db } = harness.database;
      // What another instance does: a committed row announced on the channel, nothing in-process.
      const [row] = await db
        .insert(schema.adminMessages)
        .values({ userId: writer.id, message: 'from elsewhere' })
        .returning();
      await db.execute(sql`select pg_notify('admin_chat', ${row?.id})`);
      expect(await stream.next('chat-message')).toMatchObject({
        id: row?.id,
        message: 'from elsewhere',
      });
    } finally {
      stream.close();
    }
  });

  it('takes a ticket once, and not after its session logged out', async () => {
    const ticket = await ticketFor(reader);
    const stream = await openStream(ticket);
    stream.close();
    const replay = await fetch(`${harness.url}/api/admin/events?ticket=${ticket}`);
    expect(replay.status).toBe(401);

    const leaving = await signedIn(harness, 'leaving', 'admin');
    const unused = await ticketFor(leaving);
    await new SessionTokens(harness.database.db, harness.config.jwtSecret).revoke(leaving.sid);
    expect((await fetch(`${harness.url}/api/admin/events?ticket=${unused}`)).status).toBe(401);
  });

  it('holds each admin to 3 open streams', async () => {
    const busy = await signedIn(harness, 'busy', 'admin');
    const streams = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const stream = await openStream(await ticketFor(busy));
        expect(stream.response.status).toBe(200);
        streams.push(stream);
      }
      const fourth = await fetch(`${harness.url}/api/admin/events?ticket=${await ticketFor(busy)}`);
      expect(fourth.status).toBe(429);
      expect(((await fourth.json()) as { error: { code: string } }).error.code).toBe(
        'TOO_MANY_STREAMS',
      );
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
