import { COMMAND_TEXTS, HELP_TEXTS } from '../texts/help-texts.ts';
import { say } from '../texts/locales.ts';
import { replyText } from '../transport/responses.ts';
import { adminCommand, described, type SlashCommand } from './command.ts';

export const helpCommand: SlashCommand = {
  definition: adminCommand({ name: 'help', ...described(COMMAND_TEXTS.help) }),
  async run(_deps, actor) {
    const lines = Object.values(HELP_TEXTS).map((line) => say(actor.locale, line));
    return {
      kind: 'respond',
      response: replyText(lines.join('\n')),
      usage: { command: 'help', success: true },
    };
  },
};
