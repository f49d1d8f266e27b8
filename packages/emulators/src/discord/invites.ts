import { randomInt } from 'node:crypto';
import {
  type APIExtendedInvite,
  GuildNSFWLevel,
  GuildVerificationLevel,
  InviteType,
} from 'discord-api-types/v10';
import { discordTimestamp } from './messages.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from './model.ts';
import type { DiscordState } from './state.ts';
import { toAPIUser } from './users.ts';

export interface InviteRecord {
  code: string;
  guildId: string;
  channelId: string;
  inviterId: string;
  /** Seconds; 0 never expires. */
  maxAge: number;
  /** 0 is unlimited. */
  maxUses: number;
  temporary: boolean;
  createdAt: number;
  uses: number;
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An invite code as Discord issues them (eight letters and digits), opened at `<basePath>/invite/<code>` (discord.gg/<code>). */
function inviteCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export class InviteStore {
  private readonly byCode = new Map<string, InviteRecord>();

  create(fields: Omit<InviteRecord, 'code' | 'uses'>): InviteRecord {
    let code = inviteCode();
    while (this.byCode.has(code)) code = inviteCode();
    const invite = { ...fields, code, uses: 0 };
    this.byCode.set(code, invite);
    return invite;
  }

  /**
   * A live invite with the same settings from the same inviter: Discord hands
   * that one back unless `unique` is asked for, so repeated calls stay cheap.
   */
  findReusable(
    fields: Omit<InviteRecord, 'code' | 'uses' | 'createdAt'>,
    now: number,
  ): InviteRecord | undefined {
    return [...this.byCode.values()].find(
      (invite) =>
        invite.channelId === fields.channelId &&
        invite.inviterId === fields.inviterId &&
        invite.maxAge === fields.maxAge &&
        invite.maxUses === fields.maxUses &&
        invite.temporary === fields.temporary &&
        (invite.maxAge === 0 || invite.createdAt + invite.maxAge * 1000 > now),
    );
  }

  /** The invite a code opens, while it has not expired. */
  live(code: string, now: number): InviteRecord | undefined {
    const invite = this.byCode.get(code);
    if (!invite || (invite.maxAge !== 0 && invite.createdAt + invite.maxAge * 1000 <= now)) {
      return undefined;
    }
    return invite;
  }

  inGuild(guildId: string): InviteRecord[] {
    return [...this.byCode.values()].filter((invite) => invite.guildId === guildId);
  }

  inChannel(channelId: string): InviteRecord[] {
    return [...this.byCode.values()].filter((invite) => invite.channelId === channelId);
  }

  removeChannel(channelId: string): void {
    for (const [code, invite] of this.byCode) {
      if (invite.channelId === channelId) this.byCode.delete(code);
    }
  }

  clear(): void {
    this.byCode.clear();
  }
}

/** A guild invite with its metadata, as creating or listing a channel's invites answers it. */
export type InviteResponse = APIExtendedInvite & {
  guild_id: string;
  guild: APIExtendedInvite['guild'] & { nsfw: boolean };
};

export function toAPIInvite(
  state: DiscordState,
  invite: InviteRecord,
  guild: EmulatedGuild,
  channel: EmulatedGuildChannel,
): InviteResponse {
  const inviter = state.users.get(invite.inviterId) ?? state.botUser;
  return {
    type: InviteType.Guild,
    code: invite.code,
    guild_id: guild.id,
    guild: {
      id: guild.id,
      name: guild.name,
      icon: guild.icon,
      splash: null,
      banner: null,
      description: null,
      features: guild.features,
      verification_level: GuildVerificationLevel.None,
      vanity_url_code: null,
      nsfw: false,
      nsfw_level: GuildNSFWLevel.Default,
      premium_subscription_count: 0,
    },
    channel: { id: channel.id, name: channel.name, type: channel.type },
    inviter: toAPIUser(inviter),
    uses: invite.uses,
    max_uses: invite.maxUses,
    max_age: invite.maxAge,
    temporary: invite.temporary,
    created_at: discordTimestamp(invite.createdAt),
    expires_at:
      invite.maxAge === 0 ? null : discordTimestamp(invite.createdAt + invite.maxAge * 1000),
  };
}
