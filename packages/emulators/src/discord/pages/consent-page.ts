import { OAuth2Scopes } from 'discord-api-types/v10';
import { html, type SafeHtml } from '../../shared/html.ts';
import {
  type AuthorizeRequest,
  authorizeFields,
  authorizeQuery,
  type BotInviteRequest,
} from '../authorize-request.ts';
import type { EmulatedGuild, EmulatedUser } from '../model.ts';
import { permissionNames } from '../permissions.ts';
import { SCOPE_DESCRIPTIONS } from '../scopes.ts';
import type { DiscordApplication } from '../state.ts';
import { avatarInitial, type PageContext, pageDocument } from './layout.ts';

interface ConsentBase {
  context: PageContext;
  application: DiscordApplication;
  request: AuthorizeRequest;
  /** Why the last submission was refused, shown above the buttons. */
  problem: string | null;
}

export interface AccountChoiceInput extends ConsentBase {
  users: readonly EmulatedUser[];
  selectedUserId: string | null;
  typedUsername: string;
}

export interface GuildChoiceInput extends ConsentBase {
  request: BotInviteRequest;
  user: EmulatedUser;
  guilds: readonly EmulatedGuild[];
}

function handle(user: EmulatedUser): string {
  return user.discriminator === '0' ? user.username : `${user.username}#${user.discriminator}`;
}

function header(application: DiscordApplication, subtitle: string): SafeHtml {
  return html`<div class="app-icon" aria-hidden="true">${Array.from(application.name)[0]}</div>
<h1>${application.name}</h1>
<p class="subtitle">${subtitle}</p>`;
}

function scopeList(application: DiscordApplication, request: AuthorizeRequest): SafeHtml {
  const permissions = request.flow === 'bot-invite' ? permissionNames(request.permissions) : [];
  const items = request.scopes.map(
    (scope) =>
      html`<li><span class="check" aria-hidden="true">✓</span><span>${SCOPE_DESCRIPTIONS[scope]}${
        scope === OAuth2Scopes.Bot && permissions.length > 0
          ? html` with these permissions: ${permissions.join(', ')}`
          : null
      }</span></li>`,
  );
  return html`<h2 id="scopes-heading">This will allow the developer of ${application.name} to:</h2>
<ul class="scopes" aria-labelledby="scopes-heading">${items}</ul>`;
}

function hiddenFields(fields: ReadonlyArray<[string, string]>): SafeHtml[] {
  return fields.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
}

function problemAlert(problem: string | null): SafeHtml | null {
  return problem === null ? null : html`<p class="alert" role="alert">${problem}</p>`;
}

function redirectNote(request: AuthorizeRequest): SafeHtml | null {
  if (request.redirectUri === null) return null;
  return html`<p class="note">Once you authorize, you will be redirected outside of Discord to: ${request.redirectUri}</p>`;
}

function accountOption(user: EmulatedUser, checked: boolean): SafeHtml {
  const details = [user.globalName, user.email ?? 'no e-mail'].filter(Boolean).join(' · ');
  return html`<label class="account">
<input type="radio" name="user_id" value="${user.id}"${checked ? html` checked` : null}>
${avatarInitial(user)}
<span class="who"><strong>${handle(user)}</strong><span>${details}</span></span>
</label>`;
}

function accountList(users: readonly EmulatedUser[], selectedUserId: string | null): SafeHtml {
  const selected = selectedUserId ?? users[0]?.id ?? null;
  return html`<fieldset>
<legend>Sign in as</legend>
<div class="accounts">${users.map((user) => accountOption(user, user.id === selected))}</div>
</fieldset>`;
}

/** The consent screen of a sign-in (identify, email, guilds...): pick an account, then Authorize. */
export function consentPage(input: AccountChoiceInput): string {
  const { context, application, request } = input;
  const content = html`${header(application, 'wants to access your Discord account')}
<form method="post" action="${context.basePath}/oauth2/authorize">
${hiddenFields(authorizeFields(request))}
${accountList(input.users, input.selectedUserId)}
<label class="field" for="new_username">Or a new account</label>
<input type="text" id="new_username" name="new_username" value="${input.typedUsername}" autocomplete="off" spellcheck="false" aria-describedby="new_username_hint">
<p class="hint" id="new_username_hint">Typing a username signs in as that account, created if it does not exist yet.</p>
${scopeList(application, request)}
${redirectNote(request)}
${problemAlert(input.problem)}
<div class="actions">
<button type="submit" class="primary" name="decision" value="authorize">Authorize</button>
<button type="submit" class="secondary" name="decision" value="cancel">Cancel</button>
</div>
</form>`;
  return pageDocument(context, `Authorize ${application.name}`, content);
}

/**
 * First step of a bot invite: which account is adding the bot. It submits back
 * to this page by GET (no state changes) so the next step can list that
 * account's servers; pages carry no scripts to do it live.
 */
export function botAccountPage(input: AccountChoiceInput): string {
  const { context, application, request } = input;
  const content = html`${header(application, 'wants to be added to one of your servers')}
<form method="get" action="${context.basePath}/oauth2/authorize">
${hiddenFields(authorizeFields(request))}
${accountList(input.users, input.selectedUserId)}
${scopeList(application, request)}
${problemAlert(input.problem)}
<div class="actions">
<button type="submit" class="primary">Continue</button>
<button type="submit" class="secondary" formmethod="post" name="decision" value="cancel">Cancel</button>
</div>
</form>`;
  return pageDocument(context, `Add ${application.name}`, content);
}

/** Second step of a bot invite: the server to add the bot to, among those the account manages. */
export function botGuildPage(input: GuildChoiceInput): string {
  const { context, application, request, user, guilds } = input;
  // The select carries guild_id itself; a hidden copy would shadow the choice.
  const fields = authorizeFields(request).filter(([name]) => name !== 'guild_id');
  const options = guilds.map(
    (guild) =>
      html`<option value="${guild.id}"${guild.id === request.guildId ? html` selected` : null}>${guild.name}</option>`,
  );
  const picker =
    guilds.length > 0
      ? html`<label class="field" for="guild_id">Add to server</label>
<select id="guild_id" name="guild_id" required>${options}</select>
<p class="hint">Only servers where ${handle(user)} has the Manage Server permission are listed.</p>`
      : html`<p class="alert" role="alert">${handle(user)} has no server where they can add bots (that needs the Manage Server permission).</p>`;
  const content = html`${header(application, 'wants to be added to one of your servers')}
<p class="subtitle">Signed in as <strong>${handle(user)}</strong>. <a href="${context.basePath}/oauth2/authorize?${authorizeQuery(request)}">Not you?</a></p>
<form method="post" action="${context.basePath}/oauth2/authorize">
${hiddenFields(fields)}
<input type="hidden" name="user_id" value="${user.id}">
${picker}
${scopeList(application, request)}
${redirectNote(request)}
${problemAlert(input.problem)}
<div class="actions">
${guilds.length > 0 ? html`<button type="submit" class="primary" name="decision" value="authorize">Authorize</button>` : null}
<button type="submit" class="secondary" name="decision" value="cancel">Cancel</button>
</div>
</form>`;
  return pageDocument(context, `Add ${application.name}`, content);
}
