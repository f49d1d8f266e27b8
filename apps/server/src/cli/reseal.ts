import { and, type Db, eq, gt, isNotNull, or, type SQL, schema, sql } from '@guildsmith/db';
import type { SecretBox } from '../lib/secret-box.ts';
import type { UnsubscribeTokens } from '../modules/newsletter/newsletter-tokens.ts';

const { licenseKeys, newsletterSubscribers, users } = schema;

/** What one re-seal run found in one place. */
export interface ResealCounts {
  /** Written again under the current key (or its lookup hash recomputed). */
  resealed: number;
  /** Already under the current key: left alone. */
  current: number;
  /** Made with neither key: left alone, and worth a look before the previous key goes. */
  unreadable: number;
  /** Rewritten by the running server between read and write: the next run sees them. */
  skipped: number;
}

export type ResealReport = Record<string, ResealCounts>;

export interface ResealDeps {
  db: Db;
  /** Holds the current key and the one being retired. */
  secrets: SecretBox;
  /** Holds both keys too: the stored unsubscribe hashes are derived from them. */
  unsubscribeTokens: UnsubscribeTokens;
  batchSize: number;
  /** Called after each batch with the rows read so far there, for progress on a terminal. */
  onBatch?: (place: string, rowsRead: number) => void;
}

/** pg-boss's schema as the server creates it (createJobQueue's default). */
const QUEUE_SCHEMA = 'pgboss';

/**
 * States in which a job can still run, so its data will still be opened. Jobs
 * in a dead-letter queue wait as `created` too, and can be retried by hand.
 */
const LIVE_JOB_STATES = ['created', 'retry', 'active'];

const emptyCounts = (): ResealCounts => ({ resealed: 0, current: 0, unreadable: 0, skipped: 0 });

/** Sorts one sealed value: its current-key form when it needs rewriting, else how it stands. */
function resealed(
  secrets: SecretBox,
  value: string,
): { rewritten: string } | 'current' | 'unreadable' {
  try {
    const rewritten = secrets.reseal(value);
    return rewritten === null ? 'current' : { rewritten };
  } catch {
    return 'unreadable';
  }
}

/**
 * Walks a table by id, `batchSize` rows at a time, so a large table is never
 * read at once and a run stopped halfway can simply be started again.
 */
async function inBatches<Row extends { id: string }>(
  deps: ResealDeps,
  place: string,
  read: (after: string | null, limit: number) => Promise<Row[]>,
  handle: (row: Row) => Promise<void>,
): Promise<void> {
  let after: string | null = null;
  let rowsRead = 0;
  for (;;) {
    const rows = await read(after, deps.batchSize);
    for (const row of rows) await handle(row);
    rowsRead += rows.length;
    deps.onBatch?.(place, rowsRead);
    const last = rows.at(-1);
    if (!last || rows.length < deps.batchSize) return;
    after = last.id;
  }
}

/**
 * Re-seals the three sealed columns of `users` together, so a row is written
 * once. The write is conditional on every rewritten column still holding what
 * was read: a sign-in that stored fresh tokens meanwhile wins.
 */
async function resealUsers(deps: ResealDeps, report: ResealReport): Promise<void> {
  const columns = {
    accessToken: users.accessToken,
    refreshToken: users.refreshToken,
    totpSecret: users.totpSecret,
  } as const;
  const names = Object.keys(columns) as (keyof typeof columns)[];
  const counts = Object.fromEntries(names.map((name) => [name, emptyCounts()])) as Record<
    keyof typeof columns,
    ResealCounts
  >;
  for (const name of names) report[`users.${name}`] = counts[name];

  await inBatches(
    deps,
    'users',
    (after, limit) =>
      deps.db
        .select({ id: users.id, ...columns })
        .from(users)
        .where(
          and(
            after === null ? undefined : gt(users.id, after),
            or(...Object.values(columns).map((column) => isNotNull(column))),
          ),
        )
        .orderBy(users.id)
        .limit(limit),
    async (row) => {
      const changes: Partial<Record<keyof typeof columns, string>> = {};
      const unchanged: SQL[] = [];
      for (const name of names) {
        const value = row[name];
        if (value === null) continue;
        const outcome = resealed(deps.secrets, value);
        if (typeof outcome === 'string') {
          counts[name][outcome] += 1;
          continue;
        }
        changes[name] = outcome.rewritten;
        unchanged.push(eq(columns[name], value));
      }
      const changed = Object.keys(changes) as (keyof typeof columns)[];
      if (changed.length === 0) return;
      const written = await deps.db
        .update(users)
        .set(changes)
        .where(and(eq(users.id, row.id), ...unchanged))
        .returning({ id: users.id });
      for (const name of changed) counts[name][written.length > 0 ? 'resealed' : 'skipped'] += 1;
    },
  );
}

