import { ChannelType, GuildFeature, PermissionFlagsBits } from 'discord-api-types/v10';
import { z } from 'zod';
import {
  DiscordApiError,
  formError,
  ONBOARDING_BELOW_REQUIREMENTS,
  ONBOARDING_REQUIREMENTS_NOT_MET,
} from './errors.ts';
import { requireBotPermissions } from './guilds.ts';
import { snowflake, text } from './message-schemas.ts';
import type { EmulatedGuild, Onboarding, OnboardingPrompt } from './model.ts';
import { hasPermission } from './permissions.ts';
import type { DiscordState } from './state.ts';

const ids = (max: number) => z.array(snowflake).max(max).nullable().optional();
const mode = z.union([z.literal(0), z.literal(1)]);

const optionSchema = z.looseObject({
  id: snowflake.nullable().optional(),
  title: text(1, 50),
  description: text(0, 100).nullable().optional(),
  emoji_id: snowflake.nullable().optional(),
  emoji_name: z.string().max(100).nullable().optional(),
  emoji_animated: z.boolean().nullable().optional(),
  role_ids: ids(50),
  channel_ids: ids(50),
});

const promptSchema = z.looseObject({
  id: snowflake,
  title: text(1, 100),
  options: z.array(optionSchema).min(1).max(50),
  single_select: z.boolean().nullable().optional(),
  required: z.boolean().nullable().optional(),
  in_onboarding: z.boolean().nullable().optional(),
  type: mode.nullable().optional(),
});

export const onboardingSchema = z.looseObject({
  prompts: z.array(promptSchema).max(15).nullable().optional(),
  default_channel_ids: ids(500),
  enabled: z.boolean().nullable().optional(),
  mode: mode.nullable().optional(),
});

type OnboardingInput = z.infer<typeof onboardingSchema>;
type PromptInput = z.infer<typeof promptSchema>;

// Discord's constraints on an enabled onboarding: this many default channels, this many of them open to everyone.
const MIN_DEFAULT_CHANNELS = 7;
const MIN_OPEN_CHANNELS = 5;

export function toAPIOnboarding(guild: EmulatedGuild) {
  return { guild_id: guild.id, ...structuredClone(guild.onboarding) };
}

function invalid(path: (string | number)[], message: string): never {
  throw new DiscordApiError(400, formError(path, 'BASE_TYPE_INVALID', message));
}

function checkedChannelIds(guild: EmulatedGuild, channelIds: string[], path: (string | number)[]) {
  channelIds.forEach((id, index) => {
    const channel = guild.channels.get(id);
    if (!channel || channel.type === ChannelType.GuildCategory) {
      invalid([...path, index], 'Invalid channel');
    }
  });
  return [...new Set(channelIds)];
}

function checkedPrompts(state: DiscordState, guild: EmulatedGuild, prompts: PromptInput[]) {
  return prompts.map(
    (prompt, promptIndex): OnboardingPrompt => ({
      id: prompt.id,
      title: prompt.title,
      options: prompt.options.map((option, index) => {
        const path = ['prompts', promptIndex, 'options', index];
        const roleIds = option.role_ids ?? [];
        roleIds.forEach((id, roleIndex) => {
          if (!guild.roles.has(id) || id === guild.id)
            invalid([...path, 'role_ids', roleIndex], 'Invalid role');
        });
        if (option.emoji_id) invalid([...path, 'emoji_id'], 'Unknown emoji');
        return {
          // New options have no id yet; Discord gives them one.
          id: option.id ?? state.snowflakes.next(),
          title: option.title,
          description: option.description ?? '',
          emoji: {
            id: null,
            name: option.emoji_name ?? null,
            animated: option.emoji_animated ?? false,
          },
          role_ids: [...new Set(roleIds)],
          channel_ids: checkedChannelIds(guild, option.channel_ids ?? [], [...path, 'channel_ids']),
        };
      }),
      single_select: prompt.single_select ?? false,
      required: prompt.required ?? false,
      in_onboarding: prompt.in_onboarding ?? true,
      type: prompt.type ?? 0,
    }),
  );
}

/** What @everyone alone may do in a channel: its permissions and the channel's @everyone overwrite. */
function everyonePermissions(guild: EmulatedGuild, channelId: string): bigint {
  const base = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
  const overwrite = guild.channels
    .get(channelId)
    ?.permission_overwrites?.find((candidate) => candidate.id === guild.id);
  if (!overwrite) return base;
  return (base & ~BigInt(overwrite.deny)) | BigInt(overwrite.allow);
}

/**
 * Whether an onboarding meets Discord's constraints: 7 default channels, 5
 * of them where @everyone may read and write. In advanced mode the channels
 * the onboarding prompts lead to count too.
 */
function meetsRequirements(guild: EmulatedGuild, onboarding: Onboarding): boolean {
  const counted = new Set(onboarding.default_channel_ids);
  if (onboarding.mode === 1) {
    for (const prompt of onboarding.prompts.filter((candidate) => candidate.in_onboarding)) {
      for (const option of prompt.options) for (const id of option.channel_ids) counted.add(id);
    }
  }
  const open = [...counted].filter((id) =>
    hasPermission(
      everyonePermissions(guild, id),
      PermissionFlagsBits.ViewChannel | PermissionFlagsBits.SendMessages,
    ),
  );
  return counted.size >= MIN_DEFAULT_CHANNELS && open.length >= MIN_OPEN_CHANNELS;
}

/**
 * PUT /guilds/:id/onboarding (Manage Server and Manage Roles): given fields
 * replace. Onboarding belongs to Community servers; the emulator refuses it
 * elsewhere as Discord refuses an onboarding below its requirements (350000).
 * An enabled onboarding must meet them: 350000 when enabling, 350001 when
 * editing one that is already on.
 */
export function modifyOnboarding(
  state: DiscordState,
  guild: EmulatedGuild,
  input: OnboardingInput,
) {
  requireBotPermissions(
    state,
    guild,
    PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ManageRoles,
  );
  if (!guild.features.includes(GuildFeature.Community)) {
    throw new DiscordApiError(400, ONBOARDING_REQUIREMENTS_NOT_MET);
  }
  const current = guild.onboarding;
  const next: Onboarding = {
    prompts:
      input.prompts === undefined
        ? current.prompts
        : checkedPrompts(state, guild, input.prompts ?? []),
    default_channel_ids:
      input.default_channel_ids === undefined
        ? current.default_channel_ids
        : checkedChannelIds(guild, input.default_channel_ids ?? [], ['default_channel_ids']),
    enabled: input.enabled === undefined ? current.enabled : (input.enabled ?? false),
    mode: input.mode === undefined || input.mode === null ? current.mode : input.mode,
  };
  if (next.enabled && !meetsRequirements(guild, next)) {
    throw new DiscordApiError(
      400,
      current.enabled ? ONBOARDING_BELOW_REQUIREMENTS : ONBOARDING_REQUIREMENTS_NOT_MET,
    );
  }
  guild.onboarding = next;
  return toAPIOnboarding(guild);
}
