import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, type Db, type DbTransaction, eq, gt, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { mailHeldBackKeys } from '../licenses/key-delivery.ts';
import { ADDRESS_CONFIRM_SUBJECT } from '../mail/address-confirm-email.ts';
import { recordEmail } from '../mail/outbox.ts';
import { mailHeldBackReceipts } from '../mail/receipt-job.ts';

const { users } = schema;

export const ADDRESS_CONFIRM_JOB = 'email.address-confirmation';
export const ADDRESS_CONFIRM_VALID_HOURS = 24;
const INVALID_CONFIRMATION_MESSAGE = 'This confirmation link is invalid or has expired.';

/** The link's token: whose address it is, and a secret only the e-mail holds. */
const confirmationTokenPattern =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

export interface AddressConfirmJob {
  emailId: string;
  userId: string;
  /** The link's secret, sealed: the queue table never holds a working link. */
  sealedToken: string;
}

export interface AddressConfirmationDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
}

/**
 * What is stored of a link: a digest of the address with the secret, so the
 * link confirms only the address it was sent to. If the address changes in
 * between (a new one typed, or Discord's), the old link no longer matches.
 */
const digestOf = (address: string, secret: string) =>
  createHash('sha256').update(`${address.toLowerCase()}\n${secret}`).digest('hex');

/** Stores the typed address as unconfirmed and e-mails it a confirmation link. */
export async function requestAddressConfirmation(
  deps: AddressConfirmationDeps,
  userId: string,
  address: string,
  now = new Date(),
): Promise<schema.User> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new Error(`Account ${userId} does not exist`);
    // A verified address belongs to the Discord account; a session must not redirect its keys.
    if (user.emailVerified && user.email) {
      const sameAddress = user.email.toLowerCase() === address.toLowerCase();
      if (!sameAddress) {
        throw conflict(
          'Your e-mail address is verified by Discord; change it there.',
          'EMAIL_VERIFIED',
        );
      }
      return user;
    }
    return sendLink(tx, deps, user, address, now);
  });
}

/** A new link to the address still waiting for confirmation. */
export async function resendAddressConfirmation(
  deps: AddressConfirmationDeps,
  userId: string,
  now = new Date(),
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user?.email || user.emailVerified) {
      throw conflict('There is no e-mail address waiting to be confirmed.', 'NOTHING_TO_CONFIRM');
    }
    await sendLink(tx, deps, user, user.email, now);
  });
}

async function sendLink(
  tx: DbTransaction,
  deps: AddressConfirmationDeps,
  user: schema.User,
  address: string,
  now: Date,
): Promise<schema.User> {
  const secret = randomBytes(32).toString('base64url');
  const [updated] = await tx
    .update(users)
    .set({
      email: address,
      emailVerified: false,
      verificationToken: digestOf(address, secret),
      verificationExpires: new Date(now.getTime() + ADDRESS_CONFIRM_VALID_HOURS * 3_600_000),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error(`Account ${user.id} disappeared`);
  const emailId = await recordEmail(tx, {
    to: address,
    template: ADDRESS_CONFIRM_JOB,
    subject: ADDRESS_CONFIRM_SUBJECT,
    userId: user.id,
  });
  const job: AddressConfirmJob = {
    emailId,
    userId: user.id,
    sealedToken: deps.secrets.seal(`${user.id}.${secret}`),
  };
  await deps.queue.send(ADDRESS_CONFIRM_JOB, job, { tx });
  return updated;
}

/** True while `token` is the account's current link for its current address. */
export function tokenMatches(user: schema.User, token: string, now: Date): boolean {
  const secret = token.slice(token.indexOf('.') + 1);
  if (!user.email || !user.verificationToken || !user.verificationExpires) return false;
  if (user.verificationExpires <= now) return false;
  const expected = Buffer.from(user.verificationToken, 'hex');
  const given = Buffer.from(digestOf(user.email, secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Follows a link: the address becomes the one keys go to, and every key that
 * waited for it is e-mailed now. A used, replaced or expired link is refused.
 */
export async function confirmAddress(
  deps: AddressConfirmationDeps,
  token: string,
  now = new Date(),
): Promise<{ email: string }> {
  if (!confirmationTokenPattern.test(token)) {
    throw badRequest(INVALID_CONFIRMATION_MESSAGE, undefined, 'INVALID_TOKEN');
  }
  const userId = token.slice(0, token.indexOf('.'));
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), gt(users.verificationExpires, now)))
      .for('update');
    if (!user?.email || !tokenMatches(user, token, now)) {
      throw badRequest(INVALID_CONFIRMATION_MESSAGE, undefined, 'INVALID_TOKEN');
    }
    await tx
      .update(users)
      .set({
        emailVerified: true,
        verificationToken: null,
        verificationExpires: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await mailHeldBackKeys(tx, deps, user.id);
    await mailHeldBackReceipts(tx, deps, user.id);
    return { email: user.email };
  });
}
