import { html, type SafeHtml } from '../../shared/html.ts';
import type { EmulatedUser } from '../model.ts';

export interface PageContext {
  /** Where the emulator is mounted (e.g. '/sandbox/discord'), for its own links and forms. */
  basePath: string;
}

export const STYLESHEET_PATH = '/assets/discord.css';

/** The document around every emulator page: no scripts, no third-party resources. */
export function pageDocument(context: PageContext, title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${context.basePath}${STYLESHEET_PATH}">
</head>
<body>
<main>
${content}
<p class="sandbox">Discord emulator: a local stand-in, no real account is used.</p>
</main>
</body>
</html>
`.value;
}

/**
 * The circle standing in for an avatar (pages load no images), in the colour
 * of the default avatar Discord would show: picked by discriminator for legacy
 * accounts, by id for accounts on the new username system.
 */
export function avatarInitial(user: EmulatedUser): SafeHtml {
  const colour =
    user.discriminator === '0' ? (BigInt(user.id) >> 22n) % 6n : Number(user.discriminator) % 5;
  const initial = Array.from(user.globalName ?? user.username)[0]?.toUpperCase() ?? '?';
  return html`<span class="avatar avatar-${colour}" aria-hidden="true">${initial}</span>`;
}
