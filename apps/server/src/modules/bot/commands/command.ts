import {
  type APIApplicationCommandAutocompleteResponse,
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { discordLocalizations, type LocalizedText, say } from '../texts/locales.ts';
import type { Account, Actor, BotDeps } from '../transport/context.ts';
import type { Outcome } from '../transport/outcome.ts';
import type { CommandInteraction } from '../transport/payload.ts';
import { replyText } from '../transport/responses.ts';

export interface SlashCommand {
  definition: RESTPostAPIChatInputApplicationCommandsJSONBody;
  run(
    deps: BotDeps,
    actor: Actor,
    account: Account | null,
    interaction: CommandInteraction,
  ): Promise<Outcome>;
  autocomplete?(
    deps: BotDeps,
    actor: Actor,
    account: Account | null,
    interaction: CommandInteraction,
  ): Promise<APIApplicationCommandAutocompleteResponse>;
}

/**
 * What every command is registered with (ADR 0007): only members with
 * Administrator see it, only inside servers, for the server-installed app.
 * The handlers check the Administrator bit again, since server owners can
 * override who sees a command.
 */
export function adminCommand(
  definition: Pick<
    RESTPostAPIChatInputApplicationCommandsJSONBody,
    'name' | 'description' | 'description_localizations' | 'options'
  >,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    ...definition,
    default_member_permissions: PermissionFlagsBits.Administrator.toString(),
    contexts: [InteractionContextType.Guild],
    integration_types: [ApplicationIntegrationType.GuildInstall],
  };
}

/** A command's or option's description: English by default, the others where Discord shows them. */
export function described(text: LocalizedText) {
  return { description: text.en, description_localizations: discordLocalizations(text) };
}

export type GuardFailure = { code: string; message: string };

export type Guarded =
  | { ok: true; guildId: string; account: Account }
  | { ok: false; failure: GuardFailure };

/** Inside a server, as an Administrator, with an account: the refusal otherwise. */
export function guardAdmin(deps: BotDeps, actor: Actor, account: Account | null): Guarded {
  const fail = (code: string, message: string): Guarded => ({
    ok: false,
    failure: { code, message },
  });
  const { locale } = actor;
  if (!actor.guildId) return fail('guild_only', say(locale, COMMON_TEXTS.guildOnly));
  if (!actor.isAdministrator) {
    return fail('not_administrator', say(locale, COMMON_TEXTS.notAdministrator));
  }
  if (!account) {
    return fail(
      'no_account',
      say(locale, COMMON_TEXTS.noAccount, { url: `${deps.publicUrl}/login` }),
    );
  }
  return { ok: true, guildId: actor.guildId, account };
}

export const refusal = (command: string, failure: GuardFailure): Outcome => ({
  kind: 'respond',
  response: replyText(failure.message),
  usage: { command, success: false, error: failure.code },
});
