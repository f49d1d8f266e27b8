import { html } from '../../shared/html.ts';
import type { MailMessage } from '../mail-store.ts';
import { pageDocument } from './layout.ts';
import { messageLinks } from './message-links.ts';

function readableDate(iso: string): string {
  return new Date(iso).toUTCString();
}

export function mailboxPage(basePath: string, messages: readonly MailMessage[]): string {
  const rows = messages.map(
    (message) => html`<tr>
<td><a href="${basePath}/${message.id}">${message.subject || '(no subject)'}</a></td>
<td>${message.to.join(', ')}</td>
<td class="nowrap"><time datetime="${message.date}">${readableDate(message.date)}</time></td>
</tr>`,
  );
  return pageDocument(
    basePath,
    'Mailbox',
    html`<h1>Mailbox (${messages.length})</h1>
${
  messages.length === 0
    ? html`<p class="empty">No messages yet. E-mails the app sends in demo mode appear here.</p>`
    : html`<table>
<thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Received</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
}`,
  );
}

export function messagePage(basePath: string, message: MailMessage): string {
  const links = messageLinks(message);
  return pageDocument(
    basePath,
    message.subject || '(no subject)',
    html`<p><a href="${basePath}/">← Mailbox</a></p>
<h1>${message.subject || '(no subject)'}</h1>
<div class="panel">
<dl class="meta">
<dt>From</dt><dd>${message.from}</dd>
<dt>To</dt><dd>${message.to.join(', ')}</dd>
<dt>Date</dt><dd><time datetime="${message.date}">${readableDate(message.date)}</time></dd>
</dl>
</div>
${
  links.length === 0
    ? null
    : html`<h2>Links in this message</h2>
<ul class="links">${links.map((link) => html`<li><a href="${link}" rel="noopener noreferrer">${link}</a></li>`)}</ul>`
}
<h2>HTML</h2>
${
  message.html === null
    ? html`<p class="panel">This message has no HTML part.</p>`
    : html`<iframe sandbox srcdoc="${message.html}" title="HTML version of the message" referrerpolicy="no-referrer"></iframe>`
}
<h2>Text</h2>
<div class="panel"><pre>${message.text}</pre></div>
<h2>Headers</h2>
<table class="headers"><tbody>${message.headers.map(
      (header) => html`<tr><td>${header.name}</td><td>${header.value}</td></tr>`,
    )}</tbody></table>`,
  );
}

export function notFoundPage(basePath: string): string {
  return pageDocument(
    basePath,
    'Message not found',
    html`<p><a href="${basePath}/">← Mailbox</a></p>
<h1>Message not found</h1>
<p class="empty">It may have been deleted.</p>`,
  );
}
