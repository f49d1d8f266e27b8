import {
  type AdminBuild,
  type AdminLicenseKey,
  type AdminPurchaseSummary,
  type AdminRegistration,
  maskLicenseKey,
} from '@guildsmith/core';
import type { schema } from '@guildsmith/db';

// The one place admin answers are shaped from rows: a key leaves only masked.

export function purchaseSummary(
  purchase: schema.Purchase,
  user: { id: string; username: string; email: string | null },
): AdminPurchaseSummary {
  return {
    id: purchase.id,
    user: { id: user.id, username: user.username, email: user.email },
    plan: purchase.plan,
    amount: Number(purchase.amount),
    amountRefunded: Number(purchase.amountRefunded),
    status: purchase.status,
    provider: purchase.provider,
    providerPaymentId: purchase.stripePaymentIntentId ?? purchase.paypalOrderId,
    createdAt: purchase.createdAt.toISOString(),
  };
}

export function maskedKey(key: schema.LicenseKey): AdminLicenseKey {
  return {
    id: key.id,
    maskedKey: maskLicenseKey(key.last4),
    plan: key.plan,
    status: key.status,
    revokedReason: key.revokedReason,
    serverId: key.serverId,
    activatedAt: key.activatedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  };
}

export function registration(row: schema.ServerRegistration): AdminRegistration {
  return {
    id: row.id,
    serverId: row.serverId,
    serverName: row.serverName,
    plan: row.plan,
    status: row.status,
    registeredAt: row.registeredAt.toISOString(),
  };
}

export function build(row: schema.ServerCreationResult): AdminBuild {
  return {
    id: row.id,
    serverId: row.serverId,
    serverName: row.serverName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  };
}

/** A search term as a LIKE pattern that matches it literally anywhere. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
