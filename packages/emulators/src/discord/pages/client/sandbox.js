import { controlApi } from './api.js';
import { focusedOption, parseCommandLine } from './command-line.js';
import { el, replaceChildren } from './dom.js';
import { openModal } from './modal.js';
import { renderBuilds } from './render-builds.js';
import {
  MESSAGEABLE,
  renderChannels,
  renderMembers,
  renderRoles,
  renderServers,
} from './render-guild.js';
import { renderMessage, visibleTo } from './render-messages.js';

/**
 * The sandbox page: polls the control API about once a second and redraws
 * what changed, and plays the picked person through the command box, the
 * bot's buttons and menus, and its modals.
 */

const POLL_MS = 1000;
const byId = (id) => document.getElementById(id);
const api = controlApi(document.body.dataset.base);
const view = {
  guildId: byId('server-list').querySelector('[aria-pressed="true"]')?.dataset.guildId ?? null,
  channelId: null,
  userId: byId('user-picker').value,
  users: new Map(),
  guilds: [],
  guild: null,
  commands: [],
  webhookMessages: [],
  activity: [],
  drawn: '',
};

function say(text) {
  byId('composer-status').textContent = text;
}

function lookup() {
  const guild = view.guild;
  return {
    users: view.users,
    roles: new Map((guild?.roles ?? []).map((role) => [role.id, role])),
    channels: new Map((guild?.channels ?? []).map((channel) => [channel.id, channel])),
  };
}

function pickChannel() {
  const channels = view.guild?.channels ?? [];
  if (channels.some((channel) => channel.id === view.channelId && MESSAGEABLE.has(channel.type)))
    return;
  view.channelId = channels.find((channel) => channel.type === 0)?.id ?? null;
}

function afterInteraction(answer) {
  if (answer.state === 'failed') say(`This interaction failed: ${answer.failure}`);
  else if (answer.modal) say(`The app opened “${answer.modal.title}”.`);
  else say('The app answered.');
  const shown = answer.messages?.at(-1);
  if (shown && shown.channel_id !== view.channelId) view.channelId = shown.channel_id;
  if (answer.modal) {
    const modal = answer.modal;
    openModal(byId('modal-dialog'), modal, async (fields) => {
      const submitted = await api.post('/modal', {
        guildId: view.guildId,
        userId: view.userId,
        customId: modal.custom_id,
        fields,
      });
      afterInteraction(submitted);
    });
  }
  void refresh();
}

async function onComponent(message, component, values) {
  say('Sending…');
  try {
    const answer = await api.post('/component', {
      guildId: view.guildId,
      userId: view.userId,
      messageId: message.id,
      customId: component.custom_id,
      ...(values === undefined ? {} : { values }),
    });
    afterInteraction(answer);
  } catch (error) {
    say(error.message);
  }
}

