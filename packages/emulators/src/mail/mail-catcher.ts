import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { MailStore } from './mail-store.ts';
import { parseMessage } from './parse-message.ts';

export interface MailCatcherOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Bigger messages are refused with 552, as a real server enforces its SIZE. */
  maxMessageBytes: number;
  /** Where messages go; a new store when omitted. */
  store?: MailStore;
  /** Connection-level failures (a client hanging up mid-session); ignored when omitted. */
  onError?: (error: Error) => void;
}

export interface RunningMailCatcher {
  port: number;
  /** For nodemailer and SMTP_URL, e.g. `smtp://127.0.0.1:2525`. */
  url: string;
  store: MailStore;
  close(): Promise<void>;
}

// A pooled sender may keep a connection open; closing waits this long before cutting it.
const CLOSE_TIMEOUT_MS = 1000;

interface SmtpError extends Error {
  responseCode: number;
}

function smtpError(responseCode: number, message: string): SmtpError {
  return Object.assign(new Error(message), { responseCode });
}

const TEMPORARILY_REFUSED = () =>
  smtpError(451, 'Mail service temporarily unavailable, try again later');

function readMessage(stream: SMTPServerDataStream): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Keep reading an oversized message to the end (the session needs it) but stop storing it.
    stream.on('data', (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on('end', () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * An SMTP server that accepts every message (no auth, no TLS: it only listens
 * locally) and keeps it, parsed, in a MailStore for /sandbox/mail and tests.
 */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const store = options.store ?? new MailStore();
  const host = options.host ?? '127.0.0.1';

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession) {
    const raw = await readMessage(stream);
    if (raw === null) throw smtpError(552, 'Message exceeds fixed maximum message size');
    // Refusal switched on while the message was being sent: it must not be kept either.
    if (store.refusing) throw TEMPORARILY_REFUSED();
    const message = store.add(await parseMessage(raw, session.envelope, new Date()));
    return `Message queued as ${message.id}`;
  }

  const server = new SMTPServer({
    name: 'guildsmith-mail-catcher',
    banner: 'Guildsmith mail catcher (demo mode, nothing leaves this machine)',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxMessageBytes,
    rejectOversized: true,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(store.refusing ? TEMPORARILY_REFUSED() : null);
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        (reply) => callback(null, reply),
        (error: unknown) =>
          callback(error instanceof Error ? error : smtpError(451, 'Could not store the message')),
      );
    },
  });
  // smtp-server reports client-side failures as 'error' events; unheard they would crash the host.
  server.on('error', (error) => options.onError?.(error));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');

  return {
    port: address.port,
    url: `smtp://${host}:${address.port}`,
    store,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
