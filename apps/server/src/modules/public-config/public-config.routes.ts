import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const publicConfigSchema = z.object({
  demoMode: z.boolean(),
  botInviteUrl: z.string(),
  communityInviteUrl: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  /**
   * Demo mode only: where the browser confirms card and pay-later payments (the
   * Stripe emulator), in place of Stripe.js and its Payment Element.
   */
  stripeSandboxUrl: z.string().nullable(),
  paypalClientId: z.string().nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** What the browser may know about this deployment; never a secret. */
export const publicConfigRoutes: FastifyPluginAsyncZod<{ publicConfig: PublicConfig }> = async (
  app,
  { publicConfig },
) => {
  app.get(
    '/api/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Deployment settings the web app needs',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return publicConfig;
    },
  );
};
