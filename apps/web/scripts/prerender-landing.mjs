// After `vite build`: renders the landing's first screen (scripts run in a
// jsdom window, as in the component tests) and writes it into dist/index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const webDir = path.resolve(import.meta.dirname, '..');
const indexPath = path.join(webDir, 'dist/index.html');
const bundleDir = path.join(webDir, 'dist-prerender');
const page = readFileSync(indexPath, 'utf8');

const dom = new JSDOM(page, { url: 'http://localhost/' });
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true });
}
globalThis.matchMedia = () => ({ matches: false, addEventListener() {}, removeEventListener() {} });

const { renderLandingShell } = await import(
  pathToFileURL(path.join(bundleDir, 'landing-shell.js')).href
);
const shell = dom.window.document.createElement('div');
shell.innerHTML = await renderLandingShell();
if (!shell.querySelector('#hero-title'))
  throw new Error('prerender: the landing hero did not render');
// Until the app takes over, controls would ignore clicks; disabled, they say so
// (and automated tests wait for the live ones).
for (const control of shell.querySelectorAll('button, select, input, textarea')) {
  control.setAttribute('disabled', '');
}

const marker = '<div id="root"></div>';
if (!page.includes(marker)) throw new Error(`prerender: ${marker} not found in index.html`);
const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
if (!entryTag) throw new Error('prerender: the entry script tag was not found in index.html');
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...page.matchAll(preloadTag)].map((match) => match[1]);
// Pages paint from HTML first; public/app-boot.js then loads the entry and its preloads.
// The theme must apply before the first paint; inline, it costs no request.
// The server allows exactly this script by its hash (apps/server/src/plugins/security.ts).
const themeBootTag = '<script src="/theme-boot.js"></script>';
if (!page.includes(themeBootTag)) throw new Error('prerender: the theme boot tag was not found');
const themeBoot = readFileSync(path.join(webDir, 'dist/theme-boot.js'), 'utf8');
const appPage = page
  .replace(themeBootTag, () => `<script>${themeBoot}</script>`)
  .replace(entryTag[0], '')
  .replace(preloadTag, '')
  .replace(
    '</head>',
    `  <script src="/app-boot.js" defer data-entry="${entryTag[1]}" data-preload="${preloads.join(' ')}"></script>\n  </head>`,
  );
// Every route but / gets the bare shell; / gets its first screen as well.
writeFileSync(path.join(webDir, 'dist/app.html'), appPage);
writeFileSync(
  indexPath,
  appPage.replace(marker, `<div id="root"><div data-prerendered>${shell.innerHTML}</div></div>`),
);
rmSync(bundleDir, { recursive: true, force: true });
console.info(
  `prerender: landing shell written into dist/index.html (${shell.innerHTML.length} bytes); other routes get dist/app.html`,
);
