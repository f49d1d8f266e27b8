/**
 * Parses what a person types in the sandbox's command box, as Discord's
 * client turns it into a slash command: `/name [subcommand...] option:value`,
 * with "double quotes" around values that hold spaces. Shared by the page
 * (served as a module) and its tests.
 */

const TOKEN = /\s*(?:([^\s:"]+):(?:"((?:[^"\\]|\\.)*)"|(\S*))|("[^"]*"|\S+))/gy;

export function parseCommandLine(text) {
  const trimmed = text.trim();
  if (!trimmed.startsWith('/')) return { error: 'Commands start with /' };
  if ((trimmed.replace(/\\./g, '').match(/"/g) ?? []).length % 2 === 1) {
    return { error: 'Close the quotes around a value' };
  }
  const path = [];
  const options = {};
  TOKEN.lastIndex = 1;
  let match = TOKEN.exec(trimmed);
  while (match !== null && match[0].trim() !== '') {
    const [, name, quoted, bare, word] = match;
    if (word !== undefined) {
      if (Object.keys(options).length > 0) {
        return { error: `Options look like name:value, not ${word}` };
      }
      path.push(word);
    } else if (name !== undefined) {
      options[name] = quoted === undefined ? (bare ?? '') : quoted.replace(/\\(.)/g, '$1');
    }
    match = TOKEN.exec(trimmed);
  }
  if (path.length === 0) return { error: 'Type a command name after /' };
  return { command: path.join(' '), options };
}

/** The option being typed at the end of the box (`style:gam`), for autocomplete; null otherwise. */
export function focusedOption(text) {
  const match = /(?:^|\s)([^\s:"]+):("?)([^\s"]*)$/.exec(text);
  if (!match) return null;
  return { name: match[1], value: match[3] };
}
