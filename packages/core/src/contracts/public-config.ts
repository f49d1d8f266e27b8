import { z } from 'zod';
import { text } from '../text.ts';

/** What the browser may know about this deployment; never a secret. */
export const publicConfigResponse = z.object({
  demoMode: z.boolean(),
  botInviteUrl: text(),
  communityInviteUrl: text().nullable(),
  stripePublishableKey: text().nullable(),
  /**
   * Demo mode only: where the browser confirms card and pay-later payments (the
   * Stripe emulator), in place of Stripe.js and its Payment Element.
   */
  stripeSandboxUrl: text().nullable(),
  paypalClientId: text().nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigResponse>;
