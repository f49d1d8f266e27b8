import type { MailStore } from '@guildsmith/emulators';
import type { Config } from '../../config.ts';
import { createMailer, type Mailer } from './mailer.ts';

export interface MailTransport {
  mailer: Mailer;
  close(): Promise<void>;
}

const CATCHER_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The configured SMTP server, or in demo mode the local catcher that fills the
 * sandbox mailbox. Either way mail goes out over real SMTP through nodemailer.
 */
export async function openMailTransport(
  config: Config,
  demoMailbox: MailStore | undefined,
): Promise<MailTransport> {
  if (config.smtpUrl) {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      supportEmail: config.supportEmail,
    });
    return { mailer, close: async () => mailer.close() };
  }
  if (!demoMailbox)
    throw new Error('SMTP_URL is not set and there is no demo mailbox to catch mail');
  // Loaded only here: outside the demo the emulators are never imported.
  const { startMailCatcher } = await import('@guildsmith/emulators');
  const catcher = await startMailCatcher({
    maxMessageBytes: CATCHER_MAX_MESSAGE_BYTES,
    store: demoMailbox,
  });
  const mailer = createMailer({
    smtpUrl: catcher.url,
    from: config.mailFrom,
    supportEmail: config.supportEmail,
  });
  return {
    mailer,
    async close() {
      mailer.close();
      await catcher.close();
    },
  };
}
