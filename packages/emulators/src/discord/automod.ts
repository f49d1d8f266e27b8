import {
  type APIAutoModerationAction,
  type APIAutoModerationRule,
  type APIAutoModerationRuleTriggerMetadata,
  ChannelType,
  GuildFeature,
  PermissionFlagsBits,
} from 'discord-api-types/v10';
import type {
  AutoModActionInput,
  AutoModRuleEdit,
  AutoModRuleInput,
  TriggerMetadataInput,
} from './automod-schemas.ts';
import { DiscordApiError, formError, NOT_FOUND } from './errors.ts';
import { requireBotPermissions } from './guilds.ts';
import type { EmulatedGuild } from './model.ts';
import type { DiscordState } from './state.ts';

const MESSAGE_SEND = 1;
const MEMBER_UPDATE = 2;
const TIMEOUT = 3;
const SEND_ALERT = 2;

/**
 * Discord's rules per trigger type: how many a server may have, the event
 * they watch, and the actions they may take (timeouts only on keyword and
 * mention spam rules, blocking interactions only on member profiles).
 */
const TRIGGERS: Record<number, { max: number; event: number; actions: readonly number[] }> = {
  1: { max: 6, event: MESSAGE_SEND, actions: [1, 2, 3] },
  3: { max: 1, event: MESSAGE_SEND, actions: [1, 2] },
  4: { max: 1, event: MESSAGE_SEND, actions: [1, 2] },
  5: { max: 1, event: MESSAGE_SEND, actions: [1, 2, 3] },
  6: { max: 1, event: MEMBER_UPDATE, actions: [2, 4] },
};
const KEYWORD_ALLOW_LIST_MAX = 100;

function invalid(path: (string | number)[], message: string): never {
  throw new DiscordApiError(400, formError(path, 'BASE_TYPE_INVALID', message));
}

/** The metadata Discord answers for a trigger type: every field of that type, defaults filled in. */
function triggerMetadata(
  triggerType: number,
  input: TriggerMetadataInput | null | undefined,
): APIAutoModerationRuleTriggerMetadata {
  const given = input ?? {};
  switch (triggerType) {
    case 3:
      return {};
    case 4:
      return { presets: [...new Set(given.presets ?? [])], allow_list: given.allow_list ?? [] };
    case 5:
      return {
        mention_total_limit: given.mention_total_limit ?? 0,
        mention_raid_protection_enabled: given.mention_raid_protection_enabled ?? false,
      };
    default:
      if (triggerType === 1 && (given.allow_list?.length ?? 0) > KEYWORD_ALLOW_LIST_MAX) {
        throw new DiscordApiError(
          400,
          formError(
            ['trigger_metadata', 'allow_list'],
            'BASE_TYPE_MAX_LENGTH',
            `Must be ${KEYWORD_ALLOW_LIST_MAX} or fewer in length.`,
          ),
        );
      }
      return {
        keyword_filter: given.keyword_filter ?? [],
        regex_patterns: given.regex_patterns ?? [],
        allow_list: given.allow_list ?? [],
      };
  }
}

function checkedActions(
  state: DiscordState,
  guild: EmulatedGuild,
  triggerType: number,
  actions: AutoModActionInput[],
): APIAutoModerationAction[] {
  const allowed = TRIGGERS[triggerType]?.actions ?? [];
  return actions.map((action, index) => {
    if (!allowed.includes(action.type)) {
      invalid(['actions', index, 'type'], 'This action is not available for this trigger type');
    }
    const metadata = action.metadata ?? {};
    if (action.type === SEND_ALERT) {
      const channel = guild.channels.get(metadata.channel_id ?? '');
      if (channel?.type !== ChannelType.GuildText) {
        invalid(['actions', index, 'metadata', 'channel_id'], 'Invalid channel');
      }
      return { type: action.type, metadata: { channel_id: channel.id } };
    }
    if (action.type === TIMEOUT) {
      // Timing members out is Moderate Members' business.
      requireBotPermissions(state, guild, PermissionFlagsBits.ModerateMembers);
      if (metadata.duration_seconds === undefined) {
        throw new DiscordApiError(
          400,
          formError(
            ['actions', index, 'metadata', 'duration_seconds'],
            'BASE_TYPE_REQUIRED',
            'This field is required',
          ),
        );
      }
      return { type: action.type, metadata: { duration_seconds: metadata.duration_seconds } };
    }
    const custom = metadata.custom_message;
    return { type: action.type, metadata: custom ? { custom_message: custom } : {} };
  });
}

