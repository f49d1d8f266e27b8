import { createDb } from '@guildsmith/db';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createJobQueue } from './jobs/index.ts';
import { restrictDataDir } from './lib/data-dir.ts';
import { shutdownGracefully } from './lifecycle.ts';
import { openMailTransport } from './modules/mail/mail-transport.ts';
import { createSandbox } from './plugins/sandbox.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  restrictDataDir(config.dataDir);
  const database = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const queue = await createJobQueue(database);
  const sandbox = config.demoMode ? createSandbox(config) : undefined;
  const mail = await openMailTransport(config, sandbox?.mail);
  const app = await buildApp({
    config,
    database,
    queue,
    mailer: mail.mailer,
    sandbox,
    serveWebApp: true,
  });

  if (config.demoMode) {
    app.log.warn(
      'DEMO MODE: Discord, Stripe, PayPal and e-mail are emulated locally under /sandbox; no real payments or messages are sent',
    );
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const outcome = await shutdownGracefully({
      app,
      queue,
      database,
      timeoutMs: config.shutdownTimeoutMs,
    });
    if (outcome === 'timeout') {
      console.error(`Shutdown did not finish within ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await queue.start();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: database.driver },
    `Guildsmith is serving ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
