import {
  type APIApplicationCommandAutocompleteResponse,
  ApplicationIntegrationType,
  InteractionContextType,
  PermissionFlagsBits,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import { botStrings } from '../texts/strings.ts';
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
 * What every command is registered with (DESIGN section 7): only members with
 * Administrator see it, only inside servers, for the server-installed app.
 * The handlers check the Administrator bit again, since server owners can
 * override who sees a command.
 */
export function adminCommand(
  definition: Pick<
    RESTPostAPIChatInputApplicationCommandsJSONBody,
    'name' | 'description' | 'options'
  >,
): RESTPostAPIChatInputApplicationCommandsJSONBody {
  return {
    ...definition,
    default_member_permissions: PermissionFlagsBits.Administrator.toString(),
    contexts: [InteractionContextType.Guild],
    integration_types: [ApplicationIntegrationType.GuildInstall],
  };
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
  if (!actor.guildId) return fail('guild_only', botStrings.generic.guildOnly);
  if (!actor.isAdministrator) return fail('not_administrator', botStrings.generic.notAdministrator);
  if (!account) return fail('no_account', botStrings.generic.noAccount(`${deps.publicUrl}/login`));
  return { ok: true, guildId: actor.guildId, account };
}

export const refusal = (command: string, failure: GuardFailure): Outcome => ({
  kind: 'respond',
  response: replyText(failure.message),
  usage: { command, success: false, error: failure.code },
});
