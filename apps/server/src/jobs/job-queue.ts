import type { Database } from '@guildsmith/db';
import type { JobWithMetadata, Queue } from 'pg-boss';
import { settleBatch } from './batch.ts';
import { connectBoss } from './boss.ts';
import type {
  JobHandler,
  JobQueue,
  JobQueueLogger,
  JobQueueOptions,
  JobRecord,
  RegisterOptions,
} from './types.ts';

const DEFAULTS = {
  pollingIntervalSeconds: 2,
  schema: 'pgboss',
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  // Fetching one job per poll caps a queue at about one job per polling interval.
  batchSize: 10,
  localConcurrency: 1,
  // pg-boss supervises every 60 s by default; a dead worker's build would wait that long more.
  superviseIntervalSeconds: 15,
} as const;

const consoleLogger: JobQueueLogger = {
  warn: (details, message) => console.warn(message, details),
  error: (details, message) => console.error(message, details),
};

const deadLetterQueueOf = (name: string) => `${name}.dead`;

/**
 * A durable queue in the application's database (pg-boss). Ready to send
 * as soon as it resolves; handlers run only after `start()`.
 */
export async function createJobQueue(
  database: Database,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const logger = options.logger ?? consoleLogger;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? DEFAULTS.pollingIntervalSeconds;
  const superviseIntervalSeconds =
    options.superviseIntervalSeconds ?? DEFAULTS.superviseIntervalSeconds;
  const { boss, withinTransaction } = connectBoss(database, {
    schema: options.schema ?? DEFAULTS.schema,
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
    // Recurring jobs are not used; the cron machinery would only add polling.
    schedule: false,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn(warning.data, warning.message));
  await boss.start();

  const workers = new Map<string, () => Promise<unknown>>();
  const recurring = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  let working = false;
  let stopped = false;

  const sendRecurring = (name: string) =>
    boss
      .send(name, {}, { singletonKey: `every:${name}` })
      .catch((error: unknown) =>
        logger.error({ err: error, queue: name }, 'recurring send failed'),
      );
  const startRecurring = (name: string, intervalSeconds: number) => {
    void sendRecurring(name);
    // Unref'd: a schedule must never keep a process alive.
    timers.push(setInterval(() => void sendRecurring(name), intervalSeconds * 1000).unref());
  };

  return {
    async start() {
      if (working) return;
      working = true;
      for (const startWorker of workers.values()) await startWorker();
      for (const [name, intervalSeconds] of recurring) startRecurring(name, intervalSeconds);
    },

    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      stopped = true;
      working = false;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await boss.stop({ graceful, timeout: timeoutMs, close: true });
    },

    async ping() {
      if (stopped) return false;
      await boss.getDb().executeSql('select 1');
      return true;
    },

    async register<Data extends object>(
      name: string,
      handler: JobHandler<Data>,
      registerOptions: RegisterOptions = {},
    ) {
      if (workers.has(name))
        throw new Error(`A handler for job queue ${name} is already registered`);
      await ensureQueue(name, registerOptions);
      const startWorker = () =>
        boss.work<Data>(
          name,
          {
            batchSize: registerOptions.batchSize ?? DEFAULTS.batchSize,
            burstWhenBatchFull: true,
            localConcurrency: registerOptions.localConcurrency ?? DEFAULTS.localConcurrency,
            pollingIntervalSeconds,
            perJobResults: true,
          },
          (jobs) => settleBatch(jobs, handler, logger),
        );
      workers.set(name, startWorker);
      if (working) await startWorker();
    },

    every(name, intervalSeconds) {
      if (recurring.has(name)) throw new Error(`Job ${name} already recurs`);
      recurring.set(name, intervalSeconds);
      if (working) startRecurring(name, intervalSeconds);
    },

    send(name, data, { tx, ...sendOptions } = {}) {
      if (!tx) return boss.send(name, data, sendOptions);
      return withinTransaction(tx, (db) => boss.send(name, data, { ...sendOptions, db }));
    },

    async getJob(name, id) {
      const [job] = await boss.findJobs(name, { id });
      return job ? toRecord(job) : null;
    },

    async deadLetters(name) {
      const jobs = await boss.findJobs(deadLetterQueueOf(name));
      return jobs
        .map(toDeadRecord)
        .sort((a, b) => (b.completedOn?.getTime() ?? 0) - (a.completedOn?.getTime() ?? 0));
    },
  };

  /** Creates the queue, or brings an existing one in line with the options given now. */
  async function ensureQueue(name: string, registerOptions: RegisterOptions) {
    const deadLetter = deadLetterQueueOf(name);
    await boss.createQueue(deadLetter);
    const settings = {
      retryLimit: registerOptions.retryLimit ?? DEFAULTS.retryLimit,
      retryDelay: registerOptions.retryDelay ?? DEFAULTS.retryDelay,
      retryBackoff: registerOptions.retryBackoff ?? DEFAULTS.retryBackoff,
      expireInSeconds: registerOptions.expireInSeconds ?? DEFAULTS.expireInSeconds,
      deadLetter,
    } satisfies Omit<Queue, 'name'>;
    const { retryDelayMax, heartbeatSeconds } = registerOptions;
    await boss.createQueue(name, {
      ...settings,
      ...(retryDelayMax === undefined ? {} : { retryDelayMax }),
      ...(heartbeatSeconds === undefined ? {} : { heartbeatSeconds }),
      policy: registerOptions.policy ?? 'standard',
    });
    await boss.updateQueue(name, {
      ...settings,
      retryDelayMax: retryDelayMax ?? null,
      heartbeatSeconds: heartbeatSeconds ?? null,
    });
  }
}

function toRecord(job: JobWithMetadata<unknown>): JobRecord {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    data: job.data,
    retryCount: job.retryCount,
    output: job.output,
    createdOn: job.createdOn,
    completedOn: job.completedOn,
  };
}

/** A dead-letter copy, described as the original job's final state. */
function toDeadRecord(job: JobWithMetadata<unknown>): JobRecord {
  return {
    id: job.sourceId ?? job.id,
    name: job.sourceName ?? job.name,
    state: 'failed',
    data: job.data,
    retryCount: job.sourceRetryCount ?? job.retryCount,
    output: job.sourceOutput,
    createdOn: job.sourceCreatedOn ?? job.createdOn,
    completedOn: job.createdOn,
  };
}
