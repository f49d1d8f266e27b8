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
import { linkOutcomeUrl } from './newsletter-pages.ts';
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
 * Links from e-mails act, then redirect to the app's page for the outcome (in
 * the visitor's language and theme), carrying the outcome and never the token.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterRouteDeps> = async (app, deps) => {
  const redirect = (
    reply: FastifyReply,
    page: 'confirm' | 'unsubscribe',
    outcome: Parameters<typeof linkOutcomeUrl>[2],
  ) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .redirect(linkOutcomeUrl(deps.publicUrl, page, outcome), 303);

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
        summary: "Confirm a subscription from the e-mailed link (redirects to the app's page)",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const token = confirmTokenShape.safeParse(request.query.token);
      if (!token.success) return redirect(reply, 'confirm', 'malformed');
      return redirect(reply, 'confirm', await confirmSubscription(deps.db, token.data));
    },
  );

  app.get(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: LINK_LIMIT },
      schema: {
        tags: ['newsletter'],
        summary:
          "Unsubscribe from the link in every newsletter e-mail (redirects to the app's page)",
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const token = unsubscribeTokenShape.safeParse(request.query.token);
      if (!token.success) return redirect(reply, 'unsubscribe', 'malformed');
      return redirect(reply, 'unsubscribe', await unsubscribe(deps.db, token.data));
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
