import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// The commands an operator types, run on the compiled server as `npm start` runs it.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT });
  expect(built.status, built.stderr.toString()).toBe(0);
}, 120_000);

interface Started {
  npm: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function npmRun(script: string, env: Record<string, string>): Started {
  const npm = spawn('npm', ['run', '--silent', script], {
    cwd: ROOT,
    // Its own process group, as a terminal or a container runtime gives it.
    detached: true,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'guildsmith-start-')),
      RECONCILE_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  npm.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  npm.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  return { npm, exited, output: () => output };
}

async function waitUntilReady(port: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing ready on ${port}`);
}

/** The processes left in a group; empty once everything ended. */
function groupMembers(groupId: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '-g', String(groupId)]).stdout.toString();
  return listed
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

let nextPort = 3900 + Math.floor(Math.random() * 50) * 2;

describe('npm start (the compiled server)', () => {
  it.each([
    ['the server process alone', 'server'],
    ['the whole process group', 'group'],
  ] as const)(
    'ends with exit 0 and leaves nothing behind when %s gets SIGTERM',
    async (_, target) => {
      const port = nextPort++;
      const started = npmRun('start:built', { PORT: String(port) });
      await waitUntilReady(port);
      const groupId = started.npm.pid ?? 0;
      // npm's only child is node itself: the script execs it, with no shell or tsx between.
      const [server] = readFileSync(`/proc/${groupId}/task/${groupId}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number);
      expect(readFileSync(`/proc/${server}/cmdline`, 'utf8')).toContain('apps/server/dist/main.js');
      process.kill(target === 'server' ? (server ?? 0) : -groupId, 'SIGTERM');
      expect(await started.exited).toBe(0);
      expect(groupMembers(groupId)).toEqual([]);
      expect(started.output()).toContain('DEMO MODE');
      expect(started.output()).toContain('"msg":"stopped"');
    },
    90_000,
  );

  it('a production start without credentials stops at once, naming the variable', async () => {
    const started = npmRun('serve', { PORT: String(nextPort++) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Invalid configuration: PUBLIC_URL is required (a production start runs the demo only with DEMO_MODE=true)',
    );
  }, 30_000);

  it('a worker refuses the embedded database, which opens in one process only', async () => {
    const started = npmRun('worker', { DEMO_MODE: 'true' });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Invalid configuration: DATABASE_URL is required by a separate worker',
    );
  }, 30_000);
});
