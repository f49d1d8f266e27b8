import { createServer } from 'node:net';
import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createJobQueue, type JobQueue } from '../jobs/index.ts';
import { SecretBox } from '../lib/secret-box.ts';
import { openMailTransport } from '../modules/mail/mail-transport.ts';
import { createSandbox, type Sandbox } from '../plugins/sandbox.ts';
import { testConfig } from './test-config.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  config: Config;
  /** The app's public URL (a real listener only with `listen: true`). */
  url: string;
  sandbox: Sandbox;
  /** The app's own sealing key, to read what it stored sealed (license keys). */
  secrets: SecretBox;
  /**
   * A process restart: the server and its job queue stop and start again (the
   * worker running) on the same database, emulators and port; `app` and
   * `queue` are replaced.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database (in-memory PGlite, or a throwaway
 * PostgreSQL database when DATABASE_URL is set), driven through app.inject.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    serveWebApp?: boolean;
    listen?: boolean;
    metricsCacheMs?: number;
    /** Captures the app's log lines (they are silent otherwise). */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  // Flows that call our own emulators over HTTP need a real port known up front.
  const port = options.listen ? await freePort() : 3000;
  const config = testConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env });
  const database = await createTestDatabase();
  const sandbox = createSandbox(config);
  const mail = await openMailTransport(config, sandbox.mail);
  const start = async () => {
    const queue = await createJobQueue(database);
    const app = await buildApp({
      sandbox,
      mailer: mail.mailer,
      config,
      metricsCacheMs: options.metricsCacheMs,
      logStream: options.logStream,
      database,
      queue,
      serveWebApp: options.serveWebApp ?? false,
    });
    if (options.listen) await app.listen({ port, host: '127.0.0.1' });
    else await app.ready();
    return { app, queue };
  };
  const harness: TestApp = {
    ...(await start()),
    database,
    config,
    url: config.publicUrl,
    sandbox,
    secrets: new SecretBox(config.encryptionKey),
    async restart() {
      await harness.app.close();
      await harness.queue.stop();
      const restarted = await start();
      // As after a real start-up, the worker runs.
      await restarted.queue.start();
      Object.assign(harness, restarted);
    },
    async close() {
      await harness.app.close();
      await harness.queue.stop();
      await mail.close();
      await database.close();
    },
  };
  return harness;
}