function checkedExemptions(guild: EmulatedGuild, input: AutoModRuleEdit) {
  const roles = input.exempt_roles ?? [];
  const channels = input.exempt_channels ?? [];
  roles.forEach((id, index) => {
    if (!guild.roles.has(id)) invalid(['exempt_roles', index], 'Invalid role');
  });
  channels.forEach((id, index) => {
    if (!guild.channels.has(id)) invalid(['exempt_channels', index], 'Invalid channel');
  });
  return { exempt_roles: [...new Set(roles)], exempt_channels: [...new Set(channels)] };
}

/** The server shows AUTO_MODERATION while it has rules, as on Discord. */
function syncFeature(guild: EmulatedGuild): void {
  guild.features = guild.features.filter((feature) => feature !== GuildFeature.AutoModeration);
  if (guild.autoModRules.size > 0) guild.features.push(GuildFeature.AutoModeration);
}

export function listAutoModRules(state: DiscordState, guild: EmulatedGuild) {
  requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  return [...guild.autoModRules.values()];
}

export function autoModRule(state: DiscordState, guild: EmulatedGuild, ruleId: string) {
  requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  const rule = guild.autoModRules.get(ruleId);
  // Discord's table of error codes names none for a rule that does not exist.
  if (!rule) throw new DiscordApiError(404, NOT_FOUND);
  return rule;
}

/**
 * POST /guilds/:id/auto-moderation/rules (Manage Server): the event must
 * suit the trigger, the actions the trigger type, and each trigger type has
 * its maximum per server, refused as Discord refuses it (a 50035 whose
 * error names AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED). Rules start disabled.
 */
export function createAutoModRule(
  state: DiscordState,
  guild: EmulatedGuild,
  input: AutoModRuleInput,
): APIAutoModerationRule {
  requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  const trigger = TRIGGERS[input.trigger_type];
  if (!trigger) invalid(['trigger_type'], 'Invalid trigger type');
  if (input.event_type !== trigger.event) invalid(['event_type'], 'Invalid event type');
  const sameType = [...guild.autoModRules.values()].filter(
    (rule) => rule.trigger_type === input.trigger_type,
  );
  if (sameType.length >= trigger.max) {
    throw new DiscordApiError(
      400,
      formError(
        [],
        'AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED',
        `Maximum number of rules with trigger type ${input.trigger_type} is ${trigger.max}`,
      ),
    );
  }
  const rule = {
    id: state.snowflakes.next(),
    guild_id: guild.id,
    name: input.name,
    creator_id: state.botUser.id,
    event_type: input.event_type,
    trigger_type: input.trigger_type,
    trigger_metadata: triggerMetadata(input.trigger_type, input.trigger_metadata),
    actions: checkedActions(state, guild, input.trigger_type, input.actions),
    enabled: input.enabled ?? false,
    ...checkedExemptions(guild, input),
  } as APIAutoModerationRule;
  guild.autoModRules.set(rule.id, rule);
  syncFeature(guild);
  return rule;
}

/** PATCH .../rules/:rule_id: given fields replace; the trigger type cannot change. */
export function modifyAutoModRule(
  state: DiscordState,
  guild: EmulatedGuild,
  ruleId: string,
  input: AutoModRuleEdit,
): APIAutoModerationRule {
  const rule = autoModRule(state, guild, ruleId);
  if (input.trigger_type !== undefined && input.trigger_type !== rule.trigger_type) {
    invalid(['trigger_type'], 'The trigger type of a rule cannot change');
  }
  const trigger = TRIGGERS[rule.trigger_type];
  if (input.event_type !== undefined && input.event_type !== trigger?.event) {
    invalid(['event_type'], 'Invalid event type');
  }
  const edited = { ...rule };
  if (input.name !== undefined) edited.name = input.name;
  if (input.trigger_metadata !== undefined) {
    edited.trigger_metadata = triggerMetadata(rule.trigger_type, input.trigger_metadata);
  }
  if (input.actions !== undefined) {
    edited.actions = checkedActions(state, guild, rule.trigger_type, input.actions);
  }
  if (input.enabled !== undefined) edited.enabled = input.enabled ?? false;
  const exemptions = checkedExemptions(guild, input);
  if (input.exempt_roles !== undefined) edited.exempt_roles = exemptions.exempt_roles;
  if (input.exempt_channels !== undefined) edited.exempt_channels = exemptions.exempt_channels;
  guild.autoModRules.set(rule.id, edited);
  return edited;
}

export function deleteAutoModRule(state: DiscordState, guild: EmulatedGuild, ruleId: string) {
  const rule = autoModRule(state, guild, ruleId);
  guild.autoModRules.delete(rule.id);
  syncFeature(guild);
}
