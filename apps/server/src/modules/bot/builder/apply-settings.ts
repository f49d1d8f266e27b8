/**
 * Settings operations change what the server already has, so each one first
 * journals the value it replaces (build_operations.previous) and /undo writes
 * that value back. Welcome screen and onboarding exist only in Community
 * servers: elsewhere they are skipped without a call (ADR 0015).
 */

import type { Db } from '@guildsmith/db';
import {
  type APIGuild,
  GuildFeature,
  GuildSystemChannelFlags,
  type RESTAPIGuildOnboardingPrompt,
  RESTJSONErrorCodes,
} from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { clip } from '../texts/locales.ts';
import { type JournalEntry, recordPrevious } from './journal.ts';
import type { ServerSetting, SettingsPayload } from './plan-types.ts';
import { idOf, type ResolveContext, resolveTokens } from './resolve.ts';

const WELCOME_DESCRIPTION = 140;

const systemChannelSchema = z.object({
  system_channel_id: z.string().nullable(),
  system_channel_flags: z.number().int().min(0),
});

const welcomeScreenSchema = z.object({
  enabled: z.boolean(),
  description: z.string().nullable(),
  welcome_channels: z.array(
    z.object({
      channel_id: z.string(),
      description: z.string(),
      emoji_id: z.string().nullable(),
      emoji_name: z.string().nullable(),
    }),
  ),
});

const onboardingSchema = z.object({
  enabled: z.boolean(),
  mode: z.number().int(),
  default_channel_ids: z.array(z.string()),
  prompts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      single_select: z.boolean().optional(),
      required: z.boolean().optional(),
      in_onboarding: z.boolean().optional(),
      type: z.number().int().optional(),
      options: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string().nullable().optional(),
          emoji: z
            .object({
              id: z.string().nullable().optional(),
              name: z.string().nullable().optional(),
              animated: z.boolean().optional(),
            })
            .nullable()
            .optional(),
          role_ids: z.array(z.string()).optional(),
          channel_ids: z.array(z.string()).optional(),
        }),
      ),
    }),
  ),
});

type Onboarding = z.infer<typeof onboardingSchema>;

const COMMUNITY_ONLY: ReadonlySet<ServerSetting> = new Set(['welcome-screen', 'onboarding']);

/** Why a setting is left alone in this server, or null when it applies. */
export function settingSkipReason(payload: SettingsPayload, guild: APIGuild): string | null {
  const community = guild.features.includes(GuildFeature.Community);
  return COMMUNITY_ONLY.has(payload.setting) && !community
    ? `${payload.setting} exists only in Community servers`
    : null;
}

/** What the server has now, in the form /undo writes back. */
async function readSetting(
  discord: DiscordBotApi,
  guild: APIGuild,
  setting: ServerSetting,
): Promise<Record<string, unknown>> {
  switch (setting) {
    case 'system-channel':
      return {
        system_channel_id: guild.system_channel_id,
        system_channel_flags: guild.system_channel_flags,
      };
    case 'welcome-screen': {
      const enabled = guild.features.includes(GuildFeature.WelcomeScreenEnabled);
      try {
        const screen = await discord.getWelcomeScreen(guild.id);
        return {
          enabled,
          description: screen.description,
          welcome_channels: screen.welcome_channels,
        };
      } catch (error) {
        // A Community server that never set one up has none to read.
        const none =
          error instanceof DiscordApiError &&
          error.code === RESTJSONErrorCodes.UnknownGuildWelcomeScreen;
        if (!none) throw error;
        return { enabled, description: null, welcome_channels: [] };
      }
    }
    case 'onboarding': {
      const { enabled, mode, default_channel_ids, prompts } = await discord.getOnboarding(guild.id);
      return { enabled, mode, default_channel_ids, prompts };
    }
  }
}

/** Discord reads prompts back with emoji objects but takes them with emoji fields. */
function promptsBody(prompts: Onboarding['prompts']): RESTAPIGuildOnboardingPrompt[] {
  return prompts.map(({ options, ...prompt }) => ({
    ...prompt,
    options: options.map(({ emoji, ...option }) => ({
      ...option,
      emoji_id: emoji?.id ?? null,
      emoji_name: emoji?.name ?? null,
      emoji_animated: emoji?.animated ?? false,
    })),
  }));
}

/**
 * Points the setting at the build's channels. The system channel keeps its
 * other flags and shows join messages; onboarding keeps the owner's prompts,
 * mode and on/off state and only adds default channels, so a server that
 * meets Discord's onboarding requirements still meets them.
 */
export async function applySetting(
  deps: { db: Db; discord: DiscordBotApi },
  entry: JournalEntry,
  guild: APIGuild,
  context: ResolveContext,
): Promise<void> {
  const { db, discord } = deps;
  const { operation } = entry;
  if (operation.kind !== 'settings') throw new Error(`${operation.key} is not a setting`);
  const payload = operation.payload;
  const previous =
    entry.previous ??
    (await recordPrevious(db, entry, await readSetting(discord, guild, payload.setting)));
  switch (payload.setting) {
    case 'system-channel': {
      const before = systemChannelSchema.parse(previous);
      await discord.modifyGuild(guild.id, {
        system_channel_id: idOf(context, payload.channel),
        system_channel_flags:
          before.system_channel_flags & ~GuildSystemChannelFlags.SuppressJoinNotifications,
      });
      return;
    }
    case 'welcome-screen':
      await discord.modifyWelcomeScreen(guild.id, {
        enabled: true,
        description: clip(String(resolveTokens(payload.description, context)), WELCOME_DESCRIPTION),
        welcome_channels: payload.channels.map((channel) => ({
          channel_id: idOf(context, channel.channel),
          description: channel.description,
          emoji_id: null,
          emoji_name: null,
        })),
      });
      return;
    case 'onboarding': {
      const before = onboardingSchema.parse(previous);
      const ours = payload.channels.map((channel) => idOf(context, channel));
      await discord.modifyOnboarding(guild.id, {
        prompts: promptsBody(before.prompts),
        default_channel_ids: [...new Set([...before.default_channel_ids, ...ours])],
        enabled: before.enabled,
        mode: before.mode,
      });
      return;
    }
  }
}

/** Writes back exactly what the setting held before the build. */
export async function restoreSetting(
  discord: DiscordBotApi,
  guildId: string,
  entry: JournalEntry,
): Promise<void> {
  const { operation, previous } = entry;
  if (operation.kind !== 'settings' || !previous) return;
  switch (operation.payload.setting) {
    case 'system-channel':
      await discord.modifyGuild(guildId, systemChannelSchema.parse(previous));
      return;
    case 'welcome-screen':
      await discord.modifyWelcomeScreen(guildId, welcomeScreenSchema.parse(previous));
      return;
    case 'onboarding': {
      const before = onboardingSchema.parse(previous);
      await discord.modifyOnboarding(guildId, {
        prompts: promptsBody(before.prompts),
        default_channel_ids: before.default_channel_ids,
        enabled: before.enabled,
        mode: before.mode,
      });
      return;
    }
  }
}
