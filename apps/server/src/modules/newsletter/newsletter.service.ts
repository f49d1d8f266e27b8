import { randomUUID } from 'node:crypto';
import { and, type Db, type DbTransaction, eq, gt, ne, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { enqueueNewsletterConfirm, NEWSLETTER_CONFIRM_JOB } from './confirm-email-job.ts';
import {
  confirmTokenExpired,
  createConfirmToken,
  hashToken,
  type UnsubscribeTokens,
} from './newsletter-tokens.ts';

const { emails, newsletterSubscribers } = schema;

/**
 * Repeated sign-ups of an address that is not confirmed yet send one
 * confirmation mail per window, so the form cannot be used to flood an inbox.
 */
export const CONFIRM_RESEND_WINDOW_MS = 10 * 60 * 1000;

export interface NewsletterDeps {
  db: Db;
  queue: JobQueue;
  secrets: SecretBox;
  unsubscribeTokens: UnsubscribeTokens;
}

async function mailedRecently(tx: DbTransaction, address: string, now: Date): Promise<boolean> {
  const [recent] = await tx
    .select({ id: emails.id })
    .from(emails)
    .where(
      and(
        eq(emails.to, address),
        eq(emails.template, NEWSLETTER_CONFIRM_JOB),
        gt(emails.createdAt, new Date(now.getTime() - CONFIRM_RESEND_WINDOW_MS)),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/**
 * Double opt-in sign-up. The caller learns nothing about the address's state:
 * every outcome (new, pending, confirmed, unsubscribed) resolves the same way.
 */
export async function subscribe(
  deps: NewsletterDeps,
  address: string,
  now = new Date(),
): Promise<void> {
  const confirmToken = createConfirmToken(now);
  await deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        id,
        email: address,
        confirmToken: hashToken(confirmToken),
        unsubscribeToken: hashToken(deps.unsubscribeTokens.forSubscriber(id)),
      })
      // A concurrent sign-up of the same address waits here for the first to commit.
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (created) {
      await enqueueNewsletterConfirm(tx, deps, { to: address, subscriberId: id, confirmToken });
      return;
    }

    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address))
      .for('update');
    if (!existing || existing.status === 'confirmed') return;
    if (await mailedRecently(tx, address, now)) return;
    // Pending with an older link, or unsubscribed and back: a fresh link replaces the old one.
    await tx
      .update(newsletterSubscribers)
      .set({
        status: 'pending',
        confirmToken: hashToken(confirmToken),
        confirmedAt: null,
        unsubscribedAt: null,
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    await enqueueNewsletterConfirm(tx, deps, {
      to: address,
      subscriberId: existing.id,
      confirmToken,
    });
  });
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid';

export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const tokenHash = hashToken(token);
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmToken, tokenHash));
  // Unsubscribing clears the confirm token, so an old link cannot undo it.
  if (!subscriber || subscriber.status === 'unsubscribed') return 'invalid';
  if (subscriber.status === 'confirmed') return 'already-confirmed';
  if (confirmTokenExpired(token, now)) return 'expired';
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriber.id),
        eq(newsletterSubscribers.status, 'pending'),
        eq(newsletterSubscribers.confirmToken, tokenHash),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  // Losing the race against a second click of the same link is still a success.
  return confirmed ? 'confirmed' : 'already-confirmed';
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'invalid';

export async function unsubscribe(
  db: Db,
  token: string,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const tokenHash = hashToken(token);
  const [left] = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmToken: null })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeToken, tokenHash),
        ne(newsletterSubscribers.status, 'unsubscribed'),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (left) return 'unsubscribed';
  const [known] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, tokenHash));
  return known ? 'already-unsubscribed' : 'invalid';
}
