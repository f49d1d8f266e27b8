import { newsletterSubscribeBody, newsletterSubscribedResponse, text } from '@guildsmith/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import {
  confirmSubscription,
  type NewsletterDeps,
  subscribe,
  unsubscribe,
} from './newsletter.service.ts';
import {
  CONFIRM_PAGES,
  type LinkPage,
  MALFORMED_LINK,
  renderLinkPage,
  UNSUBSCRIBE_PAGES,
} from './newsletter-pages.ts';
import { confirmTokenShape, unsubscribeTokenShape } from './newsletter-tokens.ts';

export interface NewsletterRouteDeps extends NewsletterDeps {
  publicUrl: string;
}

/** Same answer whatever the address's state, so the form cannot be used to probe the list. */
export const SUBSCRIBE_ACCEPTED_MESSAGE = 'Check your inbox to confirm your subscription.';

const SUBSCRIBE_LIMIT = { max: 5, timeWindow: '1 minute' };
const LINK_LIMIT = { max: 30, timeWindow: '1 minute' };

const tokenQuery = z.object({ token: text().max(256).optional() });

/**
 * Links from e-mails answer a self-contained HTML page rather than redirecting
 * to the SPA: the page works in any mail client's browser, cannot be broken by
 * a web build, and keeps the token out of the SPA's URL, history and analytics.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteDeps> = async (app, deps) => {
  const homeUrl = `${deps.publicUrl}/`;
  const sendPage = (reply: FastifyReply, page: LinkPage) =>
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(renderLinkPage(page, homeUrl));

  // RFC 8058 one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; its content is fixed.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/newsletter/subscribe',
    {
      config: { rateLimit: SUBSCRIBE_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Sign up for the newsletter (double opt-in: a confirmation link is e-mailed)',
        body: newsletterSubscribeBody,
        response: { 202: newsletterSubscribedResponse },
      },
    },
    async (request, reply) => {
      await subscribe(deps, request.body.email);
      return reply.code(202).send({ message: SUBSCRIBE_ACCEPTED_MESSAGE });
    },
  );

  app.get(
    '/api/newsletter/confirm',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription from the e-mailed link (answers an HTML page)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const token = confirmTokenShape.safeParse(request.query.token);
      if (!token.success) return sendPage(reply, MALFORMED_LINK);
      return sendPage(reply, CONFIRM_PAGES[await confirmSubscription(deps.db, token.data)]);
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe from the link in every newsletter e-mail (answers an HTML page)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const token = unsubscribeTokenShape.safeParse(request.query.token);
      if (!token.success) return sendPage(reply, MALFORMED_LINK);
      return sendPage(reply, UNSUBSCRIBE_PAGES[await unsubscribe(deps.db, token.data)]);
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary: "One-click unsubscribe (RFC 8058), posted by the recipient's mail client",
        querystring: z.object({ token: unsubscribeTokenShape }),
        body: text().max(4096).optional(),
        response: {
          200: z.object({ status: z.enum(['unsubscribed', 'already-unsubscribed']) }),
        },
      },
    },
    async (request) => {
      const outcome = await unsubscribe(deps.db, request.query.token);
      if (outcome === 'invalid') {
        throw notFound('No subscription matches this link', 'SUBSCRIPTION_NOT_FOUND');
      }
      return { status: outcome };
    },
  );
};
