export { PermanentJobError } from './batch.ts';
export { createJobQueue } from './job-queue.ts';
export type {
  Job,
  JobHandler,
  JobQueue,
  JobQueueLogger,
  JobQueueOptions,
  JobRecord,
  JobState,
  RegisterOptions,
  SendOptions,
  StopOptions,
} from './types.ts';
