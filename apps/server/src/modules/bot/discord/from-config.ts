import type { Config } from '../../../config.ts';
import { DiscordBotClient } from './bot-client.ts';

/** The bot's client for this configuration: real Discord, or the emulator in demo mode. */
export function createDiscordBot(
  config: Pick<Config, 'discord' | 'discordBotToken' | 'discordClientId'>,
): DiscordBotClient {
  return new DiscordBotClient({
    apiBaseUrl: config.discord.apiBaseUrl,
    token: config.discordBotToken,
    applicationId: config.discordClientId,
  });
}
