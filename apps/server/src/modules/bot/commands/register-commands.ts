import { REST } from '@discordjs/rest';
import { type APIApplicationCommand, Routes } from 'discord-api-types/v10';
import { commandDefinitions } from './index.ts';

export interface RegisterCommandsOptions {
  /** Discord's API base without the version (https://discord.com/api, or the emulator's). */
  apiBaseUrl: string;
  botToken: string;
  applicationId: string;
  /** Register in one server only (they appear at once there); global otherwise. */
  guildId?: string | undefined;
}

/**
 * Replaces the application's commands with ours in one bulk overwrite, so a
 * command removed here disappears from Discord too.
 */
export async function registerCommands(
  options: RegisterCommandsOptions,
): Promise<APIApplicationCommand[]> {
  const rest = new REST({ api: options.apiBaseUrl }).setToken(options.botToken);
  const route = options.guildId
    ? Routes.applicationGuildCommands(options.applicationId, options.guildId)
    : Routes.applicationCommands(options.applicationId);
  return (await rest.put(route, { body: commandDefinitions() })) as APIApplicationCommand[];
}
