import type { PlanId, Style } from '@guildsmith/core';
import { and, type Db, eq, schema, sql } from '@guildsmith/db';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { type QuestionPage, questionPagesOf } from '../questionnaire/question-pages.ts';
import type { AnswerValue, SetupQuestion } from '../questionnaire/question-types.ts';
import type { BotLocale } from '../texts/locales.ts';
import type { StyleCatalogue } from '../transport/context.ts';

const { serverSetupSessions, serverRegistrations } = schema;

export type SetupSession = schema.ServerSetupSession;

/** A questionnaire as the pages need it: the session, its plan, style and questions. */
export interface SetupView {
  session: SetupSession;
  plan: PlanId;
  serverName: string;
  locale: BotLocale;
  style: Style | null;
  /** The questions this plan asks for the style, in order (empty before a style is picked). */
  questions: SetupQuestion[];
  /** Those questions as the wizard's pages; the session's step is a page number. */
  pages: QuestionPage[];
}

export function viewOf(
  session: SetupSession,
  registration: { plan: PlanId; serverName: string },
  styles: StyleCatalogue,
  locale: BotLocale,
): SetupView {
  const style = session.styleId ? (styles.get(session.styleId) ?? null) : null;
  const questions = style ? questionsFor(style, registration.plan, { locale }) : [];
  return {
    session,
    plan: registration.plan,
    serverName: registration.serverName,
    locale,
    style,
    questions,
    pages: questionPagesOf(questions),
  };
}

/** The session with its server's registration; null when either is gone. */
export async function loadSetup(
  db: Db,
  sessionId: string,
): Promise<{ session: SetupSession; registration: schema.ServerRegistration } | null> {
  const [row] = await db
    .select({ session: serverSetupSessions, registration: serverRegistrations })
    .from(serverSetupSessions)
    .innerJoin(serverRegistrations, eq(serverRegistrations.serverId, serverSetupSessions.serverId))
    .where(eq(serverSetupSessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** The open questionnaire of a server, if any. */
export async function openSetupOf(db: Db, guildId: string): Promise<SetupSession | null> {
  const [row] = await db
    .select()
    .from(serverSetupSessions)
    .where(
      and(eq(serverSetupSessions.serverId, guildId), eq(serverSetupSessions.status, 'in_progress')),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Every step is one conditional UPDATE: it applies only while the session is
 * open and still on the step the clicked message showed, so a double click or
 * an old message cannot skip or overwrite a step. Null means "not applied".
 */
async function step(
  db: Db,
  sessionId: string,
  atStep: number,
  set: Omit<Parameters<ReturnType<Db['update']>['set']>[0], 'updatedAt'>,
): Promise<SetupSession | null> {
  const [row] = await db
    .update(serverSetupSessions)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(serverSetupSessions.id, sessionId),
        eq(serverSetupSessions.status, 'in_progress'),
        eq(serverSetupSessions.currentQuestion, atStep),
      ),
    )
    .returning();
  return row ?? null;
}

export function chooseStyle(db: Db, view: SetupView, style: Style, pageCount: number) {
  return step(db, view.session.id, view.session.currentQuestion, {
    styleId: style.id,
    totalQuestions: pageCount,
    currentQuestion: 1,
    answers: {},
  });
}

/** Stores answers given on the page at `atStep`, then shows page `target` (the same one on a multi-question page). */
export function saveAnswers(
  db: Db,
  view: SetupView,
  atStep: number,
  answers: Readonly<Record<string, AnswerValue>>,
  target: number,
) {
  return step(db, view.session.id, atStep, {
    answers: sql`${serverSetupSessions.answers} || ${JSON.stringify(answers)}::jsonb`,
    currentQuestion: target,
    totalQuestions: view.pages.length,
  });
}

export function moveTo(db: Db, view: SetupView, atStep: number, target: number) {
  return step(db, view.session.id, atStep, {
    currentQuestion: target,
    totalQuestions: view.pages.length,
  });
}

export async function cancelSetup(db: Db, sessionId: string): Promise<SetupSession | null> {
  const [row] = await db
    .update(serverSetupSessions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(eq(serverSetupSessions.id, sessionId), eq(serverSetupSessions.status, 'in_progress')),
    )
    .returning();
  return row ?? null;
}

/**
 * A fresh questionnaire for a registered server (after a finished, failed or
 * cancelled one). The partial unique index allows one open per server; losing
 * that race just means the other one is the open session.
 */
export async function startSetup(
  db: Db,
  input: {
    accountId: string;
    guildId: string;
    licenseKeyId: string | null;
    totalQuestions: number;
  },
): Promise<SetupSession> {
  const [created] = await db
    .insert(serverSetupSessions)
    .values({
      userId: input.accountId,
      serverId: input.guildId,
      licenseKeyId: input.licenseKeyId,
      totalQuestions: input.totalQuestions,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const open = await openSetupOf(db, input.guildId);
  if (!open) throw new Error('Setup session neither created nor found');
  return open;
}
