import type { AdminChatMessage } from '@guildsmith/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { ChatFeed } from './chat-feed.ts';
import type { TicketHolder } from './event-tickets.ts';

/** Under the idle timeouts of common proxies (often 30 or 60 s), so they keep the stream open. */
export const HEARTBEAT_MS = 25_000;

/** Per admin and instance: a few tabs are normal, more is a leak or an attack on our sockets. */
export const MAX_STREAMS_PER_ADMIN = 3;

/** The event each new chat message is sent as; its data is `adminChatMessageSchema`. */
export const CHAT_EVENT = 'chat-message';

export interface StreamOptions {
  feed: ChatFeed;
  heartbeatMs: number;
  /** Checked at each heartbeat: a stream ends with its session (logout, expiry). */
  sessionStands(holder: TicketHolder): Promise<boolean>;
}

const chatEvent = (message: AdminChatMessage) =>
  `event: ${CHAT_EVENT}\nid: ${message.id}\ndata: ${JSON.stringify(message)}\n\n`;

/** The open streams of this instance, so their number is bounded and shutdown can end them. */
export class OpenStreams {
  private readonly byAdmin = new Map<string, Set<() => void>>();

  count(userId: string): number {
    return this.byAdmin.get(userId)?.size ?? 0;
  }

  add(userId: string, end: () => void): () => void {
    const ends = this.byAdmin.get(userId) ?? new Set();
    ends.add(end);
    this.byAdmin.set(userId, ends);
    return () => {
      ends.delete(end);
      if (ends.size === 0) this.byAdmin.delete(userId);
    };
  }

  endAll(): void {
    for (const ends of [...this.byAdmin.values()]) for (const end of [...ends]) end();
  }
}

/**
 * Answers with a Server-Sent Events stream that pushes every new chat
 * message. The reply is taken over from Fastify (no compression, which
 * would hold events back, and no serializer); the headers the usual hooks
 * would add are set here.
 */
export async function openChatStream(
  request: FastifyRequest,
  reply: FastifyReply,
  holder: TicketHolder,
  streams: OpenStreams,
  options: StreamOptions,
): Promise<void> {
  if (streams.count(holder.userId) >= MAX_STREAMS_PER_ADMIN) {
    throw new AppError(
      429,
      'TOO_MANY_STREAMS',
      `At most ${MAX_STREAMS_PER_ADMIN} live streams per admin. Close another tab and try again.`,
    );
  }
  const raw = reply.raw;
  let ended = false;
  let unsubscribe = () => {};
  let forget = () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!raw.writableEnded) raw.end();
  };
  forget = streams.add(holder.userId, end);
  try {
    unsubscribe = await options.feed.subscribe((message) => {
      if (!ended) raw.write(chatEvent(message));
    });
  } catch (error) {
    end();
    throw error;
  }

  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // Tells nginx-style proxies to pass each event on at once.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(': connected\n\n');
  raw.on('close', end);
  if (raw.destroyed) end();
  heartbeat = setInterval(() => {
    options
      .sessionStands(holder)
      .then((stands) => {
        if (!stands) end();
        else if (!ended) raw.write(': heartbeat\n\n');
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'admin stream session check'));
  }, options.heartbeatMs);
}
