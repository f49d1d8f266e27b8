import { focusedOption, parseCommandLine } from './command-line.js';
import { el, replaceChildren } from './dom.js';

const DELAY_MS = 250;

/**
 * Fills the command box's datalist as Discord's client offers values: an
 * option's fixed choices, or what the app answers to an autocomplete
 * interaction. `scene()` names the guild, member and channel it happens in.
 */
export function suggester({ input, list, commands, scene, autocomplete }) {
  let timer;
  const offer = (stem, choices) =>
    replaceChildren(
      list,
      choices.map((choice) => el('option', { value: `${stem}${choice.value}` }, choice.name)),
    );
  return () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const text = input.value;
      const focused = focusedOption(text);
      const before =
        focused && parseCommandLine(text.slice(0, text.lastIndexOf(`${focused.name}:`)));
      const name = before?.command?.split(' ')[0];
      const option = commands()
        .find((entry) => entry.name === name)
        ?.options?.find((entry) => entry.name === focused?.name);
      if (!focused || !option) {
        offer('', []);
        return;
      }
      const stem = text.slice(0, text.length - focused.value.length);
      if (!option.autocomplete) {
        offer(stem, option.choices ?? []);
        return;
      }
      try {
        const answer = await autocomplete({
          ...scene(),
          command: before.command,
          options: { ...before.options, [focused.name]: focused.value },
          focused: focused.name,
        });
        offer(stem, answer.choices ?? []);
      } catch {
        // Discord's client shows no suggestions when autocomplete fails; typing still works.
        offer('', []);
      }
    }, DELAY_MS);
  };
}
