import { parseCommandLine } from './command-line.js';

/**
 * What the composer's text asks for: a slash command (as before), or a plain
 * message in the open channel when the member may send there. Discord keeps
 * slash commands working where people cannot post, and so does this.
 */
export function composerIntent(text, channel) {
  const trimmed = text.trim();
  if (trimmed === '') return { error: 'Type a message, or a slash command starting with /.' };
  if (trimmed.startsWith('/')) return parseCommandLine(trimmed);
  if (!channel) return { error: 'Pick a text channel to send a message in.' };
  if (!channel.canSend) {
    return {
      error: `You cannot send messages in #${channel.name}. Slash commands still work here.`,
    };
  }
  return { message: trimmed };
}

/** The composer's placeholder, as Discord words it for the open channel. */
export function composerPlaceholder(channel) {
  if (!channel) return '/activate key:XXXX style:abc';
  return channel.canSend
    ? `Message #${channel.name}, or type / for a command`
    : `You cannot send messages in #${channel.name}; type / for a command`;
}
