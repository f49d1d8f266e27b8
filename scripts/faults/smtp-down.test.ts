/**
 * Fault: the SMTP server is unreachable for 20 s while keys are bought (1 app,
 * 1 worker). Key e-mails wait and retry; once SMTP is back every key arrives,
 * each exactly once.
 *
 * The standalone emulators have no HTTP switch for the mail catcher's refusal
 * (MailStore.refuse is in-process only), so the test puts its own TCP relay
 * between the worker and the catcher (SMTP_URL points at it) and takes it
 * down: the port stops listening (connection refused) and open connections are
 * cut, as when a mail server is down.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buyThroughApi, mailbox, signInThroughApi } from '../cluster/client.ts';
import { type Cluster, startCluster } from '../cluster/index.ts';
import { freePorts } from '../cluster/resources.ts';
import { secs, sleep, until } from './fault-helpers.ts';

const PURCHASES = 3;
const DOWN_MS = 20_000;

/** A TCP relay to `target` that can be taken down and brought back on the same port. */
function smtpRelay(port: number) {
  let target = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  return {
    setTarget(to: number) {
      target = to;
    },
    up: listen,
    async down() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let cluster: Cluster | undefined;
let db: pg.Client | undefined;
let relay: ReturnType<typeof smtpRelay> | undefined;

beforeAll(async () => {
  const [relayPort = 0] = await freePorts(1);
  relay = smtpRelay(relayPort);
  await relay.up();
  cluster = await startCluster({
    apps: 1,
    workers: 1,
    timeoutMs: 6 * 60_000,
    env: { SMTP_URL: `smtp://127.0.0.1:${relayPort}` },
  });
  relay.setTarget(Number(new URL(cluster.info.smtpUrl).port));
  db = new pg.Client({ connectionString: cluster.info.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await relay?.close();
});

test('key e-mails bought while SMTP is down arrive once each after it is back', async () => {
  if (!cluster || !db || !relay) throw new Error('no cluster');
  const { info } = cluster;
  const session = await signInThroughApi(info, 'fault.smtp');
  // Key e-mails only: each purchase's receipt is a separate e-mail, counted by its own tests.
  const mailsTo = async () =>
    (await mailbox(info)).filter(
      (message) =>
        message.to.some((to) => to.includes(session.email)) && !/receipt/.test(message.subject),
    );
  const before = (await mailsTo()).length;

  await relay.down();
  const downAt = Date.now();
  const purchases: string[] = [];
  for (let index = 0; index < PURCHASES; index += 1) {
    purchases.push(await buyThroughApi(info, session.token, 'premium'));
  }
  await sleep(Math.max(0, DOWN_MS - (Date.now() - downAt)));
  const whileDown = (await mailsTo()).length - before;
  const ledger = async () =>
    (
      await db?.query<{ status: string; attempts: number; key: string }>(
        `select e.status, e.attempts, k.last4 as key from emails e
           join license_keys k on k.id = e.license_key_id
          where k.purchase_id = any($1::uuid[])`,
        [purchases],
      )
    )?.rows ?? [];
  const ledgerDown = await ledger();
  await relay.up();
  const upAt = Date.now();

  const arrived = await until('every key e-mail', 150_000, async () => {
    const mails = await mailsTo();
    return mails.length - before >= PURCHASES ? mails : undefined;
  });
  const arrivedAt = Date.now();
  await sleep(5000);
  const mails = await mailsTo();
  const { rows: keys } = await db.query<{ last4: string }>(
    'select last4 from license_keys where purchase_id = any($1::uuid[])',
    [purchases],
  );
  const ledgerAfter = await ledger();
  const mailsPerKey = keys.map(
    (key) => mails.filter((mail) => mail.text.includes(key.last4)).length,
  );

  console.info(
    [
      `fault smtp-down: SMTP down ${secs(upAt - downAt)}, ${PURCHASES} purchases meanwhile;`,
      `key e-mails while down ${whileDown}, ledger then [${ledgerDown.map((row) => `${row.status}/${row.attempts}`).join(', ')}];`,
      `all ${arrived.length - before} arrived ${secs(arrivedAt - upAt)} after SMTP came back;`,
      `5 s later: e-mails ${mails.length - before}, per key [${mailsPerKey.join(', ')}],`,
      `ledger [${ledgerAfter.map((row) => `${row.status}/${row.attempts}`).join(', ')}]`,
    ].join(' '),
  );
  expect(whileDown).toBe(0);
  expect(keys).toHaveLength(PURCHASES);
  expect(mails.length - before).toBe(PURCHASES);
  expect(mailsPerKey).toEqual(keys.map(() => 1));
  expect(ledgerAfter.every((row) => row.status === 'sent')).toBe(true);
});
