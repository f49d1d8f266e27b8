import { createDb } from '@guildsmith/db';
import { buildApp } from './app.ts';
import { type Config, ConfigError, readConfigOrExit } from './config.ts';
import { createJobQueue } from './jobs/index.ts';
import { restrictDataDir } from './lib/data-dir.ts';
import { createLogger } from './lib/logger.ts';
import { shutdownGracefully } from './lifecycle.ts';
import { openMailTransport } from './modules/mail/mail-transport.ts';

/** `web` answers HTTP (and works jobs unless RUN_JOBS=false); `worker` only works jobs. */
export type ProcessRole = 'web' | 'worker';

/** Settings that make sense alone but not for this role. */
function checkRole(config: Config, role: ProcessRole): void {
  const jobsElsewhere = role === 'worker' || !config.runJobs;
  // The embedded database opens in one process only, so jobs cannot move to another.
  if (jobsElsewhere && !config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL',
      `is required ${role === 'worker' ? 'by a separate worker' : 'with RUN_JOBS=false'}: the embedded database opens in one process only`,
    );
  }
  // The demo mailbox lives in the web process; a worker must reach it (or real mail) over SMTP.
  if (role === 'worker' && config.demoMode && !config.smtpUrl) {
    throw new ConfigError('SMTP_URL', 'is required by a separate worker in demo mode');
  }
}

/**
 * Starts one process of the product and stops it on SIGTERM/SIGINT: finishes
 * in-flight requests and jobs, closes the database, exits 0 (1 after the
 * shutdown timeout). The caller is `node` itself, so signals arrive here.
 */
export async function runProcess(role: ProcessRole): Promise<void> {
  const config = readConfigOrExit();
  try {
    checkRole(config, role);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  restrictDataDir(config.dataDir);
  const database = await createDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    migrationsFolder: config.migrationsDir,
  });
  const queue = await createJobQueue(database, { logger });
  const serveHttp = role === 'web';
  const workJobs = role === 'worker' || config.runJobs;
  // The emulators are loaded only for a demo, and only where HTTP is served.
  const sandbox =
    config.demoMode && serveHttp
      ? (await import('./plugins/sandbox.ts')).createSandbox(config)
      : undefined;
  const mail = await openMailTransport(config, sandbox?.mail);
  const app = await buildApp({
    config,
    database,
    queue,
    mailer: mail.mailer,
    sandbox,
    serveWebApp: serveHttp,
    logger,
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, role }, 'shutting down');
    const outcome = await shutdownGracefully({
      app,
      queue,
      database,
      mail,
      timeoutMs: config.shutdownTimeoutMs,
    });
    if (outcome === 'timeout') {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown did not finish in time');
      process.exit(1);
    }
    logger.info({ role }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  if (config.demoMode) {
    logger.warn(
      'DEMO MODE: Discord, Stripe, PayPal and e-mail are emulated locally under /sandbox; no real payments or messages are sent',
    );
  }
  if (workJobs) await queue.start();
  if (serveHttp) {
    await app.listen({ port: config.port, host: config.host });
    logger.info(
      {
        url: config.publicUrl,
        database: database.driver,
        jobs: workJobs ? 'in this process' : 'off',
      },
      `Guildsmith is serving ${config.publicUrl}`,
    );
  } else {
    await app.ready();
    logger.info({ database: database.driver }, 'Guildsmith worker is working the job queue');
  }
}
