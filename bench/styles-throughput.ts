/**
 * Budget: GET /api/styles?page=1 serves at least 70% of the
 * same server's trivial-route throughput. Both routes are measured against one
 * in-process server on 127.0.0.1, one after the other, for a bounded time.
 */
import { createTestDatabase } from '@guildsmith/db/testing';
import { MailStore } from '@guildsmith/emulators';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { createJobQueue } from '../apps/server/src/jobs/index.ts';
import { openMailTransport } from '../apps/server/src/modules/mail/mail-transport.ts';
import { testConfig } from '../apps/server/src/test/test-config.ts';

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;
const BUDGET_RATIO = 0.7;

interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const config = testConfig({ LOG_LEVEL: 'silent' });
const database = await createTestDatabase();
const queue = await createJobQueue(database);
const mail = await openMailTransport(config, new MailStore());
const app = await buildApp({ config, database, queue, mailer: mail.mailer });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  // Warm both routes so neither pays for first-call work inside the measurement.
  await measure(`${origin}/api/health`);
  const health = await measure(`${origin}/api/health`);
  const styles = await measure(`${origin}/api/styles?page=1`);
  const ratio = styles.requestsPerSecond / health.requestsPerSecond;
  const row = (name: string, figures: Figures) =>
    `${name.padEnd(22)} ${figures.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(figures.p99Ms).padStart(4)} ms   errors ${figures.errors}`;
  console.info(row('GET /api/health', health));
  console.info(row('GET /api/styles?page=1', styles));
  console.info(`ratio ${(ratio * 100).toFixed(1)}% (budget >= ${BUDGET_RATIO * 100}%)`);
  if (ratio < BUDGET_RATIO || health.errors + styles.errors > 0) process.exitCode = 1;
} finally {
  await app.close();
  await queue.stop();
  await mail.close();
  await database.close();
}
