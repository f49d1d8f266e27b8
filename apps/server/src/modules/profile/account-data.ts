import {
  licenseSchema,
  purchaseSchema,
  registeredServerSchema,
  userSchema,
} from '@guildsmith/core';
import { and, type Db, desc, eq, isNull, schema } from '@guildsmith/db';
import { z } from 'zod';
import { unauthorized } from '../../lib/errors.ts';
import { toUserView } from '../auth/user-view.ts';
import { listPurchases } from '../billing/purchase-history.ts';
import { listLicenses } from '../licenses/licenses.service.ts';
import { listServers } from '../servers/servers.service.ts';

const { emails, feedback, sessions, users } = schema;

const when = z.iso.datetime();

/**
 * "Export my data": everything we hold about the account, as its owner may read
 * it. License keys are masked (a key is shown whole only in its e-mail) and no
 * secret leaves (Discord tokens, the e-mail confirmation digest).
 */
export const accountExportSchema = z.object({
  exportedAt: when,
  account: userSchema,
  purchases: z.array(purchaseSchema),
  licenseKeys: z.array(licenseSchema),
  servers: z.array(registeredServerSchema),
  sessions: z.array(
    z.object({
      createdAt: when,
      lastSeenAt: when,
      expiresAt: when,
      userAgent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  feedback: z.array(
    z.object({
      category: z.string(),
      message: z.string(),
      createdAt: when,
      approvedAt: when.nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      template: z.string(),
      status: z.string(),
      createdAt: when,
      sentAt: when.nullable(),
    }),
  ),
});

type AccountExport = z.infer<typeof accountExportSchema>;

export async function exportAccountData(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<AccountExport> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw unauthorized();
  const [purchases, licenseKeys, servers, sessionRows, feedbackRows, emailRows] = await Promise.all(
    [
      listPurchases(db, userId),
      listLicenses(db, userId),
      listServers(db, userId),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
      db
        .select()
        .from(feedback)
        .where(eq(feedback.userId, userId))
        .orderBy(desc(feedback.createdAt)),
      db.select().from(emails).where(eq(emails.userId, userId)).orderBy(desc(emails.createdAt)),
    ],
  );
  return {
    exportedAt: now.toISOString(),
    account: toUserView(user, now),
    purchases,
    licenseKeys,
    servers,
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expire.toISOString(),
      userAgent: row.userAgent,
      ip: row.ip,
    })),
    feedback: feedbackRows.map((row) => ({
      category: row.category,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      approvedAt: row.approvedAt?.toISOString() ?? null,
    })),
    emails: emailRows.map((row) => ({
      to: row.to,
      subject: row.subject,
      template: row.template,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
