import { el, replaceChildren } from './dom.js';
import { inlineMarkdown } from './markdown.js';

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/** What the bot did in a server lately, in a few words. */
function buildCounts(activity) {
  const { created, deleted } = activity;
  const made = [
    plural(created.roles, 'role', 'roles'),
    plural(created.channels, 'channel', 'channels'),
    plural(created.messages, 'message', 'messages'),
  ].join(' · ');
  const removed = deleted.roles + deleted.channels;
  return removed === 0 ? made : `${made} · ${removed} removed`;
}

function stateOf(activity) {
  if (!activity.running) return 'Done';
  const { created, deleted } = activity;
  return deleted.roles + deleted.channels > created.roles + created.channels
    ? 'Undoing'
    : 'Building';
}

/**
 * The servers the bot has been building in lately, side by side, once there
 * are several: each with its state, what it made, the bot's latest progress
 * line and the 429s it got. A card opens its server.
 */
export function renderBuilds(section, list, activities, selectedId, onSelect) {
  section.hidden = activities.length < 2;
  replaceChildren(
    list,
    activities.map((activity) =>
      el(
        'li',
        { class: activity.running ? 'build-card running' : 'build-card' },
        el(
          'button',
          {
            type: 'button',
            'aria-current': activity.guildId === selectedId ? 'true' : false,
            onclick: () => onSelect(activity.guildId),
          },
          el('span', { class: 'build-name' }, activity.name),
          el('span', { class: 'build-state' }, stateOf(activity)),
          el('span', { class: 'build-counts' }, buildCounts(activity)),
          activity.progress
            ? el('span', { class: 'build-progress' }, inlineMarkdown(activity.progress))
            : null,
          el(
            'span',
            { class: activity.rateLimited > 0 ? 'build-limits limited' : 'build-limits' },
            plural(activity.rateLimited, '429', '429s'),
          ),
        ),
      ),
    ),
  );
}
