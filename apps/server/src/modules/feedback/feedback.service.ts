import { effectivePlan, type FeedbackBody } from '@guildsmith/core';
import { type Db, eq, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { ANONYMOUS_USER } from './feedback-embed.ts';
import { FEEDBACK_RELAY_JOB, type FeedbackRelayJob } from './feedback-relay-job.ts';

const { feedback, users } = schema;

export interface FeedbackDeps {
  db: Db;
  queue: JobQueue;
  /** False when no webhook is configured: feedback is then stored but not relayed. */
  relayEnabled: boolean;
}

/** Who sent it, as the feedback embed shows it: a signed-out sender is Anonymous with no plan. */
async function sender(db: Db, userId: string | null) {
  if (!userId) return null;
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      plan: users.plan,
      planExpiresAt: users.planExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Stores the feedback and, in the same transaction, the job that relays it to Discord. */
export async function submitFeedback(
  deps: FeedbackDeps,
  userId: string | null,
  body: FeedbackBody,
): Promise<string> {
  const user = await sender(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedback)
      .values({
        category: body.category,
        message: body.message,
        username: user?.username ?? ANONYMOUS_USER,
        email: user?.email ?? null,
        plan: user ? effectivePlan(user) : null,
        userId: user?.id ?? null,
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('Feedback was not stored');
    if (deps.relayEnabled) {
      const job: FeedbackRelayJob = { feedbackId: row.id };
      await deps.queue.send(FEEDBACK_RELAY_JOB, job, { tx });
    }
    return row.id;
  });
}
