import { html, type SafeHtml } from '../../shared/html.ts';

export const STYLESHEET_PATH = '/assets/paypal.css';

/**
 * Served from its own route rather than inline, so the pages work under a CSP
 * that allows only same-origin styles. PayPal's checkout look: white card,
 * PayPal blue, the yellow pay button with dark text (both above 4.5:1).
 */
export const PAYPAL_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px 16px; background: #f5f7fa; color: #001435;
  font: 16px/1.5 "Helvetica Neue", Helvetica, Arial, sans-serif; }
main { width: 100%; max-width: 420px; background: #fff; border-radius: 12px; padding: 32px 24px;
  box-shadow: 0 2px 12px rgb(0 20 53 / 12%); }
.logo { margin: 0 0 16px; font-size: 24px; font-weight: 700; font-style: italic; color: #003087; }
.logo span { color: #0070e0; }
h1 { margin: 0 0 8px; font-size: 20px; }
.amount { font-size: 32px; font-weight: 600; margin: 8px 0 16px; }
.muted { color: #515354; font-size: 14px; }
.account { margin: 16px 0; padding: 12px; border: 1px solid #dbe2e8; border-radius: 8px; font-size: 14px; }
.actions { display: grid; gap: 12px; margin-top: 24px; }
.actions form { margin: 0; }
button, .button { display: block; width: 100%; padding: 12px 16px; border: 0; border-radius: 24px;
  font: inherit; font-weight: 700; text-align: center; text-decoration: none; cursor: pointer; }
button.primary { background: #ffc439; color: #001435; }
button.secondary, .button { background: #fff; color: #003087; border: 1px solid #003087; }
button:focus-visible, .button:focus-visible { outline: 3px solid #0070e0; outline-offset: 2px; }
.sandbox { margin-top: 24px; font-size: 12px; color: #515354; text-align: center; }
`;

/** The document around every emulator page: no scripts, no third-party resources. */
export function pageDocument(basePath: string, title: string, content: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${basePath}${STYLESHEET_PATH}">
</head>
<body>
<main>
<p class="logo" aria-hidden="true">Pay<span>Pal</span></p>
${content}
<p class="sandbox">PayPal emulator: a local stand-in, no real account is charged.</p>
</main>
</body>
</html>
`.value;
}
