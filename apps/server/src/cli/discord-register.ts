import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
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
  const { application, commands } = await registerCommands({
    apiBaseUrl: config.discord.apiBaseUrl,
    botToken: config.discordBotToken,
    applicationId: config.discordClientId,
    guildId: values.guild,
  });
  const scope = values.guild ? `in server ${values.guild}` : 'globally';
  console.info(
    `Registered ${commands.length} commands of ${application.name} ${scope}: ${commands.map((c) => `/${c.name}`).join(' ')}`,
  );
  // Both are set in the developer portal; a mismatch means every interaction is refused or lost.
  if (!config.demoMode && config.discordPublicKey !== application.verifyKey) {
    console.warn(`DISCORD_PUBLIC_KEY differs from the application's key ${application.verifyKey}`);
  }
  const endpoint = `${config.publicUrl}/api/interactions`;
  if (!config.demoMode && application.interactionsUrl !== endpoint) {
    console.warn(
      `The application's Interactions Endpoint URL is ${application.interactionsUrl ?? 'not set'}; set it to ${endpoint}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `discord:register failed: ${String(error)}`,
  );
  process.exit(1);
});
