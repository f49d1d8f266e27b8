import type { AdminPraise, Testimonial } from '@guildsmith/core';
import { and, type Db, desc, eq, isNotNull, schema } from '@guildsmith/db';
import { conflict, notFound } from '../../lib/errors.ts';

const { feedback, users } = schema;

/** How many approved quotes the landing page rotates through. */
const TESTIMONIALS_SHOWN = 10;
const PRAISE_LISTED = 100;

/** A first name, or the username: a quote never names more of a person than that. */
export function publicName(user: { profileName: string | null; username: string }): string {
  const first = user.profileName?.trim().split(/\s+/)[0];
  return first || user.username;
}

/** Approved praise, newest approval first, named by first name only. */
export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  const rows = await db
    .select({
      id: feedback.id,
      message: feedback.message,
      username: users.username,
      profileName: users.profileName,
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(and(eq(feedback.category, 'praise'), isNotNull(feedback.approvedAt)))
    .orderBy(desc(feedback.approvedAt))
    .limit(TESTIMONIALS_SHOWN);
  return rows.map((row) => ({ id: row.id, name: publicName(row), message: row.message }));
}

/** Every praise, newest first, for admins to approve or withdraw. */
export async function listPraise(db: Db): Promise<AdminPraise[]> {
  const rows = await db
    .select({
      id: feedback.id,
      message: feedback.message,
      sender: feedback.username,
      userId: feedback.userId,
      username: users.username,
      profileName: users.profileName,
      createdAt: feedback.createdAt,
      approvedAt: feedback.approvedAt,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.category, 'praise'))
    .orderBy(desc(feedback.createdAt))
    .limit(PRAISE_LISTED);
  return rows.map((row) => ({
    id: row.id,
    name: row.username
      ? publicName({ username: row.username, profileName: row.profileName })
      : row.sender,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    approvable: row.userId !== null,
  }));
}

/**
 * Approves a praise for the landing page, or withdraws it. Only praise from a
 * signed-in sender can be approved: anonymous praise has nobody to name.
 */
export async function setTestimonialApproval(
  db: Db,
  feedbackId: string,
  approved: boolean,
): Promise<void> {
  const [row] = await db
    .select({ category: feedback.category, userId: feedback.userId })
    .from(feedback)
    .where(eq(feedback.id, feedbackId));
  if (!row || row.category !== 'praise') throw notFound('Praise not found', 'PRAISE_NOT_FOUND');
  if (approved && row.userId === null) {
    throw conflict('Anonymous praise cannot be quoted: nobody could be named.', 'PRAISE_ANONYMOUS');
  }
  await db
    .update(feedback)
    .set({ approvedAt: approved ? new Date() : null })
    .where(eq(feedback.id, feedbackId));
}
