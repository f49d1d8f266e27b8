import { runAction, showStatus } from './actions.js';
import { controlApi } from './api.js';
import { keptChannelId, visibleChannels } from './channel-access.js';
import { composerIntent, composerPlaceholder } from './composer.js';
import { createServerForm } from './create-server.js';
import { el, replaceChildren } from './dom.js';
import { botIds, memberLabel, renderMemberPicker } from './members.js';
import { openModal } from './modal.js';
import { paneDrawers } from './panes.js';
import { renderBuilds } from './render-builds.js';
import { renderChannels, renderMembers, renderRoles, renderServers } from './render-guild.js';
import { renderMessage, visibleTo } from './render-messages.js';
import { loadScene } from './scene.js';
import { suggester } from './suggestions.js';

/**
 * The sandbox page: polls the control API about once a second and redraws
 * what changed, and plays the picked member through the composer (slash
 * commands and plain messages), the bot's buttons and menus, and its modals,
 * showing only the channels that member can see.
 */

const POLL_MS = 1000;
const byId = (id) => document.getElementById(id);
const api = controlApi(document.body.dataset.base);
const view = {
  guildId: byId('server-list').querySelector('[aria-pressed="true"]')?.dataset.guildId ?? null,
  // An invite's channel, when the page was opened from one; else the first the member sees.
  channelId: document.body.dataset.channel || null,
  userId: byId('user-picker').value || null,
  /** Whom the person chose to act as on this page (not the owner picked for them), if anyone. */
  pickedUserId: null,
  users: new Map(),
  /** The member ids /users was last read for, so a newcomer is looked up once. */
  unnamed: '',
  guilds: [],
  guild: null,
  choices: [],
  sidebar: { channels: [], loading: true, error: null },
  commands: [],
  webhookMessages: [],
  activity: [],
  drawn: '',
};
// Refreshes overlap (the poll and the one after an action); only the newest answer is drawn.
let requested = 0;
let drawnRequest = 0;
const panes = paneDrawers({
  body: document.body,
  chat: document.querySelector('.chat'),
  scrim: byId('pane-scrim'),
  toggles: { channels: byId('toggle-channels'), members: byId('toggle-members') },
});

const say = (text, tone) => showStatus(byId('composer-status'), text, tone);
const currentChannel = () =>
  view.sidebar.channels.find((channel) => channel.id === view.channelId) ?? null;

/** Names for mentions and menus; channels only those the member sees, as in their client. */
function lookup() {
  const channels = new Map(view.sidebar.channels.map((channel) => [channel.id, channel]));
  return {
    users: view.users,
    roles: new Map((view.guild?.roles ?? []).map((role) => [role.id, role])),
    channels,
    hiddenChannelIds: new Set(
      (view.guild?.channels ?? []).map((channel) => channel.id).filter((id) => !channels.has(id)),
    ),
  };
}

function openChannel(channelId) {
  view.channelId = channelId;
  panes.close();
  draw();
}

/** A #mention opens its channel; focus moves to it in the sidebar, where the keyboard goes on. */
function openMentioned(channelId) {
  openChannel(channelId);
  document.querySelector(`[data-key="channel:${CSS.escape(channelId)}"]`)?.focus();
}

function afterInteraction(answer) {
  if (answer.state === 'failed') say(`This interaction failed: ${answer.failure}`, 'error');
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

function onComponent(message, component, values) {
  return runAction(
    { control: null, status: byId('composer-status'), pending: 'Sending…' },
    async () =>
      afterInteraction(
        await api.post('/component', {
          guildId: view.guildId,
          userId: view.userId,
          messageId: message.id,
          customId: component.custom_id,
          ...(values === undefined ? {} : { values }),
        }),
      ),
  );
}

function sidebarNote() {
  const { loading, error } = view.sidebar;
  const who = memberLabel(view.users.get(view.userId), view.userId ?? 'nobody');
  if (loading) return ['Loading channels…', 'info'];
  if (error)
    return [`Could not load the channels ${who} can see (${error}); showing all.`, 'error'];
  return ['', 'info'];
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
    view.choices,
    view.sidebar,
  ]);
  if (key === view.drawn) return;
  view.drawn = key;
  const focusedKey = document.activeElement?.dataset?.key;
  const messages = byId('messages');
  const atBottom = messages.scrollHeight - messages.scrollTop - messages.clientHeight < 40;

  renderServers(byId('server-list'), view.guilds, view.guildId, selectGuild);
  renderBuilds(byId('builds'), byId('build-list'), view.activity, view.guildId, selectGuild);
  byId('guild-name').textContent = guild?.name ?? 'No server selected';
  renderMemberPicker(byId('user-picker'), view.choices, view.userId);
  renderChannels(byId('channel-list'), view.sidebar.channels, view.channelId, openChannel);
  byId('channel-list').setAttribute('aria-busy', String(view.sidebar.loading));
  showStatus(byId('channel-status'), ...sidebarNote());
  const channel = currentChannel();
  byId('channel-name').textContent = channel ? channel.name : 'No text channel';
  byId('channel-topic').textContent = channel?.topic ?? '';
  byId('composer-input').placeholder = composerPlaceholder(channel);
  const context = { lookup: lookup(), onComponent, openChannel: openMentioned };
  replaceChildren(
    messages,
    (guild?.messages ?? [])
      .filter((message) => message.channel_id === channel?.id && visibleTo(message, view.userId))
      .map((message) => renderMessage(message, context)),
  );
  renderRoles(byId('role-list'), guild?.roles ?? []);
  const [botId] = botIds(guild?.roles ?? []);
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
  const request = ++requested;
  const asked = { guildId: view.guildId, userId: view.userId };
  try {
    const scene = await loadScene(api, asked, view.users, view.unnamed);
    // A later refresh has drawn, or the person picked another server or member meanwhile.
    if (request < drawnRequest || view.guildId !== asked.guildId || view.userId !== asked.userId)
      return;
    drawnRequest = request;
    const { visible, visibilityError, ...rest } = scene;
    Object.assign(view, rest);
    view.sidebar = {
      channels: visibleChannels(scene.guild?.channels ?? [], visible),
      loading: false,
      error: visibilityError,
    };
    view.channelId = keptChannelId(view.sidebar.channels, view.channelId);
    draw();
  } catch (error) {
    say(`The emulator did not answer: ${error.message}`, 'error');
  }
}

