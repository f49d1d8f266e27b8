import { createServer } from 'node:net';
import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createJobQueue, type JobQueue } from '../jobs/index.ts';
import { openMailTransport } from '../lib/mail-transport.ts';
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
  } = {},
): Promise<TestApp> {
  // Flows that call our own emulators over HTTP need a real port known up front.
  const port = options.listen ? await freePort() : 3000;
  const config = testConfig({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...options.env });
  const database = await createTestDatabase();
  const queue = await createJobQueue(database);
  const sandbox = createSandbox(config);
  const mail = await openMailTransport(config, sandbox.mail);
  const app = await buildApp({
    sandbox,
    mailer: mail.mailer,
    config,
    metricsCacheMs: options.metricsCacheMs,
    database,
    queue,
    serveWebApp: options.serveWebApp ?? false,
  });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    database,
    queue,
    config,
    url: config.publicUrl,
    sandbox,
    async close() {
      await app.close();
      await queue.stop();
      await mail.close();
      await database.close();
    },
  };
}
