import { html, type SafeHtml } from '../../shared/html.ts';
import type { EmulatedGuild, EmulatedUser } from '../model.ts';
import type { DiscordState } from '../state.ts';
import { createServerDialog } from './create-server-dialog.ts';
import type { PageContext } from './layout.ts';

// The base look, then message markdown, the create form, and the narrow layouts over it.
const SANDBOX_STYLESHEETS = ['sandbox.css', 'markdown.css', 'create-server.css', 'responsive.css'];
const SANDBOX_SCRIPT_PATH = '/assets/sandbox/sandbox.js';

/** Discord's server icons without an image: the initials of the name's words. */
function guildInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .slice(0, 3);
}

function serverButton(guild: EmulatedGuild, selected: boolean): SafeHtml {
  return html`<li><button type="button" class="server" data-guild-id="${guild.id}" aria-label="${guild.name}" aria-pressed="${selected ? 'true' : 'false'}" title="${guild.name}">${guildInitials(guild.name)}</button></li>`;
}

function userOption(user: EmulatedUser, selected: boolean): SafeHtml {
  const name = user.globalName ? `${user.globalName} (${user.username})` : user.username;
  return html`<option value="${user.id}"${selected ? html` selected` : null}>${name}</option>`;
}

/** The first server's members (bots left out), its owner picked, as the script will draw them. */
function memberOptions(state: DiscordState, guild: EmulatedGuild | undefined): SafeHtml[] {
  if (!guild) return [];
  return [...guild.members.keys()]
    .map((userId) => state.users.get(userId))
    .filter((user): user is EmulatedUser => user !== undefined && !user.bot)
    .map((user) => userOption(user, user.id === guild.ownerId));
}

/**
 * The sandbox: each emulated guild drawn like Discord's client (servers,
 * channels, chat, members), kept live by a served script that polls the
 * control API. The server renders the frame and the guild list, so the page
 * says something useful before the script runs.
 */
export function sandboxPage(
  context: PageContext,
  state: DiscordState,
  wanted: { guild?: string; channel?: string } = {},
): string {
  const guilds = [...state.guilds.values()];
  const first = (wanted.guild ? state.guilds.get(wanted.guild) : undefined) ?? guilds[0];
  const channel =
    first && wanted.channel && first.channels.has(wanted.channel) ? wanted.channel : '';
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Discord sandbox</title>
${SANDBOX_STYLESHEETS.map(
  (name) => html`<link rel="stylesheet" href="${context.basePath}/assets/sandbox/${name}">
`,
)}
<script type="module" src="${context.basePath}${SANDBOX_SCRIPT_PATH}"></script>
</head>
<body class="sandbox" data-base="${context.basePath}" data-channel="${channel}" data-app="${state.application.name}">
<a class="skip-link" href="#composer-input">Skip to the message box</a>
<div class="app">
<div id="channel-pane" class="channel-pane">
<nav class="servers" aria-label="Servers">
<ul id="server-list">${guilds.map((guild) => serverButton(guild, guild === first))}</ul>
<button type="button" id="create-server" class="server add-server" aria-label="Create a server" title="Create a server" aria-haspopup="dialog" aria-controls="create-dialog"><span aria-hidden="true">+</span></button>
</nav>
<section class="sidebar" aria-labelledby="guild-name">
<header class="guild-header"><h1 id="guild-name">${first?.name ?? 'No servers'}</h1>
<button type="button" class="pane-close" data-close-pane aria-label="Close the channel list"><span aria-hidden="true">×</span></button>
</header>
<nav class="channel-nav" aria-label="Channels">
<ul id="channel-list" aria-describedby="channel-status"></ul>
<p id="channel-status" class="status" role="status"></p>
</nav>
<div class="user-panel">
<label for="user-picker">Acting as</label>
<select id="user-picker" aria-describedby="member-help member-status">${memberOptions(state, first)}</select>
<p id="member-help" class="hint">Any member of this server; the channels are the ones they can see.</p>
<button type="button" id="join-member" class="secondary join" aria-describedby="member-status">Join as a new member</button>
<p id="member-status" class="status" role="status"></p>
</div>
</section>
</div>
<main class="chat" aria-labelledby="channel-name">
<section id="builds" class="builds" aria-labelledby="builds-heading" hidden>
<h2 id="builds-heading" class="builds-heading">Builds in your servers</h2>
<ul id="build-list" class="build-list"></ul>
</section>
<header class="chat-header">
<button type="button" id="toggle-channels" class="pane-toggle" aria-controls="channel-pane" aria-expanded="false">Channels</button>
<h2 id="channel-name">general</h2>
<p id="channel-topic" class="topic"></p>
<button type="button" id="toggle-members" class="pane-toggle" aria-controls="details-pane" aria-expanded="false">Members</button>
</header>
<ol id="messages" class="messages" aria-label="Messages" aria-live="polite"></ol>
<form id="composer" class="composer" autocomplete="off">
<label for="composer-input" class="visually-hidden">Message or slash command</label>
<div class="composer-row">
<input id="composer-input" name="command" type="text" list="suggestions" placeholder="/activate key:XXXX style:abc" aria-describedby="composer-help composer-status" required>
<datalist id="suggestions"></datalist>
<button type="submit" class="send">Send</button>
</div>
<p id="composer-help" class="hint">Type a message for the channel, or a slash command the app registered with options as name:value (quote values with spaces).</p>
<p id="composer-status" class="status" role="status"></p>
</form>
</main>
<aside id="details-pane" class="details" aria-label="Server details">
<button type="button" class="pane-close" data-close-pane aria-label="Close the member list"><span aria-hidden="true">×</span></button>
<h2 id="roles-heading">Roles</h2>
<ul id="role-list" aria-labelledby="roles-heading"></ul>
<h2 id="members-heading">Members</h2>
<ul id="member-list" aria-labelledby="members-heading"></ul>
<h2 id="webhooks-heading">Incoming webhooks</h2>
<ol id="webhook-messages" class="webhook-messages" aria-labelledby="webhooks-heading"></ol>
</aside>
<div id="pane-scrim" class="pane-scrim" hidden></div>
</div>
<dialog id="modal-dialog" aria-labelledby="modal-title">
<form id="modal-form" method="dialog">
<h2 id="modal-title"></h2>
<div id="modal-fields"></div>
<p id="modal-status" class="status" role="status"></p>
<div class="modal-actions">
<button type="button" id="modal-cancel" class="secondary">Cancel</button>
<button type="submit" class="primary">Submit</button>
</div>
</form>
</dialog>
${createServerDialog(state.application.name)}
<noscript><p class="noscript">The sandbox needs JavaScript to show channels live and send commands.</p></noscript>
</body>
</html>
`.value;
}
