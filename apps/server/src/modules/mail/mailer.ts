import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from '../../lib/html.ts';

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

/** The line every e-mail ends with, so a reader always knows where to ask for help. */
export function withSupportFooter(
  mail: Pick<OutgoingMail, 'text' | 'html'>,
  supportEmail: string,
): Pick<OutgoingMail, 'text' | 'html'> {
  const line = `Questions? Write to ${supportEmail} or reply to this e-mail.`;
  const htmlLine = `<p style="color:#4e5058;font-size:13px">Questions? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a> or reply to this e-mail.</p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${htmlLine}\n</body>`)
    : `${mail.html}\n${htmlLine}`;
  return { text: `${mail.text}\n\n${line}`, html };
}

/**
 * Real SMTP through nodemailer: the catcher in demo mode, any server in
 * production. Replies go to the support address, which every message names.
 */
export function createMailer(options: {
  smtpUrl: string;
  from: string;
  supportEmail?: string;
}): Mailer {
  const { supportEmail } = options;
  const transport: Transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    // A stalled server must fail the attempt so the job retries, not hang it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        ...mail,
        ...(supportEmail
          ? { replyTo: supportEmail, ...withSupportFooter(mail, supportEmail) }
          : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
