/**
 * From a setup session to its build plan: the plan id comes from the
 * server's registration (the key activated there), the style from the
 * session, the answers from the questionnaire.
 */
import { getStyle } from '@guildsmith/catalog';
import { isPlanId, type PlanId, type Style } from '@guildsmith/core';
import { type DbExecutor, eq, schema } from '@guildsmith/db';
import type { ServerSetupSession } from '@guildsmith/db/schema';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import type { BotLocale } from '../texts/locales.ts';
import type { BuildPlan } from './plan-types.ts';
import { planBuild } from './planner.ts';
import { type BuildSummary, summarizePlan } from './summary.ts';

const { licenseKeys, serverRegistrations, serverSetupSessions } = schema;

class SessionPlanError extends Error {
  override name = 'SessionPlanError';
}

export async function loadSession(
  db: DbExecutor,
  sessionId: string,
): Promise<ServerSetupSession | null> {
  const [session] = await db
    .select()
    .from(serverSetupSessions)
    .where(eq(serverSetupSessions.id, sessionId));
  return session ?? null;
}

/** The plan the server was activated with; the session's own key when it has no registration. */
async function planOfSession(db: DbExecutor, session: ServerSetupSession): Promise<PlanId> {
  const [registration] = await db
    .select({ plan: serverRegistrations.plan })
    .from(serverRegistrations)
    .where(eq(serverRegistrations.serverId, session.serverId));
  if (registration) return registration.plan;
  if (session.licenseKeyId) {
    const [key] = await db
      .select({ plan: licenseKeys.plan })
      .from(licenseKeys)
      .where(eq(licenseKeys.id, session.licenseKeyId));
    if (key && isPlanId(key.plan)) return key.plan;
  }
  return 'free';
}

export interface SessionPlan {
  style: Style;
  plan: PlanId;
  buildPlan: BuildPlan;
}

export async function sessionPlan(
  db: DbExecutor,
  session: ServerSetupSession,
): Promise<SessionPlan> {
  const style = session.styleId ? getStyle(session.styleId) : undefined;
  if (!style) throw new SessionPlanError(`Style "${session.styleId ?? ''}" does not exist`);
  const plan = await planOfSession(db, session);
  const answers = resolveAnswers(style, plan, session.answers);
  return { style, plan, buildPlan: planBuild(style, answers, { plan }) };
}

/** The dry run of a session: what confirming would build. */
export async function previewBuild(
  db: DbExecutor,
  sessionId: string,
  locale?: BotLocale,
): Promise<BuildSummary> {
  const session = await loadSession(db, sessionId);
  if (!session) throw new SessionPlanError(`Setup session ${sessionId} does not exist`);
  const { buildPlan } = await sessionPlan(db, session);
  return summarizePlan(buildPlan, locale ?? buildPlan.locale);
}
