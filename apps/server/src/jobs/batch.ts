import type { Job as BossJob, JobResult } from 'pg-boss';
import type { JobHandler, JobQueueLogger } from './types.ts';

/** Throw this from a handler when retrying cannot help: the job goes straight to its dead-letter queue. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/**
 * Runs a fetched batch through a per-job handler and reports one outcome per
 * job, so a failing job is retried alone instead of failing its batch peers.
 */
export function settleBatch<Data>(
  jobs: BossJob<Data>[],
  handler: JobHandler<Data>,
  logger: JobQueueLogger,
): Promise<JobResult[]> {
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        await handler({
          id: job.id,
          name: job.name,
          data: job.data,
          retryCount: job.retryCount,
          signal: job.signal,
        });
        return { id: job.id, status: 'completed' };
      } catch (error) {
        const permanent = error instanceof PermanentJobError;
        logger.warn(
          { err: error, queue: job.name, jobId: job.id, retryCount: job.retryCount },
          permanent ? 'job failed permanently' : 'job attempt failed',
        );
        return { id: job.id, status: permanent ? 'deadletter' : 'failed', output: describe(error) };
      }
    }),
  );
}

// Stored as the job's output; an Error itself would serialise to `{}`.
function describe(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}
