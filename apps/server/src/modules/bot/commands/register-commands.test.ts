import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  startDiscordHarness,
} from '../builder/test-support.ts';
import { commandDefinitions } from './index.ts';
import { ApplicationMismatchError, registerCommands } from './register-commands.ts';

let discord: DiscordHarness;

beforeAll(async () => {
  discord = await startDiscordHarness();
});

afterAll(async () => {
  await discord?.close();
});

const options = () => ({
  apiBaseUrl: `${discord.server.url}${EMULATOR_PREFIX}/api`,
  botToken: discord.state.application.botToken,
  applicationId: discord.state.application.id,
});

describe('registerCommands', () => {
  it('checks which application the token belongs to, then replaces its commands', async () => {
    discord.state.interactionsUrl = 'http://127.0.0.1:3000/api/interactions';

    const { application, commands } = await registerCommands(options());

    expect(application).toEqual({
      id: discord.state.application.id,
      name: 'Guildsmith',
      verifyKey: discord.state.interactionsPublicKey,
      interactionsUrl: 'http://127.0.0.1:3000/api/interactions',
    });
    expect(commands.map((command) => command.name)).toEqual(
      commandDefinitions().map((command) => command.name),
    );
    expect(discord.state.commands.list(null)).toHaveLength(commands.length);
  });

  it('refuses, before changing anything, a token of another application', async () => {
    discord.state.commands.clear();

    const refused = registerCommands({ ...options(), applicationId: '1310000000000009999' });

    await expect(refused).rejects.toBeInstanceOf(ApplicationMismatchError);
    await expect(refused).rejects.toThrow(
      `The bot token belongs to application ${discord.state.application.id}, not 1310000000000009999`,
    );
    expect(discord.state.commands.list(null)).toEqual([]);
  });
});
