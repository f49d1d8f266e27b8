export { PermanentJobError } from './batch.ts';
export { createJobQueue } from './job-queue.ts';
export type {
  Job,
  JobQueue,
  JobQueueLogger,
  RegisterOptions,
} from './types.ts';
