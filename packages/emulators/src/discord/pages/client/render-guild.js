import { colour, el, replaceChildren } from './dom.js';

const CATEGORY = 4;
// Plain symbols every system font has, standing in for Discord's channel glyphs.
const ICONS = { 0: '#', 2: '♪', 5: '!', 13: '◉', 15: '≡', 16: '▦' };
const TYPE_NAMES = {
  0: 'text channel',
  2: 'voice channel',
  5: 'announcement channel',
  13: 'stage channel',
  15: 'forum channel',
  16: 'media channel',
};
/** Channels whose messages the sandbox can show (text chat included in voice and stage). */
export const MESSAGEABLE = new Set([0, 2, 5, 13]);
const VOICE_LIKE = new Set([2, 13]);

function byPosition(a, b) {
  return a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : 1);
}

/** Discord's order: text-like channels above voice-like ones, each by position. */
function sortChannels(channels) {
  return [...channels].sort(
    (a, b) => Number(VOICE_LIKE.has(a.type)) - Number(VOICE_LIKE.has(b.type)) || byPosition(a, b),
  );
}

export function renderServers(list, guilds, selectedId, onSelect) {
  replaceChildren(
    list,
    guilds.map((guild) =>
      el(
        'li',
        {},
        el(
          'button',
          {
            type: 'button',
            class: 'server',
            'aria-label': guild.name,
            title: guild.name,
            'aria-pressed': String(guild.id === selectedId),
            onclick: () => onSelect(guild.id),
          },
          guild.name
            .split(/\s+/)
            .map((word) => Array.from(word)[0] ?? '')
            .join('')
            .slice(0, 3),
        ),
      ),
    ),
  );
}

function channelItem(channel, selectedId, onSelect) {
  const icon = el(
    'span',
    { class: 'channel-icon', 'aria-hidden': 'true' },
    ICONS[channel.type] ?? '#',
  );
  const label = [icon, el('span', { class: 'channel-name' }, channel.name)];
  const described = `${channel.name}, ${TYPE_NAMES[channel.type] ?? 'channel'}`;
  if (!MESSAGEABLE.has(channel.type)) {
    return el('li', { class: 'channel muted', 'aria-label': described }, label);
  }
  return el(
    'li',
    { class: 'channel' },
    el(
      'button',
      {
        type: 'button',
        'aria-label': described,
        // Lets the poll's redraw give keyboard focus back to the same channel.
        dataset: { key: `channel:${channel.id}` },
        'aria-current': channel.id === selectedId ? 'page' : false,
        onclick: () => onSelect(channel.id),
      },
      label,
    ),
  );
}

export function renderChannels(list, channels, selectedId, onSelect) {
  const categories = channels.filter((channel) => channel.type === CATEGORY).sort(byPosition);
  const loose = sortChannels(channels.filter((c) => c.type !== CATEGORY && !c.parent_id));
  const items = loose.map((channel) => channelItem(channel, selectedId, onSelect));
  for (const category of categories) {
    const children = sortChannels(channels.filter((channel) => channel.parent_id === category.id));
    items.push(
      el(
        'li',
        { class: 'category' },
        el('h3', { class: 'category-name' }, category.name),
        el(
          'ul',
          { 'aria-label': category.name },
          children.map((channel) => channelItem(channel, selectedId, onSelect)),
        ),
      ),
    );
  }
  replaceChildren(list, items);
}

export function renderRoles(list, roles) {
  replaceChildren(
    list,
    [...roles].reverse().map((role) => {
      const dot = el('span', { class: 'role-dot', 'aria-hidden': 'true' });
      dot.style.setProperty('background', role.color ? colour(role.color) : '#949ba4');
      return el(
        'li',
        { class: 'role' },
        dot,
        role.name,
        role.managed ? el('span', { class: 'badge' }, 'bot') : null,
      );
    }),
  );
}

export function renderMembers(list, members, users, botId) {
  replaceChildren(
    list,
    members.map((member) => {
      const user = users.get(member.userId);
      const name =
        member.bot || member.userId === botId
          ? 'Guildsmith (bot)'
          : (user?.global_name ?? user?.username ?? member.userId);
      return el(
        'li',
        { class: 'member' },
        name,
        member.owner ? el('span', { class: 'badge owner' }, 'owner') : null,
        !member.owner && member.administrator ? el('span', { class: 'badge' }, 'admin') : null,
      );
    }),
  );
}
