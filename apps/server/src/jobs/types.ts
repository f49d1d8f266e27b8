import type { DbTransaction } from '@guildsmith/db';

/** One job as a handler sees it. */
export interface Job<Data> {
  id: string;
  name: string;
  data: Data;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the queue stops or the job's time runs out: stop early if you can. */
  signal: AbortSignal;
}

/**
 * Resolves when the job is done; throwing fails this attempt (retried while
 * attempts remain). Delivery is at least once (a crash mid-handler or an
 * expired attempt runs the job again), so handlers must be idempotent.
 */
export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

export interface RegisterOptions {
  /** Retries after the first attempt; after the last one the job goes to `<name>.dead`. Default 3. */
  retryLimit?: number;
  /** Whole seconds before a retry; the base of the backoff when retryBackoff is on. Default 5. */
  retryDelay?: number;
  /** Exponential backoff with jitter (delay, ~2x, ~4x, ...). Default true. */
  retryBackoff?: boolean;
  /** Upper bound of a backoff delay, in whole seconds. */
  retryDelayMax?: number;
  /** How long one attempt may run before it counts as failed. Default 15 minutes. */
  expireInSeconds?: number;
  /**
   * Running attempts report every half of this many seconds (>= 10); an attempt
   * silent for longer (its process died) is failed and retried at the queue's next
   * supervision, long before `expireInSeconds`. Default: no heartbeat.
   */
  heartbeatSeconds?: number;
  /** Jobs fetched per poll; handled concurrently, settled one by one. Default 10. */
  batchSize?: number;
  /** Independent fetch loops for this queue in this process. Default 1. */
  localConcurrency?: number;
  /**
   * `stately`: per singleton key, at most one job waits and one runs (recurring
   * work). Default `standard`: every job sent is kept. Fixed when the queue is first created.
   */
  policy?: 'standard' | 'stately';
}

interface SendOptions {
  /**
   * Enqueue inside this Drizzle transaction: the job exists only if the
   * transaction commits.
   */
  tx?: DbTransaction;
  /** On a `stately` queue, a job whose key already waits is dropped (send answers null). */
  singletonKey?: string;
  /** Run no earlier than this time (or this many seconds from now). */
  startAfter?: Date | number;
  /** Higher runs first. */
  priority?: number;
}

/** pino-compatible: the server passes `app.log`. */
export interface JobQueueLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueueOptions {
  /** Seconds between polls of an idle queue; >= 0.5. Default 2. */
  pollingIntervalSeconds?: number;
  /** PostgreSQL schema that holds the queue tables. Default `pgboss`. */
  schema?: string;
  /**
   * Seconds between supervision passes, which fail expired attempts and attempts
   * whose heartbeat stopped. Default 15.
   */
  superviseIntervalSeconds?: number;
  logger?: JobQueueLogger;
}

type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A stored job, for inspection. */
export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  /** What the last attempt returned or, when it failed, `{ name, message }` of its error. */
  output: unknown;
  createdOn: Date;
  completedOn: Date | null;
}

interface StopOptions {
  /** Wait for running handlers (up to timeoutMs) before closing. Default true. */
  graceful?: boolean;
  timeoutMs?: number;
}

export interface JobQueue {
  /** Starts working every registered queue (and any registered later). */
  start(): Promise<void>;
  stop(options?: StopOptions): Promise<void>;
  /** True when the queue's database answers; false once stopped. */
  ping(): Promise<boolean>;
  /** Creates (or updates) the queue and its dead-letter queue, and works it once started. */
  register<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    options?: RegisterOptions,
  ): Promise<void>;
  /**
   * Sends an empty `name` job when this process starts working the queue and
   * then every `intervalSeconds` until it stops. Each send carries the same
   * singleton key, so several processes on one database keep at most one run
   * waiting, and a run is never queued twice.
   */
  every(name: string, intervalSeconds: number): void;
  /** Returns the job id, or null when a singletonKey suppressed a duplicate. */
  send<Data extends object>(
    name: string,
    data: Data,
    options?: SendOptions,
  ): Promise<string | null>;
  getJob(name: string, id: string): Promise<JobRecord | null>;
  /** Jobs that failed their last attempt, newest first. */
  deadLetters(name: string): Promise<JobRecord[]>;
}
