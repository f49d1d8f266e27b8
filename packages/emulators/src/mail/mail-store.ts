import { randomUUID } from 'node:crypto';

export interface MailHeader {
  name: string;
  value: string;
}

/** One message the catcher accepted, parsed. */
export interface MailMessage {
  id: string;
  /** The From header as written, e.g. `Guildsmith <keys@guildsmith.example>`. */
  from: string;
  /** Recipient addresses from the To header (the SMTP envelope's when it has none). */
  to: string[];
  subject: string;
  /** ISO time from the Date header, or when the message arrived. */
  date: string;
  text: string;
  html: string | null;
  headers: MailHeader[];
  /** Who the SMTP client said it was sending from and to (includes Bcc). */
  envelope: { from: string; to: string[] };
  sizeBytes: number;
}

export type NewMailMessage = Omit<MailMessage, 'id'>;

export interface MailStoreOptions {
  /** The oldest messages are dropped beyond this, so a long demo run stays small. */
  maxMessages?: number;
}

interface Waiter {
  matches: (message: MailMessage) => boolean;
  resolve: (message: MailMessage) => void;
}

/** The mailbox: messages newest first, and the switch that makes the catcher refuse mail. */
export class MailStore {
  private readonly messages: MailMessage[] = [];
  private readonly waiters = new Set<Waiter>();
  private refusingMail = false;
  private readonly maxMessages: number;

  constructor(options: MailStoreOptions = {}) {
    this.maxMessages = options.maxMessages ?? 1000;
  }

  add(message: NewMailMessage): MailMessage {
    const stored: MailMessage = { id: randomUUID(), ...message };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, this.maxMessages);
    for (const waiter of this.waiters) {
      if (waiter.matches(stored)) {
        this.waiters.delete(waiter);
        waiter.resolve(stored);
      }
    }
    return stored;
  }

  /** Newest first. */
  list(): readonly MailMessage[] {
    return this.messages;
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages.length = 0;
  }

  /**
   * While on, the SMTP server answers 451 (a temporary failure, so senders
   * keep the message and retry): how tests play an SMTP outage.
   */
  refuse(on: boolean): void {
    this.refusingMail = on;
  }

  get refusing(): boolean {
    return this.refusingMail;
  }

  /**
   * The newest message that matches, waiting for one to arrive if none has;
   * for tests whose mail is sent by a background job.
   */
  waitFor(
    matches: (message: MailMessage) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<MailMessage> {
    const existing = this.messages.find(matches);
    if (existing) return Promise.resolve(existing);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`No matching e-mail arrived within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }
}
