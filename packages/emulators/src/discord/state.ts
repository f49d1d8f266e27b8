import { AttachmentStore } from './attachments.ts';
import { AuditLog } from './audit-log.ts';
import { CommandStore } from './commands.ts';
import { ExchangeLog } from './exchange-log.ts';
import { InteractionSigner } from './interactions/keys.ts';
import { InteractionStore } from './interactions/store.ts';
import { InviteStore } from './invites.ts';
import { MessageStore } from './messages.ts';
import type { EmulatedGuild, EmulatedUser } from './model.ts';
import { OAuthGrants } from './oauth-grants.ts';
import { RateLimiter } from './rate-limit.ts';
import { seedDiscordState } from './seed.ts';
import { SnowflakeGenerator } from './snowflake.ts';
import { seedWebhooks, WebhookStore } from './webhooks.ts';

/**
 * The emulated application's credentials in demo mode. They protect nothing:
 * the emulator only exists locally. apps/server's config uses the same values.
 */
export const DEMO_DISCORD_CREDENTIALS = {
  applicationId: '1310000000000000001',
  clientSecret: 'demo-client-secret',
  botToken: 'demo-bot-token',
  applicationName: 'Guildsmith',
} as const;

export interface DiscordStateOptions {
  applicationId?: string;
  clientSecret?: string;
  botToken?: string;
  applicationName?: string;
  /** The OAuth2 redirect URIs registered for the application; others are refused. */
  redirectUris: readonly string[];
  /** The origin browsers reach the host app on (no trailing slash), for absolute links. */
  publicBaseUrl: string;
  /** Milliseconds since the epoch; tests pass their own clock to expire codes and windows. */
  now?: () => number;
  /** The app's interactions endpoint (e.g. `${publicUrl}/api/interactions`); settable later too. */
  interactionsUrl?: string;
  /** A 32-byte Ed25519 seed in hex, to keep the signing key across restarts; generated otherwise. */
  interactionsPrivateKey?: string;
  /** How long an app may take to answer an interaction before it "failed" (Discord: 3 s). */
  interactionTimeoutMs?: number;
  /**
   * Whether the application has the Message Content intent (on unless told):
   * without it the bot reads other people's messages without their content.
   */
  messageContentIntent?: boolean;
}

export interface DiscordApplication {
  id: string;
  name: string;
  clientSecret: string;
  botToken: string;
  redirectUris: readonly string[];
  publicBaseUrl: string;
}

/**
 * Everything one emulated Discord knows, in memory. The maps are the stores
 * routes read and write; reset() refills them in place with the seed data, so
 * references held elsewhere stay valid.
 */
export class DiscordState {
  readonly application: DiscordApplication;
  /** The bot user; Discord gives it the application's id. */
  readonly botUser: EmulatedUser;
  readonly users = new Map<string, EmulatedUser>();
  readonly guilds = new Map<string, EmulatedGuild>();
  readonly grants: OAuthGrants;
  /** Tests set `rateLimits.mode` to 'strict' or 'off'. */
  readonly rateLimits: RateLimiter;
  readonly snowflakes: SnowflakeGenerator;
  readonly now: () => number;
  readonly messages = new MessageStore();
  /** The bytes of message attachments, as Discord's CDN serves them. */
  readonly attachments = new AttachmentStore();
  readonly invites = new InviteStore();
  readonly commands = new CommandStore();
  readonly webhooks = new WebhookStore();
  readonly interactions = new InteractionStore();
  readonly auditLog = new AuditLog();
  /** Every REST exchange and interaction reply, for tests that check them against Discord's contract. */
  readonly exchanges = new ExchangeLog();
  /** Signs interactions; its public key is what the app verifies with. */
  readonly signer: InteractionSigner;
  /** Where interactions are POSTed; null until the host says (control API or option). */
  interactionsUrl: string | null;
  readonly interactionTimeoutMs: number;
  /** Settable through the control API, to see what the bot reads without the intent. */
  messageContentIntent: boolean;
  private readonly initialInteractionsUrl: string | null;
  private readonly initialMessageContentIntent: boolean;

  constructor(options: DiscordStateOptions) {
    // Fail at start-up, not at the first redirect, on a misconfigured URI.
    for (const uri of options.redirectUris) new URL(uri);
    if (options.interactionsUrl !== undefined) new URL(options.interactionsUrl);
    this.now = options.now ?? Date.now;
    this.initialInteractionsUrl = options.interactionsUrl ?? null;
    this.interactionsUrl = this.initialInteractionsUrl;
    this.interactionTimeoutMs = options.interactionTimeoutMs ?? 3000;
    this.initialMessageContentIntent = options.messageContentIntent ?? true;
    this.messageContentIntent = this.initialMessageContentIntent;
    this.signer = new InteractionSigner(options.interactionsPrivateKey);
    this.application = {
      id: options.applicationId ?? DEMO_DISCORD_CREDENTIALS.applicationId,
      name: options.applicationName ?? DEMO_DISCORD_CREDENTIALS.applicationName,
      clientSecret: options.clientSecret ?? DEMO_DISCORD_CREDENTIALS.clientSecret,
      botToken: options.botToken ?? DEMO_DISCORD_CREDENTIALS.botToken,
      redirectUris: [...options.redirectUris],
      publicBaseUrl: options.publicBaseUrl.replace(/\/+$/, ''),
    };
    this.botUser = {
      id: this.application.id,
      username: this.application.name,
      discriminator: '0871',
      globalName: null,
      avatar: null,
      email: null,
      verified: true,
      bot: true,
    };
    this.grants = new OAuthGrants(this.now);
    this.rateLimits = new RateLimiter(this.now);
    this.snowflakes = new SnowflakeGenerator(this.now);
    this.seed();
  }

  /** The Ed25519 public key apps verify interactions with, as 64 hex characters. */
  get interactionsPublicKey(): string {
    return this.signer.publicKey;
  }

  /**
   * Back to the seed data: users, guilds, the feedback webhook; no messages,
   * attachments, invites, commands, interactions, grants or audit entries;
   * default rate limits without storms; the interactions URL and Message
   * Content intent the state was created with.
   */
  reset(): void {
    this.users.clear();
    this.guilds.clear();
    this.grants.clear();
    this.rateLimits.reset();
    this.snowflakes.reset();
    this.messages.clear();
    this.attachments.clear();
    this.invites.clear();
    this.commands.clear();
    this.webhooks.clear();
    this.interactions.clear();
    this.auditLog.clear();
    this.interactionsUrl = this.initialInteractionsUrl;
    this.messageContentIntent = this.initialMessageContentIntent;
    this.seed();
  }

  private seed(): void {
    seedDiscordState(this);
    seedWebhooks(this);
  }
}

export function createDiscordState(options: DiscordStateOptions): DiscordState {
  return new DiscordState(options);
}
