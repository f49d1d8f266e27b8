// drizzle-orm is installed inside this package only, so the server imports
// the query helpers from here.
export {
  and,
  asc,
  between,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  max,
  min,
  ne,
  not,
  notInArray,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
export { type CreateDbOptions, createDb, type Database } from './client.ts';
export { isUniqueViolation } from './errors.ts';
export * as schema from './schema/index.ts';
export type { Db, DbExecutor, DbTransaction, Driver, Schema } from './types.ts';
