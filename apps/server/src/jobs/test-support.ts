import { type Db, sql } from '@guildsmith/db';
import type { JobQueueLogger } from './types.ts';

export interface RecordingLogger extends JobQueueLogger {
  warnings: string[];
  errors: string[];
}

/** Keeps what the queue logs, so a test can assert on it instead of printing it. */
export function recordingLogger(): RecordingLogger {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    warn: (_details, message) => warnings.push(message),
    error: (details, message) => errors.push(`${message}: ${JSON.stringify(details)}`),
  };
}

/** Polls short enough that tests wait milliseconds, not the production 2 s. */
export const TEST_POLLING_INTERVAL_SECONDS = 0.5;

/** The states of a queue's jobs whose data contains `data`, oldest first, as pg-boss keeps them. */
export async function jobStates(
  db: Db,
  name: string,
  data: Record<string, unknown>,
): Promise<string[]> {
  const result = await db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = ${name} and data @> ${JSON.stringify(data)}::jsonb order by created_on`,
  );
  return result.rows.map((row) => row.state);
}

/**
 * Waits until every such job is finished, so a test can then count what they
 * did instead of sleeping and hoping nothing more comes.
 */
export async function jobsSettled(
  db: Db,
  name: string,
  data: Record<string, unknown>,
  timeoutMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await jobStates(db, name, data);
    const done = states.every((state) => ['completed', 'failed', 'cancelled'].includes(state));
    if (done || Date.now() > deadline) return states;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
