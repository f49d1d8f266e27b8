import { InteractionType, PermissionFlagsBits } from 'discord-api-types/v10';
import { z } from 'zod';
import type { BotLocale } from '../texts/locales.ts';
import { localeOf } from '../transport/context.ts';
import type { Interaction } from '../transport/payload.ts';

/** Who used a system's button, menu or modal, and where: what every system handler reads. */
export interface MemberClick {
  guildId: string;
  userId: string;
  username: string;
  /** The member's roles, from the interaction: no Discord call needed to know them. */
  roles: readonly string[];
  /** The member's permissions in the channel, as Discord computed them. */
  permissions: bigint;
  /** The bot's permissions in the channel, when Discord sent them. */
  appPermissions: bigint | null;
  /** The member's own language, for servers whose build names none. */
  memberLocale: BotLocale;
  channelId: string;
  /** The channel's name, from the partial channel Discord sends with the interaction. */
  channelName: string | null;
  /** The interaction's token, to edit its reply from deferred work. */
  token: string;
  /** The message whose component was used (the ticket's first message for Claim). */
  messageId: string | null;
  /** The values picked in a menu (none for buttons and modals). */
  values: readonly string[];
}

const DECIMAL = /^\d{1,20}$/;
const partialChannel = z.object({ name: z.string().min(1).max(100) });

/** Null outside a server: the systems only live in servers the bot built. */
export function memberClickOf(interaction: Interaction): MemberClick | null {
  const { member, guild_id: guildId } = interaction;
  if (!member || !guildId) return null;
  const isComponent = interaction.type === InteractionType.MessageComponent;
  return {
    guildId,
    userId: member.user.id,
    username: member.user.username,
    roles: member.roles,
    permissions: BigInt(member.permissions),
    appPermissions:
      interaction.app_permissions && DECIMAL.test(interaction.app_permissions)
        ? BigInt(interaction.app_permissions)
        : null,
    memberLocale: localeOf(interaction),
    channelId: interaction.channel_id ?? '',
    channelName: partialChannel.safeParse(interaction.channel).data?.name ?? null,
    token: interaction.token,
    messageId: isComponent ? interaction.message.id : null,
    values: isComponent ? interaction.data.values : [],
  };
}

export const holds = (permissions: bigint, bit: bigint) => (permissions & bit) === bit;

/** False only when Discord told us the bot lacks the permission; unknown counts as held. */
export const botMayHold = (click: MemberClick, bit: bigint) =>
  click.appPermissions === null || holds(click.appPermissions, bit);

export const MANAGE_ROLES = PermissionFlagsBits.ManageRoles;
export const MANAGE_CHANNELS = PermissionFlagsBits.ManageChannels;
