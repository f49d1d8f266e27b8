/**
 * Budgets for the landing page `/`: Lighthouse (mobile, its
 * default simulated throttling) performance >= 0.95 and accessibility 1.0, and
 * at most 170 KB gzip of JavaScript loaded by the page. The web app is built
 * and served the way `npm start` serves it (production server on 127.0.0.1, a
 * fresh data directory), then audited with Debian's Chromium.
 *
 * LIGHTHOUSE_RUNS sets the number of runs (default 5); LIGHTHOUSE_REPORT names a
 * file to write the last run's full JSON report to, for digging into a miss.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumAvailable } from '../scripts/chromium.mjs';

const PERFORMANCE_BUDGET = 0.95;
const ACCESSIBILITY_BUDGET = 1;
const INITIAL_JS_BUDGET_KB = 170;
/** Lighthouse scores vary run to run; the median of a few runs is the figure that counts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready within ${READY_TIMEOUT_MS} ms`);
}

/** Starts Chromium with a DevTools port of its choosing and resolves that port. */
function launchChromium(profileDir: string): Promise<{ browser: ChildProcess; port: number }> {
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    browser.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve({ browser, port: Number(match[1]) });
    });
    browser.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output}`)));
  });
}

interface RunFigures {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAccessibilityAudits: string[];
  scriptUrls: string[];
}

async function audit(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (process.env.LIGHTHOUSE_REPORT)
    writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const metrics = Object.fromEntries(
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ].map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
  );
  const failedAccessibilityAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => `${ref.id}: ${lhr.audits[ref.id]?.title}`);
  const requests = lhr.audits['network-requests']?.details;
  const items = requests?.type === 'table' ? requests.items : [];
  const scriptUrls = items
    .filter((item) => item.resourceType === 'Script' && typeof item.url === 'string')
    .map((item) => String(item.url))
    .filter((scriptUrl) => scriptUrl.startsWith(new URL(url).origin));
  return {
    performance: lhr.categories.performance?.score ?? 0,
    accessibility: lhr.categories.accessibility?.score ?? 0,
    metrics,
    failedAccessibilityAudits,
    scriptUrls,
  };
}

/** Every script the page loaded, gzipped from the built files as a compressing server sends them. */
function gzipKilobytes(scriptUrls: readonly string[]): { total: number; rows: string[] } {
  const rows: string[] = [];
  let total = 0;
  for (const scriptUrl of new Set(scriptUrls)) {
    const file = path.join(DIST, new URL(scriptUrl).pathname);
    const kilobytes = gzipSync(readFileSync(file)).length / 1024;
    total += kilobytes;
    rows.push(`  ${kilobytes.toFixed(1).padStart(6)} KB  ${new URL(scriptUrl).pathname}`);
  }
  return { total, rows };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!chromiumAvailable()) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}; install Debian's chromium package`);
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-lighthouse-data-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-lighthouse-chromium-'));
const serverPort = await freePort();
const origin = `http://127.0.0.1:${serverPort}`;
// node itself runs the compiled server, as `npm start` does, so the PID we stop is the server's.
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
});
let browser: ChildProcess | undefined;

try {
  await waitUntilReady(origin, server);
  const chromium = await launchChromium(profileDir);
  browser = chromium.browser;
  const runs: RunFigures[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const figures = await audit(`${origin}/`, chromium.port);
    runs.push(figures);
    const metrics = Object.entries(figures.metrics)
      .map(([id, value]) => `${id} ${value}`)
      .join(', ');
    console.info(
      `run ${index + 1}: performance ${figures.performance.toFixed(2)}, accessibility ${figures.accessibility.toFixed(2)} (${metrics})`,
    );
    for (const failed of figures.failedAccessibilityAudits)
      console.info(`  a11y failed: ${failed}`);
  }
  const performance = median(runs.map((figures) => figures.performance));
  const accessibility = Math.min(...runs.map((figures) => figures.accessibility));
  const javascript = gzipKilobytes(runs[0]?.scriptUrls ?? []);
  console.info(`scripts loaded by /:\n${javascript.rows.join('\n')}`);
  console.info(
    `performance ${performance.toFixed(2)} (median of ${RUNS}, budget >= ${PERFORMANCE_BUDGET})`,
  );
  console.info(
    `accessibility ${accessibility.toFixed(2)} (lowest, budget >= ${ACCESSIBILITY_BUDGET})`,
  );
  console.info(
    `initial JavaScript ${javascript.total.toFixed(1)} KB gzip (budget <= ${INITIAL_JS_BUDGET_KB} KB)`,
  );
  if (
    performance < PERFORMANCE_BUDGET ||
    accessibility < ACCESSIBILITY_BUDGET ||
    javascript.total > INITIAL_JS_BUDGET_KB ||
    javascript.rows.length === 0
  ) {
    process.exitCode = 1;
  }
} finally {
  browser?.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
