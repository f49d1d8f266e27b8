import type {
  AdminEmail,
  AdminPurchaseDetailResponse,
  AdminPurchasesResponse,
  PurchaseStatus,
} from '@guildsmith/core';
import { and, type Db, desc, eq, ilike, inArray, or, type SQL, schema, sql } from '@guildsmith/db';
import { notFound } from '../../lib/errors.ts';
import { guaranteeEndsAt, refundBlock } from '../billing/refunds.ts';
import { type Paging, pageOf } from './paging.ts';
import { containing, maskedKey, purchaseSummary, registration } from './views.ts';

const { emails, licenseKeys, purchases, serverRegistrations, users } = schema;

export interface PurchaseSearch extends Paging {
  query?: string;
  status?: PurchaseStatus;
}

const buyer = { id: users.id, username: users.username, email: users.email };

/** Matches the buyer's name or address in part, or a purchase or payment id exactly. */
function matching(query: string): SQL | undefined {
  const pattern = containing(query);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    sql`${purchases.id}::text = ${query.toLowerCase()}`,
    eq(purchases.stripePaymentIntentId, query),
    eq(purchases.paypalOrderId, query),
  );
}

export async function searchPurchases(
  db: Db,
  search: PurchaseSearch,
): Promise<AdminPurchasesResponse> {
  const where = and(
    search.query ? matching(search.query) : undefined,
    search.status ? eq(purchases.status, search.status) : undefined,
  );
  const { limit, offset } = pageOf(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ purchase: purchases, user: buyer })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(where)
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(where),
  ]);
  return {
    purchases: rows.map((row) => purchaseSummary(row.purchase, row.user)),
    page: search.page,
    pageSize: search.pageSize,
    total: counted?.total ?? 0,
  };
}

function email(row: schema.Email): AdminEmail {
  return {
    id: row.id,
    to: row.to,
    template: row.template,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function purchaseDetail(
  db: Db,
  id: string,
  now = new Date(),
): Promise<AdminPurchaseDetailResponse> {
  const [row] = await db
    .select({ purchase: purchases, user: buyer })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(eq(purchases.id, id));
  if (!row) throw notFound('Purchase not found', 'PURCHASE_NOT_FOUND');
  const { purchase } = row;
  const keys = await db
    .select()
    .from(licenseKeys)
    .where(eq(licenseKeys.purchaseId, purchase.id))
    .orderBy(desc(licenseKeys.createdAt));
  const keyIds = keys.map((key) => key.id);
  const [servers, sent] = await Promise.all([
    keyIds.length
      ? db
          .select()
          .from(serverRegistrations)
          .where(inArray(serverRegistrations.licenseKeyId, keyIds))
          .orderBy(desc(serverRegistrations.registeredAt))
      : [],
    // Its keys' e-mails and the notices about the purchase itself (refunds, disputes).
    db
      .select()
      .from(emails)
      .where(
        keyIds.length
          ? or(inArray(emails.licenseKeyId, keyIds), eq(emails.purchaseId, purchase.id))
          : eq(emails.purchaseId, purchase.id),
      )
      .orderBy(desc(emails.createdAt)),
  ]);
  return {
    purchase: {
      ...purchaseSummary(purchase, row.user),
      currency: purchase.currency,
      stripePaymentIntentId: purchase.stripePaymentIntentId,
      paypalOrderId: purchase.paypalOrderId,
      completedAt: purchase.completedAt?.toISOString() ?? null,
      refundedAt: purchase.refundedAt?.toISOString() ?? null,
      disputedAt: purchase.disputedAt?.toISOString() ?? null,
    },
    keys: keys.map(maskedKey),
    servers: servers.map(registration),
    emails: sent.map(email),
    refund: {
      blockedBy: refundBlock(purchase, now),
      guaranteeEndsAt: guaranteeEndsAt(purchase)?.toISOString() ?? null,
    },
  };
}
