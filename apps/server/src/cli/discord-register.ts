import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { discordEndpoints } from '../lib/discord-urls.ts';
import { registerCommands } from '../modules/bot/commands/register-commands.ts';

const USAGE = 'Usage: npm run discord:register [-- --guild GUILD_ID]';

/**
 * Registers the bot's slash commands with Discord: globally (may take a while
 * to reach every server), or in one server with --guild (immediate, for
 * testing). In demo mode it talks to the running server's Discord emulator.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { guild: { type: 'string' } }, strict: true });
  if (values.guild !== undefined && !/^\d{15,21}$/.test(values.guild)) {
    console.error(`${USAGE}\n--guild must be a Discord server id (a snowflake).`);
    process.exit(2);
  }
  const config = loadConfig();
  const commands = await registerCommands({
    apiBaseUrl: discordEndpoints(config).apiBaseUrl,
    botToken: config.discordBotToken,
    applicationId: config.discordClientId,
    guildId: values.guild,
  });
  const scope = values.guild ? `in server ${values.guild}` : 'globally';
  console.info(
    `Registered ${commands.length} commands ${scope}: ${commands.map((c) => `/${c.name}`).join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `discord:register failed: ${String(error)}`,
  );
  process.exit(1);
});
