import Fastify, { type FastifyInstance } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import { type RunningMailCatcher, startMailCatcher } from './mail-catcher.ts';
import { mailEmulator } from './plugin.ts';

/** Shared by this folder's tests: a catcher on a free port and the mailbox app in front of it. */

export const PREFIX = '/sandbox/mail';
export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface TestMail {
  catcher: RunningMailCatcher;
  app: FastifyInstance;
  transport: Transporter;
}

export async function startTestMail(): Promise<TestMail> {
  const catcher = await startMailCatcher({ maxMessageBytes: MAX_MESSAGE_BYTES });
  const app = Fastify();
  await app.register(mailEmulator, { prefix: PREFIX, store: catcher.store });
  await app.ready();
  // The way apps/server builds its transport from SMTP_URL.
  const transport = createTransport(catcher.url);
  return { catcher, app, transport };
}

export async function stopTestMail(mail: TestMail): Promise<void> {
  mail.transport.close();
  await mail.app.close();
  await mail.catcher.close();
}
