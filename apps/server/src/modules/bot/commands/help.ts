import { replyText } from '../interactions/responses.ts';
import { botStrings } from '../interactions/strings.ts';
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
