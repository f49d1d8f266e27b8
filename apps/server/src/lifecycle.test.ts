import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@guildsmith/db/testing';
import { MailStore } from '@guildsmith/emulators';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createJobQueue } from './jobs/index.ts';
import { shutdownGracefully } from './lifecycle.ts';
import { openMailTransport } from './modules/mail/mail-transport.ts';
import { createTestApp } from './test/test-app.ts';
import { testConfig } from './test/test-config.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** Permission bits of the directory and of everything below it, by relative path. */
function listModes(root: string): Map<string, number> {
  const modes = new Map<string, number>([['.', statSync(root).mode & 0o777]]);
  for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    modes.set(entry, statSync(path.join(root, entry)).mode & 0o777);
  }
  return modes;
}

/** Servers a test started; one a failed assertion left running is stopped after it. */
const started: ChildProcess[] = [];

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGTERM, which tsx passes on to the server it runs; SIGKILL would orphan that server.
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
});

function startServer(env: Record<string, string>) {
  // Made the way a careless operator would: open to everyone, before the server starts.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-main-'));
  chmodSync(dataDir, 0o755);
  const child = spawn(TSX, [MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RECONCILE_INTERVAL_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, dataDir, output: () => ({ stdout, stderr }) };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before the server closes', async () => {
    const config = testConfig();
    const database = await createTestDatabase();
    const queue = await createJobQueue(database);
    const mail = await openMailTransport(config, new MailStore());
    const app = await buildApp({ config, database, queue, mailer: mail.mailer });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/api/test/slow', async () => {
      await held;
      return { finished: true };
    });
    // A real socket: the HTTP server's close is what must wait for the request.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/test/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const shutdown = shutdownGracefully({ app, queue, database, mail, timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: { finished: true } });
    await expect(shutdown).resolves.toBe('clean');
  }, 20_000);

  it('reports a timeout when closing takes too long', async () => {
    const harness = await createTestApp();
    const stuckQueue = { ...harness.queue, stop: () => new Promise<void>(() => {}) };
    const outcome = await shutdownGracefully({
      app: harness.app,
      queue: stuckQueue,
      database: harness.database,
      timeoutMs: 200,
    });
    expect(outcome).toBe('timeout');
    await harness.close();
  }, 20_000);
});

describe('the server process', () => {
  it('exits non-zero with one line naming an invalid variable', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).not.toBe(0);
    const lines = server.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  }, 20_000);

  it('serves, becomes ready, and exits 0 on SIGTERM', async () => {
    const server = startServer({ PORT: '0' });
    // tsx compiles the whole server first, which takes long on a loaded machine.
    const deadline = Date.now() + 60_000;
    let url: string | undefined;
    while (!url && Date.now() < deadline) {
      url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output().stdout)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(url, server.output().stderr).toBeDefined();
    // Ready may follow listening by a moment on a busy machine; an orchestrator polls too.
    let readiness = { status: 0, body: '' };
    while (readiness.status !== 200 && Date.now() < deadline) {
      const response = await fetch(`${url}/api/ready`);
      readiness = { status: response.status, body: await response.text() };
      if (readiness.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(readiness.status, `${readiness.body}\n${server.output().stdout}`).toBe(200);

    // Only the server's own account can read what it keeps.
    const modes = listModes(server.dataDir);
    expect(modes.get('.')).toBe(0o700);
    expect(modes.get('secrets.json')).toBe(0o600);
    expect([...modes.keys()].some((entry) => entry.startsWith('db/'))).toBe(true);
    for (const [entry, mode] of modes) {
      expect(mode & 0o077, `${entry} is ${mode.toString(8)}`).toBe(0);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
