import {
  ABUSE_REPORT_OUTCOMES,
  ABUSE_REPORT_STATUSES,
  ABUSE_SEVERITIES,
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_TARGET_TYPES,
  PURCHASE_STATUSES,
  text,
  trimmedText,
} from '@guildsmith/core';
import { z } from 'zod';
import { perAccount } from '../auth/per-account-limit.ts';
import { pagingQuery } from './paging.ts';

// The admin routes' inputs. Text an admin types is stored and shown back as data.

/** Reads are cheap but unbounded scraping is not; actions are rarer still. */
export const READ_LIMIT = perAccount(120, '1 minute');
export const ACTION_LIMIT = perAccount(20, '1 minute');

export const idParams = z.object({ id: z.uuid() });

const note = (what: string) =>
  trimmedText({ error: `${what} is required` })
    .min(1, `${what} is required`)
    .max(500, `${what} must be at most 500 characters`);

export const reasonBody = z.object({ reason: note('A reason') });

export const resolveBody = z.object({
  status: z.enum(ABUSE_REPORT_OUTCOMES),
  actionTaken: note('The action taken'),
});

const search = trimmedText().max(200).optional();

export const auditLogQuery = z.object({
  ...pagingQuery,
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  targetType: z.enum(ADMIN_AUDIT_TARGET_TYPES).optional(),
  targetId: text().max(200).optional(),
});

export const purchasesQuery = z.object({
  ...pagingQuery,
  query: search,
  status: z.enum(PURCHASE_STATUSES).optional(),
});

export const abuseReportsQuery = z.object({
  ...pagingQuery,
  status: z.enum(ABUSE_REPORT_STATUSES).optional(),
  severity: z.enum(ABUSE_SEVERITIES).optional(),
});

export const usersQuery = z.object({ ...pagingQuery, query: search });
