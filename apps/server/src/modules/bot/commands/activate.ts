import { canUse, getPlan, parseLicenseKey, styleCategoryLabel } from '@guildsmith/core';
import {
  type APIApplicationCommandAutocompleteResponse,
  ApplicationCommandOptionType,
  InteractionResponseType,
} from 'discord-api-types/v10';
import {
  activationCooldown,
  COOLDOWN_ERROR,
  INVALID_KEY_ERRORS,
  reviewActivationAbuse,
} from '../abuse/abuse-guard.ts';
import { type ActivationRefusal, activateLicense } from '../activation/activation.service.ts';
import { findLicenseKey } from '../activation/consume-key.ts';
import { ACTIVATE_TEXTS } from '../texts/activate-texts.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { COMMAND_TEXTS } from '../texts/help-texts.ts';
import { type BotLocale, say } from '../texts/locales.ts';
import { unitText } from '../texts/option-texts.ts';
import type { Actor, BotDeps } from '../transport/context.ts';
import type { DeferredResult, Outcome } from '../transport/outcome.ts';
import { focusedOption, optionValue } from '../transport/payload.ts';
import { deferredReply, replyText } from '../transport/responses.ts';
import { recordUsage } from '../transport/usage-log.ts';
import { pageFor } from '../wizard/setup-pages-review.ts';
import { viewOf } from '../wizard/setup-state.ts';
import { adminCommand, described, guardAdmin, refusal, type SlashCommand } from './command.ts';

const A = ACTIVATE_TEXTS;
const COMMAND = 'activate';
const MAX_CHOICES = 25;

function refusalMessage(
  locale: BotLocale,
  reason: ActivationRefusal | 'invalid_format' | 'invalid_check',
  plan = '',
  style = '',
) {
  switch (reason) {
    case 'invalid_format':
      return say(locale, A.badFormat);
    case 'invalid_check':
      return say(locale, A.badCheck);
    case 'unknown_key':
      return say(locale, A.unknownKey);
    case 'not_key_owner':
      return say(locale, A.notOwner);
    case 'revoked_key':
      return say(locale, A.revoked);
    case 'refunded_key':
      return say(locale, A.refunded);
    case 'disputed_key':
      return say(locale, A.disputed);
    case 'key_used_here':
      return say(locale, A.usedHere);
    case 'key_used_elsewhere':
      return say(locale, A.usedElsewhere);
    case 'plan_not_higher':
      return say(locale, A.planNotHigher, { plan });
    case 'build_running':
      return say(locale, A.buildRunning);
    case 'unknown_style':
      return say(locale, A.unknownStyle);
    case 'style_not_allowed':
      return say(locale, A.styleNotAllowed, { style, plan });
  }
}

/** A wait in whole minutes, at least one, in the reader's words. */
const minutes = (locale: BotLocale, seconds: number) =>
  unitText(locale, Math.max(1, Math.ceil(seconds / 60)), 'minute');

/**
 * Logs a failed attempt, lets the abuse guard look at the series, and says
 * so when this attempt was the one that started a cool-down.
 */
async function refuseAttempt(deps: BotDeps, actor: Actor, code: string, message: string) {
  await recordUsage(deps.db, actor, { command: COMMAND, success: false, error: code });
  const counted =
    code === COOLDOWN_ERROR || (INVALID_KEY_ERRORS as readonly string[]).includes(code);
  if (!counted || !actor.guildId) return message;
  const subject = {
    discordUserId: actor.discordUserId,
    guildId: actor.guildId,
    accountId: actor.accountId,
  };
  await reviewActivationAbuse(deps.db, subject);
  if (code === COOLDOWN_ERROR) return message;
  const wait = await activationCooldown(deps.db, subject);
  if (wait === null) return message;
  return `${message}\n\n${say(actor.locale, A.coolingDown, { wait: minutes(actor.locale, wait) })}`;
}

