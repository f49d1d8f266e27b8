import { html, type SafeHtml } from '../../shared/html.ts';

export const STYLESHEET_PATH = '/assets/mail.css';

/**
 * Served from its own route rather than inline, so the pages work under a CSP
 * that allows only same-origin styles. A plain mail-client look; every text
 * colour keeps a 4.5:1 contrast on its background. Long addresses and header
 * values wrap anywhere, so a phone never scrolls the page sideways.
 */
export const MAIL_STYLESHEET = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; background: #f4f5f7; color: #1d2433;
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 22px; margin: 0 0 16px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
a { color: #1a55c8; }
.empty, .panel { background: #fff; border: 1px solid #d8dce3; border-radius: 8px; padding: 16px; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #d8dce3; border-radius: 8px; }
th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e6e9ee; vertical-align: top;
  overflow-wrap: anywhere; }
th { font-size: 13px; color: #4a5468; font-weight: 600; }
td.nowrap { white-space: nowrap; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dl.meta dt { color: #4a5468; font-weight: 600; }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; font: 14px/1.5 ui-monospace, Menlo, Consolas, monospace; }
iframe { width: 100%; min-height: 480px; border: 1px solid #d8dce3; border-radius: 8px; background: #fff; }
ul.links { margin: 0; padding-left: 20px; overflow-wrap: anywhere; }
.headers td:first-child { white-space: nowrap; color: #4a5468; font-weight: 600; }
.sandbox { margin-top: 24px; font-size: 12px; color: #4a5468; }
@media (max-width: 600px) {
  main { padding: 16px 8px; }
  th, td { padding: 8px 6px; font-size: 14px; }
  td.nowrap { white-space: normal; }
  .headers td { display: block; }
  .headers td:first-child { padding-bottom: 0; border-bottom: 0; }
  dl.meta { grid-template-columns: 1fr; gap: 0; }
  dl.meta dd { margin-bottom: 6px; }
  iframe { min-height: 360px; }
}
`;

/** The document around every mailbox page: no scripts, no third-party resources. */
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
<p class="sandbox">Mail catcher: messages the app sends in demo mode stop here; nothing is delivered.</p>
</main>
</body>
</html>
`.value;
}
