import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** What the browser may know about this deployment; never a secret. */
export const publicConfigResponse = z.object({
  demoMode: z.boolean(),
  botInviteUrl: contractText(),
  communityInviteUrl: z.nullable(contractText()),
  stripePublishableKey: z.nullable(contractText()),
  /**
   * Demo mode only: where the browser confirms card and pay-later payments (the
   * Stripe emulator), in place of Stripe.js and its Payment Element.
   */
  stripeSandboxUrl: z.nullable(contractText()),
  paypalClientId: z.nullable(contractText()),
  /** Where buyers write for help (SUPPORT_EMAIL): the FAQ and the footer name it. */
  supportEmail: contractText(),
  /** Discord's image CDN for avatars (the emulator's in demo mode), without a trailing slash. */
  discordCdnUrl: contractText(),
});

export type PublicConfig = z.infer<typeof publicConfigResponse>;
