import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Real SMTP through nodemailer: the catcher in demo mode, any server in production. */
export function createMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    // A stalled server must fail the attempt so the job retries, not hang it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