/** Another server or member: the sidebar says it is loading until their channels arrive. */
function switchTo(changes) {
  Object.assign(view, changes);
  view.sidebar = { channels: [], loading: true, error: null };
  draw();
  void refresh();
}

function selectGuild(guildId) {
  showStatus(byId('member-status'), '');
  switchTo({ guildId, channelId: null });
}

function joinAsNewMember() {
  const status = byId('member-status');
  return runAction({ control: byId('join-member'), status, pending: 'Joining…' }, async () => {
    const guild = view.guild;
    if (!guild) throw new Error('Pick a server to join first.');
    const { user } = await api.post(`/guilds/${guild.id}/join`, {});
    view.users.set(user.id, user);
    showStatus(status, `${memberLabel(user, user.id)} joined ${guild.name}; you act as them now.`);
    switchTo({ userId: user.id, pickedUserId: user.id });
  });
}

async function send(event) {
  event.preventDefault();
  const input = byId('composer-input');
  const intent = composerIntent(input.value, currentChannel());
  if (intent.error) {
    say(intent.error, 'error');
    return;
  }
  const pending = intent.command ? `Sending /${intent.command}…` : 'Sending…';
  await runAction(
    { control: byId('composer'), status: byId('composer-status'), pending },
    async () => {
      if (intent.message !== undefined) {
        await api.post(`/channels/${view.channelId}/messages`, {
          userId: view.userId,
          content: intent.message,
        });
        input.value = '';
        say(`Sent to #${currentChannel()?.name ?? 'the channel'}.`);
        void refresh();
        return;
      }
      const answer = await api.post('/command', {
        guildId: view.guildId,
        userId: view.userId,
        channelId: view.channelId ?? undefined,
        command: intent.command,
        options: intent.options,
      });
      input.value = '';
      afterInteraction(answer);
    },
  );
}

/** A server made in the "Create a server" dialog opens at once, with its owner acting. */
function onServerCreated(guild, withBot) {
  panes.close();
  const app = document.body.dataset.app;
  say(
    withBot
      ? `${guild.name} is ready with ${app} in it; you act as its owner.`
      : `${guild.name} is ready; you act as its owner. Add ${app} with the invite link on the ${app} dashboard.`,
  );
  switchTo({
    guildId: guild.id,
    userId: guild.ownerId,
    pickedUserId: guild.ownerId,
    channelId: null,
  });
  byId('composer-input').focus();
}

/** Servers drawn by the page before the script's first redraw, which carry only their id. */
function onServerRendered(event) {
  const button = event.target.closest('[data-guild-id]');
  if (button) selectGuild(button.dataset.guildId);
}

// Listeners go on before the first answer arrives, so what is clicked while the page loads counts.
async function start() {
  byId('server-list').addEventListener('click', onServerRendered);
  byId('user-picker').addEventListener('change', (event) => {
    showStatus(byId('member-status'), '');
    switchTo({ userId: event.target.value, pickedUserId: event.target.value });
  });
  byId('join-member').addEventListener('click', joinAsNewMember);
  createServerForm({
    dialog: byId('create-dialog'),
    opener: byId('create-server'),
    api,
    acting: () => ({ pickedId: view.pickedUserId, actingId: view.userId }),
    onCreated: onServerCreated,
  });
  byId('composer').addEventListener('submit', send);
  byId('composer-input').addEventListener(
    'input',
    suggester({
      input: byId('composer-input'),
      list: byId('suggestions'),
      commands: () => view.commands,
      scene: () => ({
        guildId: view.guildId,
        userId: view.userId,
        channelId: view.channelId ?? undefined,
      }),
      autocomplete: (body) => api.post('/autocomplete', body),
    }),
  );
  await refresh();
  const poll = async () => {
    await refresh();
    setTimeout(poll, POLL_MS);
  };
  setTimeout(poll, POLL_MS);
}

start().catch((error) => say(`The sandbox could not start: ${error.message}`, 'error'));
