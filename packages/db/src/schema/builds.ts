import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { licenseKeys } from './billing.ts';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';
import {
  buildOperationKinds,
  buildOperationStatuses,
  creationResultStatuses,
  setupSessionStatuses,
} from './values.ts';

/**
 * What the server held before a build's first call: a resumed build never
 * adopts these objects as its own, and new categories go below the old ones.
 */
export interface GuildSnapshot {
  roleIds: string[];
  channelIds: string[];
  /** First free position for a new category / top-level channel. */
  categoryPositionBase: number;
  topLevelPositionBase: number;
  takenAt: string;
}

/** The questionnaire for one server; a build runs from its answers. */
export const serverSetupSessions = pgTable(
  'server_setup_sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: text().notNull(),
    licenseKeyId: uuid().references(() => licenseKeys.id, { onDelete: 'set null' }),
    styleId: text(),
    /** The questionnaire page shown (past the last page: the dry run). */
    currentQuestion: integer().notNull().default(1),
    /**
     * Pages of the questionnaire as the wizard last stored them (the plan's
     * question count until a style is chosen); the wizard and /status count
     * them from the style itself.
     */
    totalQuestions: integer().notNull().default(20),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: setupSessionStatuses }).notNull().default('in_progress'),
    guildSnapshot: jsonb().$type<GuildSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('server_setup_sessions_user_id_idx').on(t.userId),
    index('server_setup_sessions_server_id_idx').on(t.serverId),
    index('server_setup_sessions_license_key_id_idx').on(t.licenseKeyId),
    // One questionnaire at a time per server, so two admins cannot race two builds.
    uniqueIndex('server_setup_sessions_open_per_server_key')
      .on(t.serverId)
      .where(sql`${t.status} = 'in_progress'`),
    // One build at a time per server, so two confirmations cannot build twice.
    uniqueIndex('server_setup_sessions_building_per_server_key')
      .on(t.serverId)
      .where(sql`${t.status} = 'building'`),
    check('server_setup_sessions_status_check', isOneOf(t.status, setupSessionStatuses)),
  ],
);

export type ServerSetupSession = typeof serverSetupSessions.$inferSelect;

export const serverCreationResults = pgTable(
  'server_creation_results',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => serverSetupSessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: text().notNull(),
    serverName: text().notNull(),
    inviteLink: text(),
    channelsCreated: jsonb().$type<unknown[]>().notNull().default([]),
    rolesCreated: jsonb().$type<unknown[]>().notNull().default([]),
    setupConfig: jsonb().$type<Record<string, unknown>>(),
    status: text({ enum: creationResultStatuses }).notNull().default('success'),
    createdAt: createdAt(),
    undoneAt: timestamptz(),
  },
  (t) => [
    // One result per build, so a retried build's last step updates it instead of adding one.
    uniqueIndex('server_creation_results_session_id_key').on(t.sessionId),
    index('server_creation_results_user_id_idx').on(t.userId),
    index('server_creation_results_server_id_idx').on(t.serverId),
    index('server_creation_results_created_at_idx').on(t.createdAt),
    check('server_creation_results_status_check', isOneOf(t.status, creationResultStatuses)),
  ],
);

export type ServerCreationResult = typeof serverCreationResults.$inferSelect;

/**
 * The build journal: one row per planned Discord call, written before and
 * after the call, so a restarted build resumes instead of duplicating and
 * /undo deletes exactly what was created.
 */
export const buildOperations = pgTable(
  'build_operations',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => serverSetupSessions.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    kind: text({ enum: buildOperationKinds }).notNull(),
    // Stable name of the planned object within the build (e.g. `role:moderator`).
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: buildOperationStatuses }).notNull().default('planned'),
    discordId: text(),
    // A settings operation's values before the build changed them, for /undo to put back.
    previous: jsonb().$type<Record<string, unknown>>(),
    startedAt: timestamptz(),
    finishedAt: timestamptz(),
    error: text(),
  },
  (t) => [
    unique('build_operations_session_id_seq_key').on(t.sessionId, t.seq),
    unique('build_operations_session_id_key_key').on(t.sessionId, t.key),
    index('build_operations_session_id_status_idx').on(t.sessionId, t.status),
    index('build_operations_discord_id_idx').on(t.discordId),
    check('build_operations_kind_check', isOneOf(t.kind, buildOperationKinds)),
    check('build_operations_status_check', isOneOf(t.status, buildOperationStatuses)),
    check('build_operations_seq_check', sql`${t.seq} >= 0`),
  ],
);
