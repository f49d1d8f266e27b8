import {
  adminEventsTicketResponse,
  adminMessageSentResponse,
  adminMessagesResponse,
  adminSendMessageBody,
  text,
} from '@guildsmith/core';
import type { Database } from '@guildsmith/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { type AuthGuards, sessionUserId } from '../auth/guards.ts';
import { perAccount } from '../auth/per-account-limit.ts';
import { listChatMessages, sendChatMessage } from './chat.service.ts';
import { createChatFeed } from './chat-feed.ts';
import { CHAT_EVENT, HEARTBEAT_MS, OpenStreams, openChatStream } from './event-stream.ts';
import { EventTickets, type TicketHolder } from './event-tickets.ts';

export interface AdminChatDeps {
  database: Database;
  guards: AuthGuards;
  /** Tickets are signed with a key derived from the session secret. */
  config: Pick<Config, 'jwtSecret'>;
  /** Shares spent tickets between instances when set. */
  redis?: Redis | undefined;
  /** Tests shorten it. */
  heartbeatMs?: number;
}

/** The success toast's text, returned so clients without translations can show it. */
export const MESSAGE_SENT_NOTICE = 'Your message has been sent to all admins';

const adminOnly = [{ bearerAuth: [] }];

const eventsQuery = z.object({ ticket: text().min(1).max(2048).optional() });

/** The admin live chat: its history, sending, and a stream of new messages. */
export const adminChatRoutes: FastifyPluginAsyncZod<AdminChatDeps> = async (app, deps) => {
  const { db } = deps.database;
  const tickets = new EventTickets(db, deps.config.jwtSecret, deps.redis);
  const feed = createChatFeed(deps.database, app.log);
  const streams = new OpenStreams();
  // Open streams would hold the server open forever; they end before it closes.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => feed.close());

  app.get(
    '/api/admin/messages',
    {
      preHandler: deps.guards.requireAdmin,
      // The chat refetches every 5 s; the limit leaves room for a few tabs.
      config: { rateLimit: perAccount(60, '1 minute') },
      schema: {
        tags: ['admin'],
        summary: 'The latest 50 chat messages, oldest first',
        security: adminOnly,
        response: { 200: adminMessagesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { messages: await listChatMessages(db) };
    },
  );

  app.post(
    '/api/admin/send-message',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: perAccount(20, '1 minute') },
      schema: {
        tags: ['admin'],
        summary: 'Send a chat message (trimmed, 1 to 2000 characters) to every admin',
        security: adminOnly,
        body: adminSendMessageBody,
        response: { 201: adminMessageSentResponse },
      },
    },
    async (request, reply) => {
      const chatMessage = await sendChatMessage(db, sessionUserId(request), request.body.message);
      return reply.code(201).send({ chatMessage, notice: MESSAGE_SENT_NOTICE });
    },
  );

  app.post(
    '/api/admin/events-ticket',
    {
      preHandler: deps.guards.requireAdmin,
      config: { rateLimit: perAccount(10, '1 minute') },
      schema: {
        tags: ['admin'],
        summary: 'A single-use ticket (60 s) to open /api/admin/events with EventSource',
        security: adminOnly,
        response: { 200: adminEventsTicketResponse },
      },
    },
    async (request, reply) => {
      const session = request.session;
      if (!session) throw new Error('requireAdmin let a request without a session through');
      const { ticket, expiresAt } = await tickets.issue({
        userId: session.userId,
        sid: session.sid,
      });
      reply.header('cache-control', 'no-store');
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/api/admin/events',
    {
      // Per address: a ticket is read only after the limiter ran.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Server-Sent Events: every new chat message, to every connected admin',
        description: `A \`text/event-stream\`. Authenticate with \`?ticket=\` from POST /api/admin/events-ticket (EventSource sends no headers; a spent ticket answers 401, so a client reconnects with a new one) or with the bearer header. Each new message comes as a \`${CHAT_EVENT}\` event whose data is the chat message as GET /api/admin/messages lists it; comments keep the connection alive every ${HEARTBEAT_MS / 1000} s; the stream ends when the session does. At most 3 streams per admin (429).`,
        security: [{}, { bearerAuth: [] }],
        querystring: eventsQuery,
      },
    },
    async (request, reply) => {
      let holder: TicketHolder;
      if (request.query.ticket !== undefined) {
        holder = await tickets.redeem(request.query.ticket);
      } else {
        await deps.guards.requireAdmin.call(app, request, reply);
        const session = request.session;
        if (!session) throw new Error('requireAdmin let a request without a session through');
        holder = { userId: session.userId, sid: session.sid };
      }
      await openChatStream(request, reply, holder, streams, {
        feed,
        heartbeatMs: deps.heartbeatMs ?? HEARTBEAT_MS,
        sessionStands: (who) => tickets.sessionStands(who),
      });
    },
  );
};
