import type { Redis } from 'ioredis';
import type { Config } from '../../../config.ts';
import { DiscordBotClient } from './bot-client.ts';

/**
 * The bot's client for this configuration: real Discord, or the emulator in
 * demo mode. Given the process's Redis (REDIS_URL), its rate limits are
 * shared with every other process of the bot.
 */
export function createDiscordBot(
  config: Pick<Config, 'discord' | 'discordBotToken' | 'discordClientId'>,
  redis?: Redis,
): DiscordBotClient {
  return new DiscordBotClient({
    apiBaseUrl: config.discord.apiBaseUrl,
    token: config.discordBotToken,
    applicationId: config.discordClientId,
    redis,
  });
}
