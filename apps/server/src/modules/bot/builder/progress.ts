/**
 * Progress of a build or undo, shown by editing the command's original reply.
 * An interaction token lives 15 minutes; after that (or once Discord refuses
 * the token) progress goes to one message in the command's channel, posted
 * once and edited after. Progress never fails the work it reports on.
 */
import { z } from 'zod';
import { DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { channelCountText } from '../texts/count-texts.ts';
import { type BotLocale, fill } from '../texts/locales.ts';
import { PROGRESS_TEXTS } from '../texts/progress-texts.ts';
import { SERVER_SETTINGS_TEXTS } from '../texts/server-settings-texts.ts';
import { channelCounts } from './created-counts.ts';
import { inviteUrl } from './invite-url.ts';
import type { JournalEntry } from './journal.ts';
import type { PlannedOperation } from './plan-types.ts';

/** Where the command came from; `issuedAt` (ms) is when Discord issued the token. */
export const interactionRefSchema = z.object({
  applicationId: z.string().min(1),
  token: z.string().min(1).max(500),
  channelId: z.string().min(1),
  issuedAt: z.number().int().positive(),
  /** Who ran the command: named in a report that has to go to another channel. */
  userId: z.string().min(1).optional(),
});
export type InteractionRef = z.infer<typeof interactionRefSchema>;

/** Discord accepts the token for 15 minutes; stop a minute early to be safe. */
export const INTERACTION_TOKEN_TTL_MS = 14 * 60 * 1000;
/**
 * At most one progress edit a second: the newest object made waits at most
 * that long to be shown (a trailing edit shows it when no other comes). The
 * edits go to the interaction's webhook, which Discord's global limit does not
 * bind, and they never hold up the build: only its final report is awaited.
 */
const PROGRESS_INTERVAL_MS = 1000;

const BAR_LENGTH = 20;

export interface ProgressLogger {
  warn(details: object, message: string): void;
}

export function progressBar(done: number, total: number): { bar: string; percent: number } {
  const ratio = total === 0 ? 1 : Math.min(1, done / total);
  const filled = Math.round(ratio * BAR_LENGTH);
  return {
    bar: `\`${'█'.repeat(filled)}${'░'.repeat(BAR_LENGTH - filled)}\``,
    percent: Math.floor(ratio * 100),
  };
}

export type ProgressKey = keyof typeof PROGRESS_TEXTS;

/** The finished build's report: what it created, which settings it changed, the invite. */
export function builtValues(
  journal: readonly JournalEntry[],
  locale: BotLocale,
  inviteBaseUrl?: string,
): Record<string, string | number> {
  const done = journal.filter((entry) => entry.status === 'done');
  const count = (kind: string) => done.filter((entry) => entry.operation.kind === kind).length;
  const settings = done.flatMap(({ operation }) =>
    operation.kind === 'settings'
      ? [SERVER_SETTINGS_TEXTS.settingNames[operation.payload.setting][locale]]
      : [],
  );
  const inviteCode = done.find((entry) => entry.operation.kind === 'invite')?.discordId ?? '';
  const channels = channelCounts(
    done.flatMap(({ operation }) =>
      operation.kind === 'channel' || operation.kind === 'category' ? [operation.payload] : [],
    ),
  );
  return {
    roles: count('role'),
    channels: channelCountText(locale, channels),
    messages: count('message'),
    automod: count('automod'),
    settings: settings.length > 0 ? settings.join(', ') : SERVER_SETTINGS_TEXTS.none[locale],
    invite: inviteUrl(inviteCode, inviteBaseUrl),
  };
}

/**
 * The object an operation made, as the build's progress names it: a role,
 * category, channel or AutoMod rule; null for messages, the invite and settings.
 */
export function createdName(operation: PlannedOperation): string | null {
  switch (operation.kind) {
    case 'role':
      return `@${operation.payload.name}`;
    case 'category':
      return `📁 ${operation.payload.name}`;
    case 'channel':
      return operation.payload.type === 'voice' || operation.payload.type === 'stage'
        ? `🔊 ${operation.payload.name}`
        : `#${operation.payload.name}`;
    case 'automod':
      return operation.payload.name;
    default:
      return null;
  }
}

export class ProgressReporter {
  private lastSentAt = Number.NEGATIVE_INFINITY;
  /** The newest progress text not shown yet, waiting for its interval to pass. */
  private latest: string | null = null;
  private trailing: ReturnType<typeof setTimeout> | null = null;
  /** The edits sent so far, one after the other, so none overtakes a newer one. */
  private delivered: Promise<void> = Promise.resolve();
  private channelMessageId: string | null = null;
  private tokenRefused = false;
  /** Where channel messages go: the command's channel, or the one `moveTo` named. */
  private channelId: string | null;
  private mention: string | null = null;

  constructor(
    private readonly discord: DiscordBotApi,
    private readonly interaction: InteractionRef | undefined,
    private readonly locale: BotLocale,
    private readonly options: {
      now?: () => number;
      intervalMs?: number;
      logger?: ProgressLogger;
    } = {},
  ) {
    this.channelId = interaction?.channelId ?? null;
  }

  /**
   * The command's channel is about to be deleted (an /undo run in a channel
   * the build made): its reply says now where the result will be, and every
   * later report goes to that channel, naming the person who asked so
   * Discord points them to it. Without such a channel nothing more is sent.
   */
  async moveTo(channelId: string | null): Promise<void> {
    if (!this.interaction) return;
    if (channelId) await this.report('undoElsewhere', { channel: `<#${channelId}>` }, true);
    else await this.report('undoNowhere', {}, true);
    this.tokenRefused = true;
    this.channelId = channelId;
    this.channelMessageId = null;
    this.mention = this.interaction.userId ?? null;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Shows progress: at most one edit per interval, the newest text winning,
   * without waiting for Discord. A `final` report replaces whatever waits, goes
   * out after the edits already sent, and is awaited.
   */
  async report(
    key: ProgressKey,
    values: Record<string, string | number>,
    final = false,
  ): Promise<void> {
    const interaction = this.interaction;
    const channelId = this.channelId;
    if (!interaction || !channelId) return;
    const text = fill(PROGRESS_TEXTS[key][this.locale], values);
    const content = this.mention ? `<@${this.mention}> ${text}` : text;
    if (final) {
      this.latest = null;
      this.stopTrailing();
      this.lastSentAt = this.now();
      await this.deliver(interaction, channelId, content);
      return;
    }
    this.latest = content;
    const waitMs = this.lastSentAt + (this.options.intervalMs ?? PROGRESS_INTERVAL_MS) - this.now();
    if (waitMs <= 0) {
      this.sendLatest();
      return;
    }
    this.trailing ??= setTimeout(() => {
      this.trailing = null;
      this.sendLatest();
    }, waitMs);
    this.trailing.unref?.();
  }

  private sendLatest(): void {
    const { interaction, channelId, latest } = this;
    this.stopTrailing();
    if (!interaction || !channelId || latest === null) return;
    this.latest = null;
    this.lastSentAt = this.now();
    void this.deliver(interaction, channelId, latest);
  }

  private stopTrailing(): void {
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
  }

  /** Queues one message after those before it; never throws (progress never fails the work). */
  private deliver(interaction: InteractionRef, channelId: string, content: string): Promise<void> {
    this.delivered = this.delivered.then(async () => {
      try {
        await this.send(interaction, channelId, content, this.now());
      } catch (error) {
        this.options.logger?.warn(
          { err: error instanceof Error ? { name: error.name, message: error.message } : error },
          'build progress message failed',
        );
      }
    });
    return this.delivered;
  }

  private async send(
    interaction: InteractionRef,
    channelId: string,
    content: string,
    now: number,
  ): Promise<void> {
    const body = {
      content,
      allowed_mentions: this.mention ? { parse: [], users: [this.mention] } : { parse: [] },
    };
    const tokenAlive = !this.tokenRefused && now - interaction.issuedAt < INTERACTION_TOKEN_TTL_MS;
    if (tokenAlive) {
      try {
        await this.discord.editOriginalResponse(interaction.token, body);
        return;
      } catch (error) {
        // An expired or unknown token will not come back; anything else may be passing.
        if (!(error instanceof DiscordApiError) || error.retryable) throw error;
        this.tokenRefused = true;
      }
    }
    if (this.channelMessageId) {
      await this.discord.editMessage(channelId, this.channelMessageId, body);
      return;
    }
    const message = await this.discord.createMessage(channelId, body);
    this.channelMessageId = message.id;
  }
}
