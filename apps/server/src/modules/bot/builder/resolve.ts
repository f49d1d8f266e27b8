/**
 * Payload templates to Discord request bodies: references to objects of the
 * same build become the ids the journal recorded for them.
 */
import type { GuildSnapshot } from '@guildsmith/db/schema';
import {
  AutoModerationActionType,
  AutoModerationRuleEventType,
  AutoModerationRuleTriggerType,
  ChannelType,
  OverwriteType,
  type RESTPostAPIAutoModerationRuleJSONBody,
  type RESTPostAPIChannelInviteJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  type RESTPostAPIGuildChannelJSONBody,
  type RESTPostAPIGuildRoleJSONBody,
} from 'discord-api-types/v10';
import {
  type AutomodPayload,
  type BuildChannelType,
  type ChannelPayload,
  EVERYONE_TARGET,
  type InvitePayload,
  type MessagePayload,
  type RolePayload,
  TOKEN,
} from './plan-types.ts';

export const DISCORD_CHANNEL_TYPES: Readonly<Record<BuildChannelType, ChannelType>> = {
  category: ChannelType.GuildCategory,
  text: ChannelType.GuildText,
  voice: ChannelType.GuildVoice,
  announcement: ChannelType.GuildAnnouncement,
  forum: ChannelType.GuildForum,
  stage: ChannelType.GuildStageVoice,
};

export interface ResolveContext {
  guildId: string;
  guildName: string;
  /** Operation key -> Discord id, from the journal's done rows. */
  ids: ReadonlyMap<string, string>;
  snapshot: GuildSnapshot;
}

export class UnresolvedReferenceError extends Error {
  override name = 'UnresolvedReferenceError';
}

export function idOf(context: ResolveContext, key: string): string {
  if (key === EVERYONE_TARGET) return context.guildId;
  const id = context.ids.get(key);
  if (!id) throw new UnresolvedReferenceError(`${key} has not been created yet`);
  return id;
}

export function roleBody(payload: RolePayload): RESTPostAPIGuildRoleJSONBody {
  return { ...payload };
}

function positionOf(payload: ChannelPayload, snapshot: GuildSnapshot): number {
  const base =
    payload.positionBase === 'categories'
      ? snapshot.categoryPositionBase
      : payload.positionBase === 'top-level'
        ? snapshot.topLevelPositionBase
        : 0;
  return base + payload.position;
}

export function channelBody(
  payload: ChannelPayload,
  context: ResolveContext,
): RESTPostAPIGuildChannelJSONBody {
  // Discord's body type is a union per channel type; the payload already fits its type.
  const body: Record<string, unknown> = {
    name: payload.name,
    type: DISCORD_CHANNEL_TYPES[payload.type],
    position: positionOf(payload, context.snapshot),
    permission_overwrites: payload.overwrites.map((overwrite) => ({
      id: idOf(context, overwrite.target),
      type: OverwriteType.Role,
      allow: overwrite.allow,
      deny: overwrite.deny,
    })),
  };
  if (payload.parent) body.parent_id = idOf(context, payload.parent);
  if (payload.topic !== undefined) body.topic = payload.topic;
  if (payload.rateLimitPerUser !== undefined) body.rate_limit_per_user = payload.rateLimitPerUser;
  if (payload.userLimit !== undefined) body.user_limit = payload.userLimit;
  return body as RESTPostAPIGuildChannelJSONBody;
}

/** Replaces the placeholders in every string of a message body. */
export function resolveTokens(value: unknown, context: ResolveContext): unknown {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (_match, token: string) =>
      token === 'server' ? context.guildName : idOf(context, token),
    );
  }
  if (Array.isArray(value)) return value.map((item) => resolveTokens(item, context));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveTokens(item, context)]),
    );
  }
  return value;
}

export function messageBody(
  payload: MessagePayload,
  context: ResolveContext,
  nonce: string,
): RESTPostAPIChannelMessageJSONBody {
  return {
    ...(resolveTokens(payload.body, context) as RESTPostAPIChannelMessageJSONBody),
    // Discord returns the earlier message instead of posting a second one with this nonce.
    nonce,
    enforce_nonce: true,
  };
}

export function inviteBody(payload: InvitePayload): RESTPostAPIChannelInviteJSONBody {
  // Not unique: Discord may hand back an invite it already made with these settings.
  return {
    max_age: payload.maxAge,
    max_uses: payload.maxUses,
    temporary: payload.temporary,
    unique: false,
  };
}

export function automodBody(
  payload: AutomodPayload,
  context: ResolveContext,
): RESTPostAPIAutoModerationRuleJSONBody {
  const body: RESTPostAPIAutoModerationRuleJSONBody = {
    name: payload.name,
    event_type: AutoModerationRuleEventType.MessageSend,
    trigger_type: payload.triggerType,
    actions: [{ type: AutoModerationActionType.BlockMessage }],
    enabled: true,
    exempt_roles: payload.exemptRoles.map((key) => idOf(context, key)),
  };
  if (payload.triggerType === AutoModerationRuleTriggerType.KeywordPreset) {
    body.trigger_metadata = { presets: payload.presets ?? [] };
  } else if (payload.triggerType === AutoModerationRuleTriggerType.MentionSpam) {
    body.trigger_metadata = {
      mention_total_limit: payload.mentionLimit,
      mention_raid_protection_enabled: true,
    };
  }
  return body;
}
