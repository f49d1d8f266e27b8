import { activateCommand } from './activate.ts';
import type { SlashCommand } from './command.ts';
import { helpCommand } from './help.ts';
import { setupCommand } from './setup.ts';
import { statusCommand } from './status.ts';
import { undoCommand } from './undo.ts';

/** Every slash command, as registered with Discord and dispatched by name. */
const SLASH_COMMANDS: readonly SlashCommand[] = [
  activateCommand,
  setupCommand,
  statusCommand,
  undoCommand,
  helpCommand,
];

export const commandDefinitions = () => SLASH_COMMANDS.map((command) => command.definition);

export function findCommand(name: string): SlashCommand | undefined {
  return SLASH_COMMANDS.find((command) => command.definition.name === name);
}