async function resealLicenseKeys(deps: ResealDeps, report: ResealReport): Promise<void> {
  const counts = emptyCounts();
  report['license_keys.sealedKey'] = counts;
  await inBatches(
    deps,
    'license_keys',
    (after, limit) =>
      deps.db
        .select({ id: licenseKeys.id, sealedKey: licenseKeys.sealedKey })
        .from(licenseKeys)
        .where(
          and(
            after === null ? undefined : gt(licenseKeys.id, after),
            isNotNull(licenseKeys.sealedKey),
          ),
        )
        .orderBy(licenseKeys.id)
        .limit(limit),
    async (row) => {
      if (row.sealedKey === null) return;
      const outcome = resealed(deps.secrets, row.sealedKey);
      if (typeof outcome === 'string') {
        counts[outcome] += 1;
        return;
      }
      // Lookups use the key's plain SHA-256 (no secret in it), so only the sealed copy changes.
      const written = await deps.db
        .update(licenseKeys)
        .set({ sealedKey: outcome.rewritten })
        .where(and(eq(licenseKeys.id, row.id), eq(licenseKeys.sealedKey, row.sealedKey)))
        .returning({ id: licenseKeys.id });
      counts[written.length > 0 ? 'resealed' : 'skipped'] += 1;
    },
  );
}

/**
 * Stored unsubscribe hashes are derived from the key, not sealed: one made
 * with the previous key is replaced by the current key's, which is the link
 * every mail from now on carries. One hash is stored per subscriber, so the
 * links of mails sent before stop working here (ADR 0016).
 */
async function rekeyUnsubscribeHashes(deps: ResealDeps, report: ResealReport): Promise<void> {
  const counts = emptyCounts();
  report['newsletter_subscribers.unsubscribeToken'] = counts;
  await inBatches(
    deps,
    'newsletter_subscribers',
    (after, limit) =>
      deps.db
        .select({ id: newsletterSubscribers.id, stored: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .where(after === null ? undefined : gt(newsletterSubscribers.id, after))
        .orderBy(newsletterSubscribers.id)
        .limit(limit),
    async (row) => {
      const hashes = deps.unsubscribeTokens.storedHashes(row.id);
      if (row.stored === hashes.current) {
        counts.current += 1;
        return;
      }
      if (row.stored !== hashes.previous) {
        counts.unreadable += 1;
        return;
      }
      const written = await deps.db
        .update(newsletterSubscribers)
        .set({ unsubscribeToken: hashes.current })
        .where(
          and(
            eq(newsletterSubscribers.id, row.id),
            eq(newsletterSubscribers.unsubscribeToken, row.stored),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      counts[written.length > 0 ? 'resealed' : 'skipped'] += 1;
    },
  );
}

/**
 * Links waiting in the job queue travel sealed (e.g. `sealedToken`): every
 * sealed value in a job's data sits in a top-level field whose name starts
 * with `sealed`. A job that may still run is rewritten like a row.
 */
async function resealQueuedJobs(deps: ResealDeps, report: ResealReport): Promise<void> {
  const counts = emptyCounts();
  report['job queue (sealed fields)'] = counts;
  const table = sql.identifier(QUEUE_SCHEMA);
  const { rows: present } = await deps.db.execute<{ present: boolean }>(
    sql`select to_regclass(${`${QUEUE_SCHEMA}.job`}) is not null as present`,
  );
  // A database the server never started on has no queue yet, hence nothing queued.
  if (!present[0]?.present) return;
  const states = sql.join(
    LIVE_JOB_STATES.map((state) => sql`${state}`),
    sql`, `,
  );

  await inBatches(
    deps,
    'job queue',
    async (after, limit) => {
      const { rows } = await deps.db.execute<{ id: string; data: unknown }>(
        sql`select id::text as id, data from ${table}.job
            where state::text in (${states}) ${after === null ? sql`` : sql`and id > ${after}::uuid`}
            order by id limit ${limit}`,
      );
      return rows;
    },
    async (job) => {
      if (typeof job.data !== 'object' || job.data === null) return;
      for (const [field, value] of Object.entries(job.data)) {
        if (!field.startsWith('sealed') || typeof value !== 'string') continue;
        const outcome = resealed(deps.secrets, value);
        if (typeof outcome === 'string') {
          counts[outcome] += 1;
          continue;
        }
        const { rows } = await deps.db.execute<{ id: string }>(
          sql`update ${table}.job
              set data = jsonb_set(data, array[${field}::text], to_jsonb(${outcome.rewritten}::text))
              where id = ${job.id}::uuid and data ->> ${field} = ${value}
              returning id::text as id`,
        );
        counts[rows.length > 0 ? 'resealed' : 'skipped'] += 1;
      }
    },
  );
}

/**
 * Rewrites everything sealed with (or derived from) the previous
 * ENCRYPTION_KEY under the current one. Safe to run again: what is already
 * current is counted and left alone, so a second run reports nothing to do.
 */
export async function resealAll(deps: ResealDeps): Promise<ResealReport> {
  const report: ResealReport = {};
  await resealUsers(deps, report);
  await resealLicenseKeys(deps, report);
  await rekeyUnsubscribeHashes(deps, report);
  await resealQueuedJobs(deps, report);
  return report;
}
