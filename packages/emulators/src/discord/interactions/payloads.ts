import {
  type APIInteractionGuildMember,
  type APIMessageInteractionMetadata,
  ApplicationIntegrationType,
  type GuildMemberFlags,
  InteractionContextType,
  type InteractionType,
  Locale,
} from 'discord-api-types/v10';
import { channelPermissions } from '../channel-permissions.ts';
import type { EmulatedGuild, EmulatedGuildChannel, EmulatedUser } from '../model.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import type { InteractionRecord } from './store.ts';

/** Discord's current upload limit for a server without boosts, sent on every interaction. */
const ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

export interface InteractionScene {
  guild: EmulatedGuild;
  channel: EmulatedGuildChannel;
  user: EmulatedUser;
  /** The person's client language (Discord's `locale`), e.g. 'en-US' or 'de'. */
  locale: Locale;
}

/** The member object an interaction carries: Discord's guild member, with user and channel permissions. */
function interactionMember(scene: InteractionScene): APIInteractionGuildMember {
  const member = scene.guild.members.get(scene.user.id);
  return {
    user: toAPIUser(scene.user),
    roles: member?.roleIds ?? [],
    nick: member?.nick ?? null,
    avatar: null,
    banner: null,
    joined_at: member?.joinedAt ?? new Date(0).toISOString(),
    premium_since: null,
    pending: false,
    deaf: false,
    mute: false,
    // Discord sends an empty bitfield as 0, a value the enum does not name.
    flags: 0 as GuildMemberFlags,
    communication_disabled_until: null,
    // Owners hold every permission; everyone else their roles' permissions with the channel's overwrites.
    permissions: channelPermissions(scene.guild, scene.user.id, scene.channel).toString(),
  };
}

/**
 * The fields every guild interaction shares, as Discord sends them to an
 * app installed in the guild; each kind adds its `type`, `data` and `message`.
 */
export function basePayload(
  state: DiscordState,
  record: InteractionRecord,
  scene: InteractionScene,
): Record<string, unknown> {
  const { guild, channel } = scene;
  const member = interactionMember(scene);
  return {
    app_permissions: channelPermissions(guild, state.botUser.id, channel).toString(),
    application_id: record.applicationId,
    attachment_size_limit: ATTACHMENT_SIZE_LIMIT,
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guild.id },
    channel: { ...channel, permissions: member.permissions },
    channel_id: channel.id,
    context: InteractionContextType.Guild,
    entitlements: [],
    guild: { id: guild.id, locale: Locale.EnglishUS, features: guild.features },
    guild_id: guild.id,
    guild_locale: Locale.EnglishUS,
    id: record.id,
    locale: scene.locale,
    member,
    token: record.token,
    type: record.type,
    version: 1,
  };
}

/** What a message produced by an interaction says about it (`interaction_metadata`). */
export function interactionMetadata(
  record: InteractionRecord,
  user: EmulatedUser,
  guildId: string,
): APIMessageInteractionMetadata {
  const metadata = {
    id: record.id,
    type: record.type as InteractionType,
    user: toAPIUser(user),
    authorizing_integration_owners: { [ApplicationIntegrationType.GuildInstall]: guildId },
  };
  return (
    record.sourceMessageId
      ? { ...metadata, interacted_message_id: record.sourceMessageId }
      : metadata
  ) as APIMessageInteractionMetadata;
}