function draw() {
  const guild = view.guild;
  const key = JSON.stringify([
    view.guilds,
    guild,
    view.webhookMessages,
    view.activity,
    view.userId,
    view.channelId,
  ]);
  if (key === view.drawn) return;
  view.drawn = key;
  const focusedKey = document.activeElement?.dataset?.key;
  const messages = byId('messages');
  const atBottom = messages.scrollHeight - messages.scrollTop - messages.clientHeight < 40;

  renderServers(byId('server-list'), view.guilds, view.guildId, selectGuild);
  renderBuilds(byId('builds'), byId('build-list'), view.activity, view.guildId, selectGuild);
  byId('guild-name').textContent = guild?.name ?? 'No server selected';
  renderChannels(byId('channel-list'), guild?.channels ?? [], view.channelId, (channelId) => {
    view.channelId = channelId;
    draw();
  });
  const channel = guild?.channels.find((candidate) => candidate.id === view.channelId);
  byId('channel-name').textContent = channel ? channel.name : 'No text channel';
  byId('channel-topic').textContent = channel?.topic ?? '';
  const context = { lookup: lookup(), onComponent };
  replaceChildren(
    messages,
    (guild?.messages ?? [])
      .filter((message) => message.channel_id === view.channelId && visibleTo(message, view.userId))
      .map((message) => renderMessage(message, context)),
  );
  renderRoles(byId('role-list'), guild?.roles ?? []);
  const botId = guild?.members.find((member) => !view.users.has(member.userId))?.userId;
  renderMembers(byId('member-list'), guild?.members ?? [], view.users, botId);
  replaceChildren(
    byId('webhook-messages'),
    view.webhookMessages.length === 0
      ? el('li', { class: 'hint' }, 'Nothing received yet.')
      : view.webhookMessages.map((message) => renderMessage(message, context)),
  );
  if (atBottom) messages.scrollTop = messages.scrollHeight;
  if (focusedKey) document.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`)?.focus();
}

async function refresh() {
  try {
    const [guilds, webhooks, activity] = await Promise.all([
      api.get('/guilds'),
      api.get('/webhooks'),
      api.get('/activity'),
    ]);
    view.guilds = guilds;
    view.activity = activity;
    if (!guilds.some((guild) => guild.id === view.guildId)) view.guildId = guilds[0]?.id ?? null;
    const [guild, commands, ...received] = await Promise.all([
      view.guildId ? api.get(`/guilds/${view.guildId}`) : null,
      view.guildId ? api.get(`/guilds/${view.guildId}/commands`) : [],
      ...webhooks.map((webhook) => api.get(`/webhooks/${webhook.id}/messages`)),
    ]);
    view.guild = guild;
    view.commands = commands;
    view.webhookMessages = received.flat().slice(-20);
    pickChannel();
    draw();
  } catch (error) {
    say(`The emulator did not answer: ${error.message}`);
  }
}

function selectGuild(guildId) {
  view.guildId = guildId;
  view.channelId = null;
  void refresh();
}

async function sendCommand(event) {
  event.preventDefault();
  const input = byId('composer-input');
  const parsed = parseCommandLine(input.value);
  if (parsed.error) {
    say(parsed.error);
    return;
  }
  say(`Sending /${parsed.command}…`);
  try {
    const answer = await api.post('/command', {
      guildId: view.guildId,
      userId: view.userId,
      channelId: view.channelId ?? undefined,
      command: parsed.command,
      options: parsed.options,
    });
    input.value = '';
    afterInteraction(answer);
  } catch (error) {
    say(error.message);
  }
}

let suggestTimer;
function suggest() {
  clearTimeout(suggestTimer);
  suggestTimer = setTimeout(async () => {
    const text = byId('composer-input').value;
    const list = byId('suggestions');
    const focused = focusedOption(text);
    const before = focused && parseCommandLine(text.slice(0, text.lastIndexOf(`${focused.name}:`)));
    const name = before?.command?.split(' ')[0];
    const option = view.commands
      .find((entry) => entry.name === name)
      ?.options?.find((entry) => entry.name === focused?.name);
    if (!focused || !option) {
      replaceChildren(list, []);
      return;
    }
    const stem = text.slice(0, text.length - focused.value.length);
    if (!option.autocomplete) {
      replaceChildren(
        list,
        (option.choices ?? []).map((choice) =>
          el('option', { value: `${stem}${choice.value}` }, choice.name),
        ),
      );
      return;
    }
    try {
      const answer = await api.post('/autocomplete', {
        guildId: view.guildId,
        userId: view.userId,
        channelId: view.channelId ?? undefined,
        command: before.command,
        options: { ...before.options, [focused.name]: focused.value },
        focused: focused.name,
      });
      replaceChildren(
        list,
        (answer.choices ?? []).map((choice) =>
          el('option', { value: `${stem}${choice.value}` }, choice.name),
        ),
      );
    } catch {
      replaceChildren(list, []);
    }
  }, 250);
}

async function start() {
  const users = await api.get('/users');
  view.users = new Map(users.map((user) => [user.id, user]));
  byId('user-picker').addEventListener('change', (event) => {
    view.userId = event.target.value;
    draw();
  });
  byId('composer').addEventListener('submit', sendCommand);
  byId('composer-input').addEventListener('input', suggest);
  await refresh();
  const poll = async () => {
    await refresh();
    setTimeout(poll, POLL_MS);
  };
  setTimeout(poll, POLL_MS);
}

start().catch((error) => say(`The sandbox could not start: ${error.message}`));
