import {
  createDiscordState,
  createPaypalState,
  createStripeState,
  type DiscordState,
  discordEmulator,
  MailStore,
  mailEmulator,
  type PaypalState,
  paypalEmulator,
  type StripeState,
  stripeEmulator,
} from '@guildsmith/emulators';
import type { FastifyInstance } from 'fastify';
import { type Config, DEMO_DISCORD_PREFIX } from '../config.ts';

/** The emulators mounted in demo mode; tests reach into their state. */
export interface Sandbox {
  discord: DiscordState;
  /** The demo mailbox the mail catcher fills. */
  mail: MailStore;
  stripe: StripeState;
  paypal: PaypalState;
}

/**
 * The emulators' state. They answer at the emulators' origin (this app's own,
 * or the standalone process's) and call the app back at its public URL.
 */
export function createSandbox(config: Config): Sandbox {
  const emulatorsUrl = config.emulators?.url ?? config.publicUrl;
  return {
    discord: createDiscordState({
      applicationId: config.discordClientId,
      clientSecret: config.discordClientSecret,
      botToken: config.discordBotToken,
      applicationName: 'Guildsmith',
      redirectUris: [
        `${config.publicUrl}/auth/discord/callback`,
        `${config.publicUrl}/auth/callback`,
      ],
      publicBaseUrl: emulatorsUrl,
      // The emulator POSTs the interactions it plays to the app, as Discord would.
      interactionsUrl: `${config.publicUrl}/api/interactions`,
    }),
    mail: new MailStore(),
    stripe: createStripeState({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripePublishableKey ?? undefined,
      webhookSecret: config.stripe.webhookSecret,
      webhookUrl: `${config.publicUrl}/api/webhooks/stripe`,
      publicBaseUrl: emulatorsUrl,
      appOrigin: config.publicUrl,
    }),
    paypal: createPaypalState({
      clientId: config.paypal?.clientId,
      clientSecret: config.paypal?.clientSecret,
      publicBaseUrl: emulatorsUrl,
    }),
  };
}

/**
 * Demo mode only (docs/architecture.md, "Emulators"): the same production clients talk to
 * these stand-ins on our own origin; nothing leaves the machine.
 */
export async function registerSandbox(app: FastifyInstance, sandbox: Sandbox): Promise<void> {
  await app.register(discordEmulator, { prefix: DEMO_DISCORD_PREFIX, state: sandbox.discord });
  await app.register(mailEmulator, { prefix: '/sandbox/mail', store: sandbox.mail });
  await app.register(stripeEmulator, { prefix: '/sandbox/stripe', state: sandbox.stripe });
  await app.register(paypalEmulator, { prefix: '/sandbox/paypal', state: sandbox.paypal });
}
