import { PLAN_IDS, type PlanId } from '@guildsmith/core';
import {
  and,
  type Db,
  type DbExecutor,
  desc,
  eq,
  getTableColumns,
  inArray,
  schema,
  sql,
} from '@guildsmith/db';

const { licenseKeys, serverRegistrations } = schema;

const rank = (plan: unknown) =>
  sql`array_position(array[${sql.join(
    PLAN_IDS.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[], ${plan})`;

/**
 * Creates the server's registration, or moves an existing one to a higher
 * plan (and to the account whose key brought it). A key that would not raise
 * an active registration's plan changes nothing and yields null, so the caller
 * can refuse before the key is spent. Concurrent activations in one server
 * serialise on the registration row.
 */
export async function registerServer(
  db: DbExecutor,
  input: {
    accountId: string;
    guildId: string;
    guildName: string;
    plan: PlanId;
    licenseKeyId: string;
    now: Date;
  },
): Promise<{ registration: schema.ServerRegistration; upgraded: boolean } | null> {
  const [row] = await db
    .insert(serverRegistrations)
    .values({
      userId: input.accountId,
      serverId: input.guildId,
      serverName: input.guildName,
      plan: input.plan,
      licenseKeyId: input.licenseKeyId,
      registeredAt: input.now,
    })
    .onConflictDoUpdate({
      target: serverRegistrations.serverId,
      set: {
        userId: input.accountId,
        serverName: input.guildName,
        plan: input.plan,
        status: 'active',
        licenseKeyId: input.licenseKeyId,
      },
      setWhere: sql`${serverRegistrations.status} <> 'active' or ${rank(input.plan)} > ${rank(serverRegistrations.plan)}`,
    })
    .returning({
      ...getTableColumns(serverRegistrations),
      // xmax is 0 for a freshly inserted row and set for one the upsert updated.
      inserted: sql<boolean>`(xmax = 0)`,
    });
  if (!row) return null;
  const { inserted, ...registration } = row;
  return { registration, upgraded: !inserted };
}

/**
 * Revoked keys stop carrying a plan: each server one of them registered falls
 * back to the best key still activated there, or stops being active. What
 * the bot already built stays; only the plan behind new builds goes.
 */
export async function withdrawRevokedKeys(db: DbExecutor, keyIds: string[]): Promise<void> {
  if (keyIds.length === 0) return;
  const affected = await db
    .select()
    .from(serverRegistrations)
    .where(inArray(serverRegistrations.licenseKeyId, keyIds))
    .for('update');
  for (const registration of affected) {
    const [best] = await db
      .select({ id: licenseKeys.id, plan: licenseKeys.plan })
      .from(licenseKeys)
      .where(
        and(eq(licenseKeys.serverId, registration.serverId), eq(licenseKeys.status, 'activated')),
      )
      .orderBy(desc(rank(licenseKeys.plan)))
      .limit(1);
    await db
      .update(serverRegistrations)
      .set(best ? { plan: best.plan, licenseKeyId: best.id } : { status: 'inactive' })
      .where(eq(serverRegistrations.id, registration.id));
  }
}

/** The server's registration plan, which sizes its questionnaire and picks its styles. */
export async function registrationOf(
  db: Db,
  guildId: string,
): Promise<schema.ServerRegistration | null> {
  const [row] = await db
    .select()
    .from(schema.serverRegistrations)
    .where(eq(schema.serverRegistrations.serverId, guildId))
    .limit(1);
  return row ?? null;
}
