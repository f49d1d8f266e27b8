import type { Style } from '@guildsmith/core';
import { type Db, eq, schema } from '@guildsmith/db';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../../jobs/index.ts';
import type { DiscordBotApi } from '../discord/index.ts';
import { type BotLocale, localeFromDiscord } from '../texts/locales.ts';
import type { Interaction } from './payload.ts';
import type { UsageActor } from './usage-log.ts';

/** What the handlers need from the rest of the server. */
export interface BotDeps {
  db: Db;
  queue: JobQueue;
  /** The bot's Discord calls (guild reads, interaction edits). */
  discord: DiscordBotApi;
  /** Where people sign in, for the "no account yet" reply. */
  publicUrl: string;
  styles: StyleCatalogue;
  log: FastifyBaseLogger;
  /**
   * The HTTP-level limit on activation attempts per Discord user (shared via
   * Redis when configured): seconds to wait, or null when allowed.
   */
  limitActivation(discordUserId: string): Promise<number | null>;
}

export interface StyleCatalogue {
  get(id: string): Style | undefined;
  all(): readonly Style[];
}

/** Who is acting, and from where, resolved once per interaction. */
export interface Actor extends UsageActor {
  /** The Administrator bit of the member's permissions in this channel. */
  isAdministrator: boolean;
  /** The language the bot answers this person in. */
  locale: BotLocale;
}

/** The interaction a step arrived with: a build or an undo reports its progress through it. */
export interface InteractionRef {
  applicationId: string;
  token: string;
  channelId: string;
  appPermissions: string | undefined;
}

export interface Account {
  id: string;
  username: string;
}

/**
 * The person's client language when the bot speaks it, else the server's
 * preferred one, else English; the replies and the questions share it.
 */
export function localeOf(interaction: Interaction): BotLocale {
  return localeFromDiscord(interaction.locale, interaction.guild_locale);
}

export function actorOf(interaction: Interaction, account: Account | null): Actor {
  const user = interaction.member?.user ?? interaction.user;
  const permissions = interaction.member ? BigInt(interaction.member.permissions) : 0n;
  const admin = PermissionFlagsBits.Administrator;
  return {
    discordUserId: user?.id ?? '',
    guildId: interaction.guild_id ?? null,
    accountId: account?.id ?? null,
    isAdministrator: (permissions & admin) === admin,
    locale: localeOf(interaction),
  };
}

/** The Guildsmith account linked to a Discord user (signed in with Discord at least once). */
export async function accountOf(db: Db, discordUserId: string): Promise<Account | null> {
  if (!discordUserId) return null;
  const [row] = await db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.users)
    .where(eq(schema.users.discordId, discordUserId))
    .limit(1);
  return row ?? null;
}

export function interactionRefOf(interaction: Interaction): InteractionRef {
  return {
    applicationId: interaction.application_id,
    token: interaction.token,
    channelId: interaction.channel_id ?? '',
    appPermissions: interaction.app_permissions,
  };
}
