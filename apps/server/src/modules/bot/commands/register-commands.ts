import { REST } from '@discordjs/rest';
import {
  type APIApplicationCommand,
  type RESTGetAPIOAuth2CurrentApplicationResult,
  Routes,
} from 'discord-api-types/v10';
import { commandDefinitions } from './index.ts';

export interface RegisterCommandsOptions {
  /** Discord's API base without the version (https://discord.com/api, or the emulator's). */
  apiBaseUrl: string;
  botToken: string;
  applicationId: string;
  /** Register in one server only (they appear at once there); global otherwise. */
  guildId?: string | undefined;
}

/** The application the bot token belongs to, as Discord describes it. */
export interface RegisteredApplication {
  id: string;
  name: string;
  /** The Ed25519 key Discord signs this application's interactions with (64 hex). */
  verifyKey: string;
  /** Where Discord sends the interactions, as set in the developer portal. */
  interactionsUrl: string | null;
}

/** The bot token and the configured application id belong to different applications. */
export class ApplicationMismatchError extends Error {
  override name = 'ApplicationMismatchError';

  constructor(
    readonly configured: string,
    readonly actual: string,
  ) {
    super(`The bot token belongs to application ${actual}, not ${configured}`);
  }
}

/**
 * Replaces the application's commands with ours in one bulk overwrite, so a
 * command removed here disappears from Discord too. It first asks Discord
 * whose token this is: a token of another application would otherwise end in
 * a bare 403.
 */
export async function registerCommands(
  options: RegisterCommandsOptions,
): Promise<{ application: RegisteredApplication; commands: APIApplicationCommand[] }> {
  const rest = new REST({ api: options.apiBaseUrl }).setToken(options.botToken);
  const found = (await rest.get(
    Routes.oauth2CurrentApplication(),
  )) as RESTGetAPIOAuth2CurrentApplicationResult;
  if (found.id !== options.applicationId) {
    throw new ApplicationMismatchError(options.applicationId, found.id);
  }
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.applicationId, options.guildId)
    : Routes.applicationCommands(options.applicationId);
  const commands = (await rest.put(route, {
    body: commandDefinitions(),
  })) as APIApplicationCommand[];
  const application = {
    id: found.id,
    name: found.name,
    verifyKey: found.verify_key,
    interactionsUrl: found.interactions_endpoint_url ?? null,
  };
  return { application, commands };
}
