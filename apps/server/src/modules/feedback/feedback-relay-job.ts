import { type Db, eq, schema } from '@guildsmith/db';
import {
  type Job,
  type JobQueue,
  PermanentJobError,
  type RegisterOptions,
} from '../../jobs/index.ts';
import { postWebhookEmbeds, WebhookDeliveryError } from './discord-webhook.ts';
import { feedbackEmbed } from './feedback-embed.ts';

const { feedback } = schema;

export const FEEDBACK_RELAY_JOB = 'feedback.relay';
/** About an hour of backoff: enough for a Discord outage, and 429s wait their turn. */
const FEEDBACK_RELAY_RETRIES = {
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 900,
} satisfies RegisterOptions;

export interface FeedbackRelayJob {
  feedbackId: string;
}

export interface FeedbackRelayDeps {
  db: Db;
  /** Read from the configuration when the job runs; never put into job data or logs. */
  webhookUrl: string;
}

const setRelayStatus = (db: Db, id: string, relayStatus: 'sent' | 'failed') =>
  db.update(feedback).set({ relayStatus }).where(eq(feedback.id, id));

/** Posts one feedback to Discord and records the outcome on its row; throws so the queue retries. */
async function relayFeedback(
  deps: FeedbackRelayDeps,
  job: Pick<Job<FeedbackRelayJob>, 'data' | 'retryCount' | 'signal'>,
  retryLimit: number,
): Promise<void> {
  const [row] = await deps.db.select().from(feedback).where(eq(feedback.id, job.data.feedbackId));
  // Delivery is at least once: a job that runs again after success must not post twice.
  if (row?.relayStatus !== 'pending') return;
  try {
    await postWebhookEmbeds(deps.webhookUrl, [feedbackEmbed(row)], job.signal);
  } catch (error) {
    const retryable = !(error instanceof WebhookDeliveryError) || error.retryable;
    if (!retryable || job.retryCount >= retryLimit) await setRelayStatus(deps.db, row.id, 'failed');
    if (!retryable && error instanceof Error) throw new PermanentJobError(error.message);
    throw error;
  }
  await setRelayStatus(deps.db, row.id, 'sent');
}

export async function registerFeedbackRelayJob(
  queue: JobQueue,
  deps: FeedbackRelayDeps,
  retries: RegisterOptions = FEEDBACK_RELAY_RETRIES,
): Promise<void> {
  const retryLimit = retries.retryLimit ?? FEEDBACK_RELAY_RETRIES.retryLimit;
  await queue.register<FeedbackRelayJob>(
    FEEDBACK_RELAY_JOB,
    (job) => relayFeedback(deps, job, retryLimit),
    { ...retries, retryLimit },
  );
}
