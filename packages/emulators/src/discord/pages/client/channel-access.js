import { MESSAGEABLE } from './render-guild.js';

const CATEGORY = 4;

/**
 * The channels the acting member sees, in the visibility answer's order and
 * with its `canSend`, over the guild's full channel objects (for the topic).
 * Without an answer every channel shows, so the page stays usable while it
 * says why the filter is missing.
 */
export function visibleChannels(guildChannels, visible) {
  if (!visible) return guildChannels.map((channel) => ({ ...channel, canSend: true }));
  const full = new Map(guildChannels.map((channel) => [channel.id, channel]));
  const parents = new Set(guildChannels.map((channel) => channel.parent_id).filter(Boolean));
  const shownParents = new Set(visible.map((channel) => channel.parent_id).filter(Boolean));
  return (
    visible
      // Discord's sidebar drops a category once every channel in it is hidden from the member.
      .filter(
        (entry) => entry.type !== CATEGORY || !parents.has(entry.id) || shownParents.has(entry.id),
      )
      .map((entry) => ({ ...full.get(entry.id), ...entry }))
  );
}

/** The open channel while the member can still read it, else their first text channel. */
export function keptChannelId(channels, currentId) {
  if (channels.some((channel) => channel.id === currentId && MESSAGEABLE.has(channel.type)))
    return currentId;
  return channels.find((channel) => channel.type === 0)?.id ?? null;
}
