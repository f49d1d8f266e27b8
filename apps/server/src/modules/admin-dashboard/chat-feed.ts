import type { AdminChatMessage } from '@guildsmith/core';
import type { Database } from '@guildsmith/db';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_CHANNEL, findChatMessage } from './chat.service.ts';

type Listener = (message: AdminChatMessage) => void;
type StopListening = () => Promise<void>;

/**
 * New chat messages as this instance hears them from PostgreSQL's
 * LISTEN/NOTIFY, so an admin connected to one instance sees what an admin
 * sent through another. One LISTEN per instance, however many streams are
 * open; each notified message is read once and handed to every subscriber.
 */
export interface ChatFeed {
  subscribe(listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

const RECONNECT_DELAY_MS = 2_000;

export function createChatFeed(database: Database, log: FastifyBaseLogger): ChatFeed {
  const listeners = new Set<Listener>();
  let started: Promise<StopListening> | undefined;
  let closed = false;

  const deliver = async (payload: string) => {
    if (listeners.size === 0) return;
    try {
      const message = await findChatMessage(database.db, payload);
      if (!message) return;
      for (const listener of listeners) listener(message);
    } catch (error) {
      // Anyone who can reach the database can NOTIFY; a bad payload must not stop the feed.
      log.warn({ err: error }, 'admin chat notification could not be read');
    }
  };
  const onPayload = (payload: string) => void deliver(payload);

  return {
    async subscribe(listener) {
      if (closed) throw new Error('admin chat feed is closed');
      // Started on first use, so instances nobody watches hold no connection for it.
      started ??= listen(database, onPayload, log, () => closed);
      try {
        await started;
      } catch (error) {
        started = undefined;
        throw error;
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      const stop = await started?.catch(() => undefined);
      await stop?.();
    },
  };
}

function listen(
  database: Database,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  isClosed: () => boolean,
): Promise<StopListening> {
  if (database.pglite) return database.pglite.listen(CHAT_CHANNEL, onPayload);
  const { pool } = database;
  if (!pool) throw new Error('the database has neither a PGlite nor a PostgreSQL pool');
  return listenOnPool(pool, onPayload, log, isClosed);
}

type Pool = NonNullable<Database['pool']>;

/**
 * LISTEN needs a connection of its own for as long as it listens, so one is
 * taken from the pool and kept. If it breaks, it is replaced after a pause;
 * messages sent meanwhile are not pushed, and the chat's regular refetch
 * brings them.
 */
async function listenOnPool(
  pool: Pool,
  onPayload: (payload: string) => void,
  log: FastifyBaseLogger,
  isClosed: () => boolean,
): Promise<StopListening> {
  let release: (() => void) | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = await pool.connect();
    let released = false;
    const drop = (error?: Error) => {
      if (released) return;
      released = true;
      client.release(error ?? true);
    };
    client.on('notification', (notification) => {
      if (notification.channel === CHAT_CHANNEL && notification.payload) {
        onPayload(notification.payload);
      }
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'admin chat LISTEN connection failed; reconnecting');
      drop(error);
      scheduleReconnect();
    });
    try {
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      drop(error as Error);
      throw error;
    }
    release = () => drop();
  };

  const scheduleReconnect = () => {
    if (isClosed() || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'admin chat LISTEN reconnect failed');
        scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return async () => {
    clearTimeout(retry);
    // Destroyed rather than returned: a pooled connection must not keep listening.
    release?.();
  };
}
