/**
 * Fault: the app instance that receives the Stripe webhook dies before
 * answering it (2 apps behind the proxy, 1 worker). The other instance gets the
 * emulator's retry; the purchase completes once, with one key and one key
 * e-mail. A second delivery of the same event (the emulator's resend, as
 * Stripe does) changes nothing.
 *
 * Which instance the proxy picks is round-robin, so the test makes it
 * deterministic: app-2 is killed, app-1 is frozen (SIGSTOP) so the kernel
 * accepts the webhook's connection but nothing handles it, app-2 comes back,
 * and app-1 is SIGKILLed with the webhook in its socket.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { keysMailedTo, mailbox, signInThroughApi } from '../cluster/client.ts';
import { type Cluster, startCluster } from '../cluster/index.ts';
import { secs, sleep, until } from './fault-helpers.ts';

let cluster: Cluster | undefined;
let db: pg.Client | undefined;
let frozen: number | undefined;

beforeAll(async () => {
  cluster = await startCluster({ apps: 2, workers: 1, timeoutMs: 6 * 60_000 });
  db = new pg.Client({ connectionString: cluster.info.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  if (frozen) {
    try {
      process.kill(frozen, 'SIGCONT');
    } catch {
      // Already gone.
    }
  }
  await db?.end();
  await cluster?.stop();
});

interface Delivery {
  id: string;
  type: string;
  status: string;
  attempts: { attempt: number; status: number | null; error: string | null }[];
}

test('a webhook whose instance dies before answering is handled once by the other instance', async () => {
  if (!cluster || !db) throw new Error('no cluster');
  const { info } = cluster;
  const deliveries = async (): Promise<Delivery[]> =>
    (await fetch(`${info.emulatorsUrl}/sandbox/stripe/control/events`)).json() as Promise<
      Delivery[]
    >;
  const buyer = 'fault.webhook';
  const session = await signInThroughApi(info, buyer);
  const intentAnswer = await fetch(`${info.publicUrl}/api/create-payment-intent`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'premium' }),
  });
  expect(intentAnswer.status).toBe(200);
  const intent = (await intentAnswer.json()) as { clientSecret: string; purchaseId: string };
  const intentId = intent.clientSecret.split('_secret_')[0] ?? '';

  await cluster.kill('app-2', 'SIGKILL');
  const app1 = info.processes.find((member) => member.name === 'app-1');
  if (!app1) throw new Error('no app-1');
  process.kill(app1.pid, 'SIGSTOP');
  frozen = app1.pid;

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
  const paidAt = Date.now();
  // The webhook is now in app-1's socket, unanswered.
  const held = await until('the webhook in flight', 10_000, async () => {
    const found = (await deliveries()).find(
      (delivery) => delivery.type === 'payment_intent.succeeded' && delivery.status === 'pending',
    );
    return found;
  });
  await sleep(1000);
  await cluster.restart('app-2');
  const killedAt = Date.now();
  await cluster.kill('app-1', 'SIGKILL');
  frozen = undefined;

  const keys = await until('the key e-mail', 60_000, async () => {
    const mailed = await keysMailedTo(info, session.email);
    return mailed.length > 0 ? mailed : undefined;
  });
  const mailedAt = Date.now();
  const delivered = await until('the delivery answered', 30_000, async () =>
    (await deliveries()).find(
      (delivery) => delivery.id === held.id && delivery.status === 'succeeded',
    ),
  );

  // Stripe may deliver an event again: resend it (to whichever instance) and look again.
  const resend = await fetch(
    `${info.emulatorsUrl}/sandbox/stripe/control/events/${held.id}/resend`,
    { method: 'POST' },
  );
  expect(resend.status).toBeLessThan(300);
  const again = await until('the resent delivery answered', 30_000, async () => {
    const found = (await deliveries()).find((delivery) => delivery.id === held.id);
    return found && found.status !== 'pending' ? found : undefined;
  });
  await sleep(3000);

  const counts = await db.query<{
    purchases: number;
    completed: number;
    keys: number;
    emails: number;
  }>(
    `select
       (select count(*)::int from purchases where user_id = p.user_id) as purchases,
       (select count(*)::int from purchases where user_id = p.user_id and status = 'completed') as completed,
       (select count(*)::int from license_keys where purchase_id = p.id) as keys,
       (select count(*)::int from emails
         where license_key_id in (select id from license_keys where purchase_id = p.id)) as emails
     from purchases p where p.id = $1`,
    [intent.purchaseId],
  );
  const row = counts.rows[0];
  const finalKeys = await keysMailedTo(info, session.email);
  // The purchase's receipt is a separate e-mail, counted by its own tests.
  const mails = (await mailbox(info)).filter(
    (message) =>
      message.to.some((to) => to.includes(session.email)) && !/receipt/.test(message.subject),
  );
  const attempts = (delivery: Delivery) =>
    delivery.attempts.map((attempt) => attempt.status ?? attempt.error).join(', ');

  console.info(
    [
      `fault webhook-sigkill: first delivery attempts [${attempts(delivered)}];`,
      `key e-mail ${secs(mailedAt - killedAt)} after app-1's SIGKILL (${secs(mailedAt - paidAt)} after payment);`,
      `after a resend [${attempts(again)}]: purchases ${row?.purchases}, completed ${row?.completed},`,
      `keys ${row?.keys}, ledger e-mails ${row?.emails}, mails in the catcher ${mails.length}, keys mailed ${finalKeys.length}`,
    ].join(' '),
  );
  expect(keys).toHaveLength(1);
  expect(row).toEqual({ purchases: 1, completed: 1, keys: 1, emails: 1 });
  expect(finalKeys).toEqual(keys);
  expect(mails).toHaveLength(1);
});
