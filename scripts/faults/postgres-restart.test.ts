/**
 * Fault: PostgreSQL stopped for 15 s and started again under light load (1
 * app, 1 worker). The database is a private PostgreSQL made with initdb in a
 * temporary directory on a free port (run as the postgres user), never the
 * machine's own server; the test stops and removes it.
 *
 * A buyer pays while the database is down: the Stripe webhook fails and is
 * retried by the emulator until the database is back, and the key e-mail
 * arrives exactly once. Meanwhile /api/ready and /api/styles are polled:
 * /api/ready answers 503 while down and 200 after, and no request hangs.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { keysMailedTo, signInThroughApi } from '../cluster/client.ts';
import type { Cluster } from '../cluster/index.ts';
import { secs, sleep, until } from './fault-helpers.ts';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DOWN_MS = 15_000;
/** Longer than any answer may take; a request still open then counts as hung. */
const HANG_MS = 30_000;

let dir: string | undefined;
let dataDir = '';
let port = 0;
let cluster: Cluster | undefined;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

function asPostgres(args: string[]) {
  const root = process.getuid?.() === 0;
  const [command = '', ...rest] = args;
  const run = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...rest], {
        encoding: 'utf8',
        timeout: 60_000,
      })
    : spawnSync(command, rest, { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${args.join(' ')}: ${run.stderr || run.stdout}`);
}

const pgStart = () =>
  asPostgres([
    `${BIN}/pg_ctl`,
    '-D',
    dataDir,
    '-l',
    path.join(dir ?? '', 'postgres.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    '-t',
    '30',
    'start',
  ]);
const pgStop = () =>
  asPostgres([`${BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'guildsmith-faults-pg-'));
  const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (process.getuid?.() === 0) chownSync(dir, Number(owner.stdout), Number(group.stdout));
  dataDir = path.join(dir, 'data');
  port = await freePort();
  asPostgres([`${BIN}/initdb`, '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  pgStart();
  // Before the harness is loaded: it reads CLUSTER_POSTGRES_URL when its module loads.
  process.env.CLUSTER_POSTGRES_URL = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { startCluster } = await import('../cluster/index.ts');
  cluster = await startCluster({ apps: 1, workers: 1, timeoutMs: 6 * 60_000 });
});

afterAll(async () => {
  try {
    await cluster?.stop();
  } finally {
    delete process.env.CLUSTER_POSTGRES_URL;
    try {
      if (dataDir) pgStop();
    } catch {
      // Not running.
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

interface Sample {
  at: number;
  route: string;
  status: number | string;
  ms: number;
}

test('PostgreSQL down for 15 s: ready goes 503 and back, nothing hangs, the paid key is mailed once', async () => {
  if (!cluster) throw new Error('no cluster');
  const { info } = cluster;
  const session = await signInThroughApi(info, 'fault.postgres');
  const intentAnswer = await fetch(`${info.publicUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'premium' }),
  });
  expect(intentAnswer.status).toBe(200);
  const intent = (await intentAnswer.json()) as { clientSecret: string };
  const intentId = intent.clientSecret.split('_secret_')[0] ?? '';

  const samples: Sample[] = [];
  let polling = true;
  const poll = async (route: string) => {
    while (polling) {
      const at = Date.now();
      try {
        const answer = await fetch(`${info.publicUrl}${route}`, {
          signal: AbortSignal.timeout(HANG_MS),
        });
        await answer.arrayBuffer();
        samples.push({ at, route, status: answer.status, ms: Date.now() - at });
      } catch (error) {
        samples.push({ at, route, status: (error as Error).name, ms: Date.now() - at });
      }
      await sleep(200);
    }
  };
  const pollers = [poll('/api/ready'), poll('/api/styles')];
  await sleep(2000);

  const stoppedAt = Date.now();
  pgStop();
  // Paid while the database is down: the webhook must wait for it.
  const confirmed = await fetch(
    `${info.emulatorsUrl}/sandbox/stripe/v1/payment_intents/${intentId}/confirm`,
    {
      method: 'POST',
      body: new URLSearchParams({
        key: 'pk_test_guildsmith_demo',
        client_secret: intent.clientSecret,
        return_url: `${info.publicUrl}/purchase-success?plan=premium`,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2034',
        'payment_method_data[card][cvc]': '123',
      }),
    },
  );
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
  await sleep(Math.max(0, DOWN_MS - (Date.now() - stoppedAt)));
  pgStart();
  const startedAt = Date.now();
  const readyAgain = await until('/api/ready 200 again', 60_000, async () => {
    const last = samples.filter((sample) => sample.route === '/api/ready' && sample.at > startedAt);
    return last.some((sample) => sample.status === 200) ? Date.now() : undefined;
  });
  const keys = await until('the key e-mail', 90_000, async () => {
    const mailed = await keysMailedTo(info, session.email);
    return mailed.length > 0 ? mailed : undefined;
  });
  const mailedAt = Date.now();
  await sleep(3000);
  polling = false;
  await Promise.all(pollers);
  const finalKeys = await keysMailedTo(info, session.email);
  const alive = cluster.info.processes
    .filter((member) => member.role === 'app' || member.role === 'worker')
    .map((member) => {
      try {
        process.kill(member.pid, 0);
        return `${member.name} up`;
      } catch {
        return `${member.name} gone`;
      }
    });

  const during = samples.filter((sample) => sample.at >= stoppedAt && sample.at < startedAt);
  const tally = (list: Sample[], route: string) => {
    const counts = new Map<string, number>();
    for (const sample of list.filter((entry) => entry.route === route)) {
      counts.set(String(sample.status), (counts.get(String(sample.status)) ?? 0) + 1);
    }
    return [...counts].map(([status, count]) => `${status} x${count}`).join(', ');
  };
  const slowest = Math.max(...samples.map((sample) => sample.ms));
  console.info(
    [
      `fault postgres-restart: down ${secs(startedAt - stoppedAt)};`,
      `while down /api/ready [${tally(during, '/api/ready')}], /api/styles [${tally(during, '/api/styles')}];`,
      `ready 200 again ${secs(readyAgain - startedAt)} after the start; slowest answer ${slowest} ms of ${samples.length};`,
      `key e-mail ${secs(mailedAt - startedAt)} after the start, keys mailed ${finalKeys.length}; ${alive.join(', ')}`,
    ].join(' '),
  );
  expect(
    during
      .filter((sample) => sample.route === '/api/ready')
      .every((s) => s.status === 503 || s.status === 200),
  ).toBe(true);
  expect(during.some((sample) => sample.route === '/api/ready' && sample.status === 503)).toBe(
    true,
  );
  expect(samples.every((sample) => typeof sample.status === 'number')).toBe(true);
  expect(slowest).toBeLessThan(HANG_MS);
  expect(keys).toHaveLength(1);
  expect(finalKeys).toHaveLength(1);
});
