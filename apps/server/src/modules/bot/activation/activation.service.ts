import { canUse, getPlan, type PlanId, type Style } from '@guildsmith/core';
import { and, type Db, eq, schema } from '@guildsmith/db';
import { consumeLicenseKey, findLicenseKey, type KeyRefusal, keyRefusal } from './consume-key.ts';
import { registerServer } from './register-server.ts';

const { serverSetupSessions } = schema;

export type ActivationRefusal =
  | KeyRefusal
  | 'unknown_style'
  | 'style_not_allowed'
  | 'plan_not_higher'
  | 'build_running';

export type ActivationOutcome =
  | {
      ok: true;
      plan: PlanId;
      upgraded: boolean;
      registration: schema.ServerRegistration;
      session: schema.ServerSetupSession;
    }
  | { ok: false; reason: ActivationRefusal; plan?: PlanId; style?: Style };

export interface ActivationInput {
  /** Canonical key (already format- and check-character-checked). */
  key: string;
  accountId: string;
  discordUserId: string;
  guildId: string;
  guildName: string;
  styleId?: string | undefined;
  now?: Date;
}

class Refused extends Error {
  constructor(
    readonly reason: ActivationRefusal,
    readonly plan?: PlanId,
  ) {
    super(reason);
  }
}

/**
 * `/activate`: binds the key to the server exactly once, registers (or
 * upgrades) the server and opens its setup questionnaire, all in one
 * transaction, so a refusal at any step leaves the key unspent.
 */
export async function activateLicense(
  db: Db,
  styles: { get(id: string): Style | undefined },
  input: ActivationInput,
): Promise<ActivationOutcome> {
  const now = input.now ?? new Date();
  const found = await findLicenseKey(db, input.key);
  const refusal = keyRefusal(found, input.accountId, input.guildId);
  if (refusal || !found) return { ok: false, reason: refusal ?? 'unknown_key' };

  let style: Style | undefined;
  if (input.styleId !== undefined) {
    style = styles.get(input.styleId);
    if (!style) return { ok: false, reason: 'unknown_style' };
    if (!canUse(found.plan, style.requiredPlan)) {
      return { ok: false, reason: 'style_not_allowed', plan: found.plan, style };
    }
  }

  try {
    return await db.transaction(async (tx) => {
      const [building] = await tx
        .select({ id: serverSetupSessions.id })
        .from(serverSetupSessions)
        .where(
          and(
            eq(serverSetupSessions.serverId, input.guildId),
            eq(serverSetupSessions.status, 'building'),
          ),
        )
        .limit(1);
      if (building) throw new Refused('build_running');

      const consumed = await consumeLicenseKey(tx, {
        keyId: found.id,
        accountId: input.accountId,
        guildId: input.guildId,
        discordUserId: input.discordUserId,
        now,
      });
      if (!consumed) throw new Refused('key_used_elsewhere');

      const registered = await registerServer(tx, {
        accountId: input.accountId,
        guildId: input.guildId,
        guildName: input.guildName,
        plan: consumed.plan,
        licenseKeyId: consumed.id,
        now,
      });
      if (!registered) {
        const [current] = await tx
          .select({ plan: schema.serverRegistrations.plan })
          .from(schema.serverRegistrations)
          .where(eq(schema.serverRegistrations.serverId, input.guildId));
        throw new Refused('plan_not_higher', current?.plan);
      }

      const session = await openSetupSession(tx, {
        accountId: input.accountId,
        guildId: input.guildId,
        licenseKeyId: consumed.id,
        styleId: style?.id ?? null,
        totalQuestions: getPlan(consumed.plan).questionCount,
        now,
      });
      return {
        ok: true as const,
        plan: consumed.plan,
        upgraded: registered.upgraded,
        registration: registered.registration,
        session,
      };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.reason === 'key_used_elsewhere') {
      // Lost the race for this key: say who won, as the plain checks would have.
      const after = await findLicenseKey(db, input.key);
      const reason = keyRefusal(after, input.accountId, input.guildId) ?? 'key_used_elsewhere';
      return { ok: false, reason };
    }
    return { ok: false, reason: error.reason, ...(error.plan ? { plan: error.plan } : {}) };
  }
}

/**
 * The server's open questionnaire, taken over by the new key (a higher plan
 * asks more questions; answers given so far stay unless the style changes),
 * or a fresh one.
 */
async function openSetupSession(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  input: {
    accountId: string;
    guildId: string;
    licenseKeyId: string;
    styleId: string | null;
    totalQuestions: number;
    now: Date;
  },
): Promise<schema.ServerSetupSession> {
  const [open] = await tx
    .select()
    .from(serverSetupSessions)
    .where(
      and(
        eq(serverSetupSessions.serverId, input.guildId),
        eq(serverSetupSessions.status, 'in_progress'),
      ),
    )
    .for('update');
  if (open) {
    const styleChanged = input.styleId !== null && input.styleId !== open.styleId;
    const [updated] = await tx
      .update(serverSetupSessions)
      .set({
        userId: input.accountId,
        licenseKeyId: input.licenseKeyId,
        totalQuestions: input.totalQuestions,
        styleId: input.styleId ?? open.styleId,
        ...(styleChanged ? { answers: {}, currentQuestion: 1 } : {}),
        updatedAt: input.now,
      })
      .where(eq(serverSetupSessions.id, open.id))
      .returning();
    if (!updated) throw new Error('Setup session vanished while locked');
    return updated;
  }
  const [created] = await tx
    .insert(serverSetupSessions)
    .values({
      userId: input.accountId,
      serverId: input.guildId,
      licenseKeyId: input.licenseKeyId,
      styleId: input.styleId,
      totalQuestions: input.totalQuestions,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!created) throw new Error('Setup session was not stored');
  return created;
}
