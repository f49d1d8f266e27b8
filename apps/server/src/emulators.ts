import { startMailCatcher } from '@guildsmith/emulators';
import Fastify from 'fastify';
import { readConfigOrExit } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { createSandbox, registerSandbox } from './plugins/sandbox.ts';

/**
 * `npm run emulators`: the demo's Discord, Stripe, PayPal and mail stand-ins
 * in a process of their own, so several app instances and workers (started
 * with the same EMULATORS_URL) share one Discord, one card network and one
 * mailbox, as they would share the real ones.
 */
async function runEmulators(): Promise<void> {
  const config = readConfigOrExit('emulators');
  const logger = createLogger(config);
  const sandbox = createSandbox(config);
  const app = Fastify({ loggerInstance: logger, bodyLimit: 10 * 1024 * 1024 });
  await registerSandbox(app, sandbox);
  const smtp = await startMailCatcher({
    port: config.emulatorsSmtpPort,
    host: config.host,
    maxMessageBytes: 10 * 1024 * 1024,
    store: sandbox.mail,
    onError: (error) => logger.warn({ err: error }, 'mail catcher connection failed'),
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await smtp.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url: config.emulators?.url,
      smtpUrl: smtp.url,
      discordPublicKey: sandbox.discord.interactionsPublicKey,
      appUrl: config.publicUrl,
    },
    'Demo emulators are answering: start the app with the same EMULATORS_URL, DISCORD_PUBLIC_KEY=discordPublicKey and SMTP_URL=smtpUrl',
  );
}

runEmulators().catch((error: unknown) => {
  console.error('Emulators start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
