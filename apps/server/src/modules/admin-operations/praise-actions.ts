import type { AdminPraise } from '@guildsmith/core';
import { type Db, desc, eq, schema } from '@guildsmith/db';
import { conflict, notFound } from '../../lib/errors.ts';
import { publicName } from '../feedback/testimonials.ts';
import { type AdminActor, recordAdminAction } from './audit-log.ts';

const { feedback, users } = schema;

const PRAISE_LISTED = 100;

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
  actor: AdminActor,
  feedbackId: string,
  approved: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ category: feedback.category, userId: feedback.userId })
      .from(feedback)
      .where(eq(feedback.id, feedbackId))
      .for('update');
    if (row?.category !== 'praise') throw notFound('Praise not found', 'PRAISE_NOT_FOUND');
    if (approved && row.userId === null) {
      throw conflict(
        'Anonymous praise cannot be quoted: nobody could be named.',
        'PRAISE_ANONYMOUS',
      );
    }
    await tx
      .update(feedback)
      .set({ approvedAt: approved ? new Date() : null })
      .where(eq(feedback.id, feedbackId));
    await recordAdminAction(tx, {
      actor,
      action: approved ? 'approve_testimonial' : 'withdraw_testimonial',
      targetType: 'feedback',
      targetId: feedbackId,
      reason: null,
    });
  });
}