export const activateCommand: SlashCommand = {
  definition: adminCommand({
    name: COMMAND,
    ...described(COMMAND_TEXTS.activate),
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'key',
        ...described(COMMAND_TEXTS.activateKey),
        required: true,
        max_length: 64,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'style',
        ...described(COMMAND_TEXTS.activateStyle),
        required: false,
        autocomplete: true,
        max_length: 64,
      },
    ],
  }),

  async run(deps, actor, account, interaction) {
    const { locale } = actor;
    const guard = guardAdmin(deps, actor, account);
    // Someone without an account can still be trying keys: the abuse checks and the
    // format check run before the sign-in reply.
    if (!guard.ok && guard.failure.code !== 'no_account') return refusal(COMMAND, guard.failure);
    const guildId = actor.guildId ?? '';
    const subject = { discordUserId: actor.discordUserId, guildId, accountId: actor.accountId };
    const respond = async (code: string, message: string): Promise<Outcome> => ({
      kind: 'respond',
      response: replyText(await refuseAttempt(deps, actor, code, message)),
    });

    const limited = await deps.limitActivation(actor.discordUserId);
    if (limited !== null) {
      return respond(
        'rate_limited',
        say(locale, A.rateLimited, { wait: minutes(locale, limited) }),
      );
    }
    const cooldown = await activationCooldown(deps.db, subject);
    if (cooldown !== null) {
      return respond(
        COOLDOWN_ERROR,
        say(locale, A.coolingDown, { wait: minutes(locale, cooldown) }),
      );
    }

    const parsed = parseLicenseKey(optionValue(interaction, 'key') ?? '');
    if (!parsed.ok) {
      const code = parsed.reason === 'format' ? 'invalid_format' : 'invalid_check';
      return respond(code, refusalMessage(locale, code));
    }
    if (!guard.ok) return refusal(COMMAND, guard.failure);
    const accountId = guard.account.id;

    const styleId = optionValue(interaction, 'style');
    const work = async (): Promise<DeferredResult> => {
      let guildName: string;
      try {
        guildName = (await deps.discord.getGuild(guildId)).name;
      } catch (error) {
        deps.log.warn({ err: error, guildId }, 'could not read the guild for an activation');
        return {
          edit: { content: say(locale, COMMON_TEXTS.discordUnavailable), components: [] },
          usage: { command: COMMAND, success: false, error: 'discord_unavailable' },
        };
      }
      const outcome = await activateLicense(deps.db, deps.styles, {
        key: parsed.key,
        accountId,
        discordUserId: actor.discordUserId,
        guildId,
        guildName,
        styleId,
      });
      if (!outcome.ok) {
        const plan = outcome.plan ? getPlan(outcome.plan).name : undefined;
        const message = refusalMessage(locale, outcome.reason, plan, outcome.style?.name);
        return {
          edit: {
            content: await refuseAttempt(deps, actor, outcome.reason, message),
            components: [],
          },
        };
      }
      const planName = getPlan(outcome.plan).name;
      const headline = outcome.upgraded
        ? say(locale, A.upgraded, { server: guildName, plan: planName })
        : say(locale, A.activated, { server: guildName, plan: planName });
      const page = pageFor(
        viewOf(outcome.session, outcome.registration, deps.styles, actor.locale),
        deps.styles,
      );
      return {
        edit: {
          content: `${headline}\n\n${page.content ?? ''}`,
          components: page.components ?? [],
        },
        usage: { command: COMMAND, success: true },
      };
    };
    return { kind: 'defer', response: deferredReply, work };
  },

  async autocomplete(deps, _actor, account, interaction) {
    const typed = focusedOption(interaction)?.value.trim().toLowerCase() ?? '';
    const parsed = parseLicenseKey(optionValue(interaction, 'key') ?? '');
    const key = parsed.ok && account ? await findLicenseKey(deps.db, parsed.key) : null;
    // Only the caller's own live key reveals its plan; anything else offers what every plan has.
    const plan = key && key.userId === account?.id && key.status !== 'revoked' ? key.plan : 'free';
    const choices = deps.styles
      .all()
      .filter((style) => canUse(plan, style.requiredPlan))
      .filter(
        (style) =>
          typed === '' ||
          style.id.includes(typed) ||
          style.name.toLowerCase().includes(typed) ||
          style.category.includes(typed),
      )
      .slice(0, MAX_CHOICES)
      .map((style) => ({
        name: `${style.name} · ${styleCategoryLabel(style.category)}`.slice(0, 100),
        value: style.id,
      }));
    const response: APIApplicationCommandAutocompleteResponse = {
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices },
    };
    return response;
  },
};
