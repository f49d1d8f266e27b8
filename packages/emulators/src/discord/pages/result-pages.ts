import { html } from '../../shared/html.ts';
import type { DiscordApplication } from '../state.ts';
import { type PageContext, pageDocument } from './layout.ts';

/** Shown instead of redirecting when the client or its redirect URI cannot be trusted. */
export function errorPage(context: PageContext, message: string): string {
  return pageDocument(
    context,
    'Authorization failed',
    html`<h1>Something went wrong</h1>
<p class="alert" role="alert">${message}</p>
<p class="subtitle">Check the link that brought you here, or start again from the application.</p>`,
  );
}

function returnLink(application: DiscordApplication) {
  return html`<div class="actions"><a class="button primary" href="${application.publicBaseUrl}/">Return to ${application.name}</a></div>`;
}

export function botAddedPage(
  context: PageContext,
  application: DiscordApplication,
  guildName: string,
): string {
  return pageDocument(
    context,
    `${application.name} was added`,
    html`<h1>${application.name} was added to ${guildName}</h1>
<p class="subtitle">You can close this page, or go back to where you started.</p>
${returnLink(application)}`,
  );
}

/** Cancelling a bot invite without a redirect: nothing to report back to, so say so here. */
export function cancelledPage(context: PageContext, application: DiscordApplication): string {
  return pageDocument(
    context,
    'Authorization cancelled',
    html`<h1>Authorization cancelled</h1>
<p class="subtitle">${application.name} was not added to any server.</p>
${returnLink(application)}`,
  );
}
