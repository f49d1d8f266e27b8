import { html, type SafeHtml } from '../../shared/html.ts';

export const STYLESHEET_PATH = '/assets/stripe.css';

/**
 * Served from its own route rather than inline, so the pages work under a CSP
 * that allows only same-origin styles. Stripe's hosted-page look: white card,
 * blurple accents, dark text that keeps a 4.5:1 contrast.
 */
export const STRIPE_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
  padding: 24px 16px; background: #f6f9fc; color: #30313d;
  font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { width: 100%; max-width: 420px; background: #fff; border-radius: 12px; padding: 32px 24px;
  box-shadow: 0 2px 5px rgb(60 66 87 / 8%), 0 1px 1px rgb(0 0 0 / 12%); }
h1 { margin: 0 0 8px; font-size: 22px; line-height: 28px; }
.brand { display: inline-block; margin-bottom: 16px; padding: 2px 10px; border-radius: 6px;
  background: #ffb3c7; color: #17120f; font-weight: 700; }
.amount { font-size: 32px; font-weight: 600; margin: 8px 0 24px; }
.muted { color: #5c5f6e; font-size: 14px; }
.actions { display: flex; gap: 12px; margin-top: 24px; }
.actions form { flex: 1; margin: 0; }
button, .button { display: block; width: 100%; padding: 12px 16px; border: 1px solid #d5dbe1; border-radius: 8px;
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer;
  background: #fff; color: #30313d; }
button.primary { background: #533afd; border-color: #533afd; color: #fff; }
button:focus-visible, .button:focus-visible { outline: 3px solid #9b8cff; outline-offset: 2px; }
.sandbox { margin-top: 24px; font-size: 12px; color: #5c5f6e; text-align: center; }
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
${content}
<p class="sandbox">Stripe emulator: a local stand-in, no real payment is made.</p>
</main>
</body>
</html>
`.value;
}

// Stripe's zero-decimal currencies among those a demo might use: their amounts are whole units.
const ZERO_DECIMAL = new Set(['jpy', 'krw', 'vnd', 'clp', 'isk', 'huf']);

/** An amount in the smallest unit as people read it, e.g. 5999 usd -> "$59.99". */
export function formatAmount(amount: number, currency: string): string {
  const units = ZERO_DECIMAL.has(currency) ? amount : amount / 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(units);
}
