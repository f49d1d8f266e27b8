import { botStrings } from '../texts/strings.ts';
import { replyText } from '../transport/responses.ts';
import { adminCommand, type SlashCommand } from './command.ts';

export const helpCommand: SlashCommand = {
  definition: adminCommand({ name: 'help', description: 'What Guildsmith can do and how' }),
  async run() {
    return {
      kind: 'respond',
      response: replyText(botStrings.help.text),
      usage: { command: 'help', success: true },
    };
  },
};
