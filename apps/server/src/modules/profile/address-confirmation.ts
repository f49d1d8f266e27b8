import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, type Db, type DbTransaction, eq, gt, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { mailHeldBackKeys } from '../licenses/key-delivery.ts';
import { ADDRESS_CHANGED_SUBJECT } from '../mail/address-changed-email.ts';
import { ADDRESS_CONFIRM_SUBJECT } from '../mail/address-confirm-email.ts';
import { recordEmail } from '../mail/outbox.ts';
import { mailHeldBackReceipts } from '../mail/receipt-job.ts';

const { users } = schema;

export const ADDRESS_CONFIRM_JOB = 'email.address-confirmation';
export const ADDRESS_CHANGED_JOB = 'email.address-changed';
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

/** The notice to the address a confirmed change replaced. */
export interface AddressChangedJob {
  emailId: string;
  userId: string;
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

/**
 * Asks for a link to the typed address. Without a confirmed address, the typed
 * one is stored as unconfirmed until its link is opened. With one, keys keep
 * going to it and the typed address waits beside it: a session alone cannot
 * send keys to an address its holder has not proved to own. Typing the
 * confirmed address again withdraws a waiting change.
 */
export async function requestAddressConfirmation(
  deps: AddressConfirmationDeps,
  userId: string,
  address: string,
  now = new Date(),
): Promise<schema.User> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new Error(`Account ${userId} does not exist`);
    if (user.emailVerified && user.email) {
      const sameAddress = user.email.toLowerCase() === address.toLowerCase();
      if (sameAddress) return withdrawChange(tx, user, now);
      return sendLink(tx, deps, user, { address, replacing: true }, now);
    }
    return sendLink(tx, deps, user, { address, replacing: false }, now);
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
    if (user?.pendingEmail) {
      await sendLink(tx, deps, user, { address: user.pendingEmail, replacing: true }, now);
      return;
    }
    if (!user?.email || user.emailVerified) {
      throw conflict('There is no e-mail address waiting to be confirmed.', 'NOTHING_TO_CONFIRM');
    }
    await sendLink(tx, deps, user, { address: user.email, replacing: false }, now);
  });
}

async function withdrawChange(
  tx: DbTransaction,
  user: schema.User,
  now: Date,
): Promise<schema.User> {
  if (!user.pendingEmail) return user;
  const [updated] = await tx
    .update(users)
    .set({ pendingEmail: null, verificationToken: null, verificationExpires: null, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error(`Account ${user.id} disappeared`);
  return updated;
}

async function sendLink(
  tx: DbTransaction,
  deps: AddressConfirmationDeps,
  user: schema.User,
  target: { address: string; replacing: boolean },
  now: Date,
): Promise<schema.User> {
  const { address, replacing } = target;
  const secret = randomBytes(32).toString('base64url');
  const [updated] = await tx
    .update(users)
    .set({
      ...(replacing
        ? { pendingEmail: address }
        : { email: address, emailVerified: false, pendingEmail: null }),
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

/** The address a link is waiting to confirm: a change to a confirmed one, or the unconfirmed one. */
export const addressAwaitingLink = (user: schema.User): string | null =>
  user.pendingEmail ?? (user.emailVerified ? null : user.email);

/** True while `token` is the account's current link for its current address. */
export function tokenMatches(user: schema.User, token: string, now: Date): boolean {
  const secret = token.slice(token.indexOf('.') + 1);
  const address = addressAwaitingLink(user);
  if (!address || !user.verificationToken || !user.verificationExpires) return false;
  if (user.verificationExpires <= now) return false;
  const expected = Buffer.from(user.verificationToken, 'hex');
  const given = Buffer.from(digestOf(address, secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Follows a link: the address becomes the one keys go to (replacing a confirmed
 * one, if it was a change), and every key that waited for it is e-mailed now.
 * A used, replaced or expired link is refused.
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
    const address = user ? addressAwaitingLink(user) : null;
    if (!user || !address || !tokenMatches(user, token, now)) {
      throw badRequest(INVALID_CONFIRMATION_MESSAGE, undefined, 'INVALID_TOKEN');
    }
    await tx
      .update(users)
      .set({
        email: address,
        emailVerified: true,
        pendingEmail: null,
        emailChosen: true,
        verificationToken: null,
        verificationExpires: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    if (user.pendingEmail && user.emailVerified && user.email) {
      const emailId = await recordEmail(tx, {
        to: user.email,
        template: ADDRESS_CHANGED_JOB,
        subject: ADDRESS_CHANGED_SUBJECT,
        userId: user.id,
      });
      const notice: AddressChangedJob = { emailId, userId: user.id };
      await deps.queue.send(ADDRESS_CHANGED_JOB, notice, { tx });
    }
    await mailHeldBackKeys(tx, deps, user.id);
    await mailHeldBackReceipts(tx, deps, user.id);
    return { email: address };
  });
}
