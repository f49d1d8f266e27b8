import { escapeHtml } from '../../lib/html.ts';
import type { ConfirmOutcome, UnsubscribeOutcome } from './newsletter.service.ts';
import { CONFIRM_TOKEN_TTL_DAYS } from './newsletter-tokens.ts';

export interface LinkPage {
  status: number;
  title: string;
  message: string;
}

const SUBSCRIBE_AGAIN = 'You can sign up again with the newsletter form on our home page.';

export const MALFORMED_LINK: LinkPage = {
  status: 400,
  title: 'This link is incomplete',
  message: `Please open the link straight from the e-mail, or copy all of it. ${SUBSCRIBE_AGAIN}`,
};

const INVALID_LINK: LinkPage = {
  status: 404,
  title: 'This link is no longer valid',
  message: `It may have been replaced by a newer e-mail or already used to unsubscribe. ${SUBSCRIBE_AGAIN}`,
};

export const CONFIRM_PAGES: Record<ConfirmOutcome, LinkPage> = {
  confirmed: {
    status: 200,
    title: 'Successfully subscribed!',
    message:
      'Thanks for confirming. New styles, bot features and deals will reach your inbox; every e-mail has a link to unsubscribe.',
  },
  'already-confirmed': {
    status: 200,
    title: 'You are already subscribed',
    message: 'This address is confirmed: there is nothing more to do.',
  },
  expired: {
    status: 410,
    title: 'This link has expired',
    message: `Confirmation links work for ${CONFIRM_TOKEN_TTL_DAYS} days. ${SUBSCRIBE_AGAIN}`,
  },
  invalid: INVALID_LINK,
};

export const UNSUBSCRIBE_PAGES: Record<UnsubscribeOutcome, LinkPage> = {
  unsubscribed: {
    status: 200,
    title: 'You are unsubscribed',
    message: `You will not receive the Guildsmith newsletter any more. Changed your mind? ${SUBSCRIBE_AGAIN}`,
  },
  'already-unsubscribed': {
    status: 200,
    title: 'You are unsubscribed',
    message: `This address was already removed from the newsletter. ${SUBSCRIBE_AGAIN}`,
  },
  invalid: {
    ...INVALID_LINK,
    message: `We could not find a subscription for it. ${SUBSCRIBE_AGAIN}`,
  },
};

/**
 * A whole page with its own styles: it is opened from a mail client, so it
 * must not depend on the web app's bundle or on a route the SPA knows.
 */
export function renderLinkPage(page: LinkPage, homeUrl: string): string {
  const ok = page.status < 400;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Guildsmith</title>
<style>
:root{color-scheme:light dark;--bg:#f2f3f5;--card:#fff;--text:#1e1f22;--muted:#4e5058;--accent:#5865f2}
@media (prefers-color-scheme:dark){:root{--bg:#1e1f22;--card:#2b2d31;--text:#f2f3f5;--muted:#b5bac1}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font-family:system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:12px;background:var(--card);box-shadow:0 4px 24px rgb(0 0 0/.12);text-align:center}
.mark{font-size:2.5rem;line-height:1}
h1{font-size:1.4rem;margin:.75rem 0}
p{color:var(--muted);line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:6px;background:var(--accent);color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<div class="mark" aria-hidden="true">${ok ? '✓' : '!'}</div>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
<a href="${escapeHtml(homeUrl)}">Go to Guildsmith</a>
</main>
</body>
</html>`;
}
