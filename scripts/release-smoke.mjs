// Starts a release tree made by scripts/build-release.sh the way the container
// does (`node apps/server/dist/main.js` from the tree, NODE_ENV=production, here
// in demo mode), checks that it becomes ready and serves the web app, then
// stops it with SIGTERM and expects exit 0.
//
//   node scripts/release-smoke.mjs RELEASE_DIR
//
// The server runs on the `node` that runs this script, so
// `npx -y -p node@22 node scripts/release-smoke.mjs DIR` tries it on Node 22.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STARTUP_LIMIT_MS = 90_000;
const SHUTDOWN_LIMIT_MS = 30_000;

const release = process.argv[2] && path.resolve(process.argv[2]);
if (!release || !existsSync(path.join(release, 'apps/server/dist/main.js'))) {
  console.error('usage: node scripts/release-smoke.mjs RELEASE_DIR (made by build-release.sh)');
  process.exit(2);
}

/** A port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Tests belong to the checkout, not to what ships: one copied into the server's
// dist also ran again, broken, in the server's test suite.
const shippedTests = readdirSync(path.join(release, 'apps/server/dist'), { recursive: true })
  .map(String)
  .filter((file) => /\.test\.tsx?$/.test(file));
if (shippedTests.length > 0) {
  console.error(`release smoke test failed: the tree ships tests: ${shippedTests.join(', ')}`);
  process.exit(1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-release-smoke-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  cwd: release,
  // Only what a container would set: no development settings leak in from this shell.
  env: {
    PATH: process.env.PATH ?? '',
    HOME: dataDir,
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
server.stderr.on('data', (chunk) => {
  output += chunk;
});
const exited = new Promise((resolve) =>
  server.on('exit', (code, signal) => resolve({ code, signal })),
);
let running = true;
exited.then(() => {
  running = false;
});

function fail(message) {
  console.error(`release smoke test failed: ${message}\n--- server output ---\n${output}`);
  if (running) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function get(pathname) {
  const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

const started = Date.now();
let ready = false;
while (!ready && running && Date.now() - started < STARTUP_LIMIT_MS) {
  ready = await get('/api/ready').then(
    (answer) => answer.status === 200,
    () => false,
  );
  if (!ready) await sleep(250);
}
if (!running) fail('the server exited before it was ready');
if (!ready) fail(`/api/ready did not answer 200 within ${STARTUP_LIMIT_MS / 1000} s`);
console.info(`ready after ${((Date.now() - started) / 1000).toFixed(1)} s on ${base}`);

const health = await get('/api/health');
if (health.status !== 200) fail(`/api/health answered ${health.status}`);

const page = await get('/');
if (page.status !== 200 || !page.type.startsWith('text/html')) {
  fail(`/ answered ${page.status} (${page.type})`);
}
// The app's entry script (index.html names it for its boot script) is served too.
const script = page.body.match(/"(\/assets\/[^"\s]+\.js)"/)?.[1];
if (!script) fail('/ names no /assets/*.js script: is it the built web app?');
const asset = await get(script);
if (asset.status !== 200) fail(`${script} answered ${asset.status}`);
console.info(`/api/health 200, / 200 (text/html), ${script} 200`);

server.kill('SIGTERM');
let shutdownTimer;
const stopped = await Promise.race([
  exited,
  new Promise((resolve) => {
    shutdownTimer = setTimeout(() => resolve(null), SHUTDOWN_LIMIT_MS);
  }),
]);
clearTimeout(shutdownTimer);
if (!stopped) fail(`no exit within ${SHUTDOWN_LIMIT_MS / 1000} s of SIGTERM`);
if (stopped.code !== 0) fail(`exit ${stopped.code ?? stopped.signal} after SIGTERM, not 0`);
if (!output.includes('"msg":"stopped"')) fail('the server did not log "stopped"');
rmSync(dataDir, { recursive: true, force: true });
console.info(`SIGTERM: exit 0 (node ${process.version}, release ${release})`);
