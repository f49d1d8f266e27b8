import { describe, expect, it } from 'vitest';
import { focusedOption, parseCommandLine } from './command-line.js';

describe('parseCommandLine', () => {
  it('splits a slash command into its name and typed options', () => {
    expect(parseCommandLine('/activate key:TPL-AB12C-DE34F style:gaming-hub')).toEqual({
      command: 'activate',
      options: { key: 'TPL-AB12C-DE34F', style: 'gaming-hub' },
    });
  });

  it('keeps subcommands, quoted values and colons inside values', () => {
    expect(parseCommandLine('  /config set name:"Ava\'s \\"Hub\\"" url:https://x.test ')).toEqual({
      command: 'config set',
      options: { name: 'Ava\'s "Hub"', url: 'https://x.test' },
    });
    expect(parseCommandLine('/help')).toEqual({ command: 'help', options: {} });
  });

  it('explains what it cannot read', () => {
    expect(parseCommandLine('activate')).toEqual({ error: 'Commands start with /' });
    expect(parseCommandLine('/')).toEqual({ error: 'Type a command name after /' });
    expect(parseCommandLine('/activate key:x stray')).toEqual({
      error: 'Options look like name:value, not stray',
    });
    expect(parseCommandLine('/activate key:"open')).toEqual({
      error: 'Close the quotes around a value',
    });
  });
});

describe('focusedOption', () => {
  it('names the option being typed at the end', () => {
    expect(focusedOption('/activate key:x style:gam')).toEqual({ name: 'style', value: 'gam' });
    expect(focusedOption('/activate key:x ')).toBeNull();
  });
});
