import { AsyncLocalStorage } from 'node:async_hooks';
import { type Database, type DbTransaction, sql } from '@guildsmith/db';
import {
  type Db as BossDatabase,
  type ConstructorOptions,
  fromDrizzle,
  fromPglite,
  PgBoss,
} from 'pg-boss';

export interface BossConnection {
  boss: PgBoss;
  /**
   * Runs `enqueue` with a pg-boss database bound to the caller's transaction,
   * to pass as the `db` option of pg-boss calls.
   */
  withinTransaction<T>(tx: DbTransaction, enqueue: (db: BossDatabase) => Promise<T>): Promise<T>;
}

/**
 * pg-boss on the application's database. On PostgreSQL it opens its own
 * pool from the connection string. On PGlite it shares the single
 * in-process connection, which an open Drizzle transaction holds
 * exclusively: any pg-boss statement issued outside that transaction while
 * the caller awaits it (a queue lookup on a cold cache) would wait forever.
 * So statements issued while enqueueing are routed into the transaction.
 */
export function connectBoss(database: Database, shared: ConstructorOptions): BossConnection {
  if (database.driver === 'postgres') {
    if (!database.databaseUrl) throw new Error('PostgreSQL database without a connection string');
    const boss = new PgBoss({
      ...shared,
      connectionString: database.databaseUrl,
      application_name: 'guildsmith-jobs',
      ...(database.poolSize ? { max: database.poolSize } : {}),
    });
    return { boss, withinTransaction: (tx, enqueue) => enqueue(fromDrizzle(tx, sql)) };
  }

  if (!database.pglite) throw new Error('PGlite database without its instance');
  const connection = fromPglite(database.pglite);
  const enqueueing = new AsyncLocalStorage<BossDatabase>();
  const routed: BossDatabase = {
    executeSql: (text, values) => (enqueueing.getStore() ?? connection).executeSql(text, values),
  };
  const boss = new PgBoss({ ...shared, db: routed, backend: 'pglite' });
  return {
    boss,
    withinTransaction(tx, enqueue) {
      const transaction = fromDrizzle(tx, sql);
      return enqueueing.run(transaction, () => enqueue(transaction));
    },
  };
}
