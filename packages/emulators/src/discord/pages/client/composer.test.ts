import { describe, expect, it } from 'vitest';
import { composerIntent, composerPlaceholder } from './composer.js';

const open = { name: 'ticket-0001', canSend: true };
const readOnly = { name: 'verify', canSend: false };

describe('composerIntent', () => {
  it('reads a slash command as before, wherever the member is', () => {
    expect(composerIntent('/activate key:TPL-1 style:x', readOnly)).toEqual({
      command: 'activate',
      options: { key: 'TPL-1', style: 'x' },
    });
    expect(composerIntent('/help', null)).toEqual({ command: 'help', options: {} });
    expect(composerIntent('/', open)).toEqual({ error: 'Type a command name after /' });
  });

  it('sends anything else as a message where the member may post', () => {
    expect(composerIntent('  The spoiler is in #general  ', open)).toEqual({
      message: 'The spoiler is in #general',
    });
  });

  it('says why a message cannot go', () => {
    expect(composerIntent('hello', readOnly)).toEqual({
      error: 'You cannot send messages in #verify. Slash commands still work here.',
    });
    expect(composerIntent('hello', null)).toEqual({
      error: 'Pick a text channel to send a message in.',
    });
    expect(composerIntent('   ', open)).toEqual({
      error: 'Type a message, or a slash command starting with /.',
    });
  });
});

describe('composerPlaceholder', () => {
  it('names the channel, and says when only commands work there', () => {
    expect(composerPlaceholder(open)).toBe('Message #ticket-0001, or type / for a command');
    expect(composerPlaceholder(readOnly)).toBe(
      'You cannot send messages in #verify; type / for a command',
    );
    expect(composerPlaceholder(null)).toBe('/activate key:XXXX style:abc');
  });
});
