import { html, type SafeHtml } from '../../shared/html.ts';

/**
 * The sandbox's "Create a server" form. The owners are filled in by the
 * script when it opens (people may have signed in since the page loaded);
 * it checks the fields itself (`novalidate`) so every problem is said in
 * the page, next to its field, and announced.
 */
export function createServerDialog(applicationName: string): SafeHtml {
  return html`<dialog id="create-dialog" aria-labelledby="create-title">
<form id="create-form" novalidate>
<h2 id="create-title">Create a server</h2>
<div class="field">
<label for="create-name">Server name</label>
<input id="create-name" name="name" type="text" maxlength="100" autocomplete="off" required aria-describedby="create-name-hint create-name-error" autofocus>
<p id="create-name-hint" class="hint">2 to 100 characters.</p>
<p id="create-name-error" class="field-error" role="alert"></p>
</div>
<div class="field">
<label for="create-owner">Owner</label>
<select id="create-owner" name="ownerId" aria-describedby="create-owner-hint"></select>
<p id="create-owner-hint" class="hint">Who owns the server and may run the bot's commands. Someone who signs in with Discord is listed from then on.</p>
</div>
<div class="field check-field">
<input id="create-bot" name="withBot" type="checkbox" checked aria-describedby="create-bot-hint">
<label for="create-bot">Add the ${applicationName} bot now</label>
<p id="create-bot-hint" class="hint">Untick it to add the bot later, as a buyer does, with the invite link on the ${applicationName} dashboard.</p>
</div>
<p id="create-status" class="status" role="alert"></p>
<div class="modal-actions">
<button type="button" id="create-cancel" class="secondary">Cancel</button>
<button type="submit" class="primary">Create server</button>
</div>
</form>
</dialog>`;
}
