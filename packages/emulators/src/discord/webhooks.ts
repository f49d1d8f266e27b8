import { randomBytes } from 'node:crypto';
import type { APIUser, UserFlags } from 'discord-api-types/v10';
import { SEED_GUILD_IDS } from './seed.ts';
import type { DiscordState } from './state.ts';

/** An incoming webhook: anyone holding its URL may post into its channel. */
export interface IncomingWebhook {
  id: string;
  token: string;
  name: string;
  guildId: string;
  channelId: string;
}

/**
 * The webhook every state starts with, so demo mode has a feedback relay
 * target before anyone creates one. Its token guards nothing: the emulator is
 * local, and a fixed value lets the host compute the URL without the state.
 */
export const DEMO_FEEDBACK_WEBHOOK = {
  id: '1310000000000000301',
  token: 'demo-feedback-webhook-token-not-secret-emulator-only',
  name: 'Guildsmith Feedback',
} as const;

/**
 * A webhook's URL as Discord shows it (`https://discord.com/api/webhooks/<id>/<token>`),
 * on the emulator: `emulatorBaseUrl` is where it is mounted, e.g.
 * `http://localhost:3000/sandbox/discord`.
 */
export function incomingWebhookUrl(
  emulatorBaseUrl: string,
  webhook: Pick<IncomingWebhook, 'id' | 'token'>,
): string {
  return `${emulatorBaseUrl.replace(/\/+$/, '')}/api/webhooks/${webhook.id}/${webhook.token}`;
}

/** The seeded feedback webhook's URL on an emulator mounted at `emulatorBaseUrl`. */
export function demoFeedbackWebhookUrl(emulatorBaseUrl: string): string {
  return incomingWebhookUrl(emulatorBaseUrl, DEMO_FEEDBACK_WEBHOOK);
}

export class WebhookStore {
  private readonly byId = new Map<string, IncomingWebhook>();

  add(webhook: IncomingWebhook): IncomingWebhook {
    this.byId.set(webhook.id, webhook);
    return webhook;
  }

  create(state: DiscordState, fields: Omit<IncomingWebhook, 'id' | 'token'>): IncomingWebhook {
    return this.add({
      ...fields,
      id: state.snowflakes.next(),
      token: randomBytes(51).toString('base64url'),
    });
  }

  get(id: string): IncomingWebhook | undefined {
    return this.byId.get(id);
  }

  all(): IncomingWebhook[] {
    return [...this.byId.values()];
  }

  /** Deleting a channel deletes its webhooks, as on Discord. */
  removeChannel(channelId: string): void {
    for (const [id, webhook] of this.byId) {
      if (webhook.channelId === channelId) this.byId.delete(id);
    }
  }

  clear(): void {
    this.byId.clear();
  }
}

/** Seeds the feedback webhook into #general of Ava's Workshop. */
export function seedWebhooks(state: DiscordState): void {
  const guild = state.guilds.get(SEED_GUILD_IDS.avasWorkshop);
  const general =
    guild && [...guild.channels.values()].find((channel) => channel.name === 'general');
  if (!guild || !general) throw new Error('The seed guild lost its #general channel');
  state.webhooks.add({ ...DEMO_FEEDBACK_WEBHOOK, guildId: guild.id, channelId: general.id });
}

/** The author Discord shows on a webhook's messages: a bot-flagged user named after the webhook. */
export function webhookAuthor(webhook: IncomingWebhook): APIUser {
  return {
    id: webhook.id,
    username: webhook.name,
    discriminator: '0000',
    global_name: null,
    avatar: null,
    bot: true,
    public_flags: 0 as UserFlags,
    flags: 0 as UserFlags,
    primary_guild: null,
  };
}
