import type { Config } from '../../../config.ts';
import { discordEndpoints } from '../../../lib/discord-urls.ts';
import { DiscordBotClient } from './bot-client.ts';

/** The bot's client for this configuration: real Discord, or the emulator in demo mode. */
export function createDiscordBot(
  config: Pick<Config, 'demoMode' | 'publicUrl' | 'discordBotToken' | 'discordClientId'>,
): DiscordBotClient {
  return new DiscordBotClient({
    apiBaseUrl: discordEndpoints(config).apiBaseUrl,
    token: config.discordBotToken,
    applicationId: config.discordClientId,
  });
}
