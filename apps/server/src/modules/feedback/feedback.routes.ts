import { feedbackAcceptedResponse, feedbackBody, testimonialsResponse } from '@guildsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthGuards } from '../auth/guards.ts';
import { type FeedbackDeps, submitFeedback } from './feedback.service.ts';
import { listTestimonials } from './testimonials.ts';

/** The success toast's text, returned so clients without translations can show it. */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

const FEEDBACK_LIMIT = { max: 5, timeWindow: '1 minute' };

export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackDeps & { guards: AuthGuards }> = async (
  app,
  deps,
) => {
  if (!deps.relayEnabled) {
    app.log.warn('FEEDBACK_WEBHOOK_URL is not set: feedback is stored but not relayed to Discord');
  }

  app.post(
    '/api/feedback',
    {
      // Anyone may send feedback; a session only adds who sent it.
      preHandler: deps.guards.optionalUser,
      config: { rateLimit: FEEDBACK_LIMIT },
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback (signed in or not); it is stored and relayed to the team on Discord',
        security: [{}, { bearerAuth: [] }],
        body: feedbackBody,
        response: { 202: feedbackAcceptedResponse },
      },
    },
    async (request, reply) => {
      const id = await submitFeedback(deps, request.session?.userId ?? null, request.body);
      return reply.code(202).send({ id, message: FEEDBACK_THANKS });
    },
  );

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Praise an admin approved for the landing page, named by first name only',
        response: { 200: testimonialsResponse },
      },
    },
    async (_request, reply) => {
      // An approval or a withdrawal shows on the next page load, not a minute later.
      reply.header('cache-control', 'no-cache');
      return { testimonials: await listTestimonials(deps.db) };
    },
  );
};
