import { colour, el } from './dom.js';
import { safeHref } from './markdown.js';
import { blockMarkdown } from './markdown-blocks.js';

const EPHEMERAL = 64;
const LOADING = 128;
const BUTTON_STYLES = {
  1: 'primary',
  2: 'secondary',
  3: 'success',
  4: 'danger',
  5: 'link',
  6: 'premium',
};

/** A #channel mention opens the channel, as in Discord, when the member can see it. */
function channelMention(id, context) {
  const channel = context.lookup.channels.get(id);
  if (!channel) {
    // Discord names a channel the reader may not see no further than this.
    const hidden = context.lookup.hiddenChannelIds?.has(id);
    return el('span', { class: 'mention' }, hidden ? '#No Access' : '#unknown');
  }
  if (!context.openChannel) return el('span', { class: 'mention' }, `#${channel.name}`);
  return el(
    'button',
    { type: 'button', class: 'mention', onclick: () => context.openChannel(id) },
    `#${channel.name}`,
  );
}

/** Message text with markdown and mentions drawn as Discord draws them (@name, #channel, @role). */
function richText(content, context) {
  return blockMarkdown(content, (run) => mentions(run, context));
}

function mentions(content, context) {
  const { lookup } = context;
  const parts = [];
  let last = 0;
  for (const match of content.matchAll(/<(@!?|@&|#)(\d{17,20})>/g)) {
    parts.push(content.slice(last, match.index));
    const [, kind, id] = match;
    if (kind === '#') parts.push(channelMention(id, context));
    else if (kind === '@&')
      parts.push(
        el('span', { class: 'mention' }, `@${lookup.roles.get(id)?.name ?? 'unknown role'}`),
      );
    else
      parts.push(
        el('span', { class: 'mention' }, `@${lookup.users.get(id)?.username ?? 'unknown user'}`),
      );
    last = match.index + match[0].length;
  }
  parts.push(content.slice(last));
  return parts;
}

function renderEmbed(embed, context) {
  const box = el(
    'article',
    { class: 'embed' },
    embed.author?.name ? el('p', { class: 'embed-author' }, embed.author.name) : null,
    embed.title
      ? el(
          'h4',
          { class: 'embed-title' },
          safeHref(embed.url ?? '')
            ? el(
                'a',
                { href: safeHref(embed.url), target: '_blank', rel: 'noopener noreferrer' },
                embed.title,
              )
            : embed.title,
        )
      : null,
    embed.description
      ? el('div', { class: 'embed-description' }, richText(embed.description, context))
      : null,
    embed.fields?.length
      ? el(
          'dl',
          { class: 'embed-fields' },
          embed.fields.map((field) =>
            el(
              'div',
              { class: field.inline ? 'embed-field inline' : 'embed-field' },
              el('dt', {}, field.name),
              el('dd', {}, richText(field.value, context)),
            ),
          ),
        )
      : null,
    embed.footer?.text || embed.timestamp
      ? el(
          'p',
          { class: 'embed-footer' },
          [embed.footer?.text, embed.timestamp ? new Date(embed.timestamp).toLocaleString() : null]
            .filter(Boolean)
            .join(' • '),
        )
      : null,
  );
  box.style.setProperty(
    'border-left-color',
    embed.color === undefined ? '#1e1f22' : colour(embed.color),
  );
  return box;
}

function selectChoices(component, lookup) {
  switch (component.type) {
    case 3:
      return component.options.map((option) => ({
        value: option.value,
        label: option.label,
        description: option.description,
      }));
    case 5:
      return [...lookup.users.values()].map((user) => ({ value: user.id, label: user.username }));
    case 6:
      return [...lookup.roles.values()].map((role) => ({ value: role.id, label: role.name }));
    case 7:
      return [
        ...[...lookup.users.values()].map((user) => ({
          value: user.id,
          label: `@${user.username}`,
        })),
        ...[...lookup.roles.values()].map((role) => ({ value: role.id, label: `@${role.name}` })),
      ];
    default:
      return [...lookup.channels.values()]
        .filter(
          (channel) => !component.channel_types || component.channel_types.includes(channel.type),
        )
        .map((channel) => ({ value: channel.id, label: `#${channel.name}` }));
  }
}

function renderSelect(message, component, context) {
  const key = `${message.id}:${component.custom_id}`;
  const placeholder = component.placeholder || 'Make a selection';
  const choices = selectChoices(component, context.lookup);
  const max = component.max_values ?? 1;
  if (max <= 1) {
    return el(
      'label',
      { class: 'select' },
      el('span', { class: 'visually-hidden' }, placeholder),
      el(
        'select',
        {
          dataset: { key },
          disabled: component.disabled,
          onchange: (event) => context.onComponent(message, component, [event.target.value]),
        },
        el('option', { value: '', selected: true, disabled: true }, placeholder),
        choices.map((choice) => el('option', { value: choice.value }, choice.label)),
      ),
    );
  }
  const boxes = choices.map((choice) =>
    el(
      'label',
      { class: 'check' },
      el('input', { type: 'checkbox', value: choice.value, disabled: component.disabled }),
      choice.label,
    ),
  );
  const fieldset = el(
    'fieldset',
    { class: 'multi-select' },
    el('legend', {}, `${placeholder} (${component.min_values ?? 1}-${max})`),
    boxes,
    el(
      'button',
      {
        type: 'button',
        class: 'secondary',
        dataset: { key },
        disabled: component.disabled,
        onclick: () => {
          const picked = [...fieldset.querySelectorAll('input:checked')].map(
            (input) => input.value,
          );
          context.onComponent(message, component, picked);
        },
      },
      'Apply',
    ),
  );
  return fieldset;
}

function renderComponent(message, component, context) {
  if (component.type !== 2) return renderSelect(message, component, context);
  const label = [component.emoji?.name, component.label].filter(Boolean).join(' ');
  const style = BUTTON_STYLES[component.style] ?? 'secondary';
  if (component.style === 5) {
    return el(
      'a',
      {
        class: `button ${style}`,
        href: safeHref(component.url ?? ''),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      label,
      ' ↗',
    );
  }
  return el(
    'button',
    {
      type: 'button',
      class: `button ${style}`,
      dataset: { key: `${message.id}:${component.custom_id}` },
      disabled: component.disabled || component.style === 6,
      onclick: () => context.onComponent(message, component, undefined),
    },
    label,
  );
}

/** Whether the acting person sees a message: ephemeral ones only show to whom they were sent. */
export function visibleTo(message, userId) {
  if ((message.flags & EPHEMERAL) === 0) return true;
  return message.interaction_metadata?.user?.id === userId;
}

const USER_JOIN = 7;

function fileSize(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Files sent with a message (a ticket's transcript), as links to what the emulator stored. */
function renderAttachments(attachments) {
  if (!attachments?.length) return null;
  return el(
    'ul',
    { class: 'attachments', 'aria-label': 'Attachments' },
    attachments.map((attachment) =>
      el(
        'li',
        { class: 'attachment' },
        el('span', { 'aria-hidden': 'true' }, '📎 '),
        el(
          'a',
          { href: attachment.url, target: '_blank', rel: 'noopener noreferrer' },
          attachment.filename,
        ),
        el('span', { class: 'attachment-size' }, fileSize(attachment.size ?? 0)),
      ),
    ),
  );
}

/** Discord stores a join with no text and its client writes the greeting; this one is fixed. */
function renderJoin(message) {
  const name = message.author.global_name ?? message.author.username;
  return el(
    'li',
    { class: 'message system', dataset: { messageId: message.id } },
    el(
      'p',
      { class: 'system-line' },
      el('span', { class: 'system-icon', 'aria-hidden': 'true' }, '→'),
      el('span', { class: 'author' }, name),
      ' joined the server.',
      el('time', { datetime: message.timestamp }, new Date(message.timestamp).toLocaleTimeString()),
    ),
  );
}

export function renderMessage(message, context) {
  if (message.type === USER_JOIN) return renderJoin(message);
  const ephemeral = (message.flags & EPHEMERAL) !== 0;
  const loading = (message.flags & LOADING) !== 0;
  const author = message.author;
  return el(
    'li',
    { class: ephemeral ? 'message ephemeral' : 'message', dataset: { messageId: message.id } },
    el(
      'p',
      { class: 'message-header' },
      el('span', { class: 'author' }, author.global_name ?? author.username),
      author.bot
        ? el(
            'span',
            { class: 'badge' },
            message.webhook_id && !message.application_id ? 'WEBHOOK' : 'APP',
          )
        : null,
      el('time', { datetime: message.timestamp }, new Date(message.timestamp).toLocaleTimeString()),
      message.edited_timestamp ? el('span', { class: 'edited' }, '(edited)') : null,
    ),
    message.interaction_metadata
      ? el(
          'p',
          { class: 'interaction-note' },
          `${message.interaction_metadata.user.username} used a command`,
        )
      : null,
    loading ? el('p', { class: 'loading' }, `${author.username} is thinking…`) : null,
    message.content ? el('div', { class: 'content' }, richText(message.content, context)) : null,
    message.embeds.map((embed) => renderEmbed(embed, context)),
    renderAttachments(message.attachments),
    (message.components ?? []).map((row) =>
      el(
        'div',
        { class: 'action-row' },
        (row.components ?? []).map((component) => renderComponent(message, component, context)),
      ),
    ),
    ephemeral ? el('p', { class: 'ephemeral-note' }, 'Only you can see this') : null,
  );
}
