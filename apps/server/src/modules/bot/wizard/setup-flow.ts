import { canUse, STYLE_CATEGORY_IDS, type StyleCategoryId } from '@guildsmith/core';
import { startBuild } from '../builder/index.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import {
  isItemPage,
  isTyped,
  itemsOf,
  type QuestionPage,
  questionPagesOf,
} from '../questionnaire/question-pages.ts';
import type { AnswerValue } from '../questionnaire/question-types.ts';
import { validateAnswer } from '../questionnaire/validate-answer.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { Actor, BotDeps, InteractionRef } from '../transport/context.ts';
import type { SetupAction } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredUpdate, modal, replyText, update } from '../transport/responses.ts';
import { itemModal } from './setup-group-pages.ts';
import { answerModal, stylePickerPage } from './setup-pages.ts';
import { pageFor } from './setup-pages-review.ts';
import {
  cancelSetup,
  chooseStyle,
  loadSetup,
  moveTo,
  type SetupSession,
  type SetupView,
  saveAnswers,
  viewOf,
} from './setup-state.ts';

export interface SetupInput {
  action: SetupAction;
  sessionId: string;
  /** The step the clicked message showed. */
  step: number;
  /** Which menu of the page was used, on pages with several. */
  menu?: number;
  /** Selected menu values. */
  values: string[];
  /** The fields of a submitted modal, by input id (the question's id). */
  fields?: ReadonlyMap<string, string>;
}

/**
 * The answers a modal gave for the page's questions: the valid ones, and why
 * the others were refused (named by their label when the page asks several).
 */
function checkTypedAnswers(
  view: SetupView,
  page: QuestionPage,
  fields: ReadonlyMap<string, string>,
) {
  const valid: Record<string, AnswerValue> = {};
  const refusals: string[] = [];
  for (const question of page.questions) {
    const typed = fields.get(question.id);
    if (typed === undefined || !isTyped(question)) continue;
    const check = validateAnswer(question, typed, view.locale);
    if (check.ok) valid[question.id] = check.value;
    else
      refusals.push(
        page.questions.length > 1
          ? `${question.label[view.locale]}: ${check.message}`
          : check.message,
      );
  }
  return { valid, refusals };
}

const isCategory = (value: string | undefined): value is StyleCategoryId =>
  (STYLE_CATEGORY_IDS as readonly string[]).includes(value ?? '');

/**
 * One step of the questionnaire from a button, menu or modal. Every step is
 * stored before the next page is shown, so the questionnaire survives restarts
 * and `/setup` finds it where it was left.
 */
export async function handleSetupAction(
  deps: BotDeps,
  actor: Actor,
  input: SetupInput,
  interaction: InteractionRef,
): Promise<Outcome> {
  const respond = (response: Parameters<typeof update>[0]): Outcome => ({
    kind: 'respond',
    response: update(response),
  });
  const loaded = await loadSetup(deps.db, input.sessionId);
  if (!loaded || loaded.session.serverId !== actor.guildId) {
    return { kind: 'respond', response: replyText(say(actor.locale, COMMON_TEXTS.stale)) };
  }
  if (!actor.isAdministrator) {
    return {
      kind: 'respond',
      response: replyText(say(actor.locale, COMMON_TEXTS.notAdministrator)),
    };
  }
  if (loaded.session.userId !== actor.accountId) {
    return { kind: 'respond', response: replyText(say(actor.locale, COMMON_TEXTS.notYours)) };
  }
  const view = viewOf(loaded.session, loaded.registration, deps.styles, actor.locale);
  const current = () => respond(pageFor(view, deps.styles));
  const page = view.style ? view.pages[input.step - 1] : undefined;
  const refused = (reason: string) => say(view.locale, WIZARD_TEXTS.invalidAnswer, { reason });
  // A click on an older page (or a second click) shows where the setup really is.
  if (input.step !== view.session.currentQuestion) return current();
  // A failed build can be started again from its dry run; nothing else moves once closed.
  const resumable = view.session.status === 'failed' && input.action === 'build';
  if (view.session.status !== 'in_progress' && !resumable) return current();
  const next = (session: SetupSession | null, notice?: string) =>
    session
      ? respond(
          pageFor(
            viewOf(session, loaded.registration, deps.styles, actor.locale),
            deps.styles,
            notice,
          ),
        )
      : current();

  switch (input.action) {
    case 'category': {
      const category = input.values[0];
      if (view.style || !isCategory(category)) return current();
      return respond(stylePickerPage(view, deps.styles, category));
    }
    case 'style': {
      const style = deps.styles.get(input.values[0] ?? '');
      if (view.style || !style || !canUse(view.plan, style.requiredPlan)) return current();
      const questions = questionsFor(style, view.plan, { locale: view.locale });
      return next(await chooseStyle(deps.db, view, style, questionPagesOf(questions).length));
    }
    case 'select': {
      const question = page?.questions[input.menu ?? 0];
      if (!page || !question || isTyped(question)) return current();
      const check = validateAnswer(question, input.values, view.locale);
      if (!check.ok) return respond(pageFor(view, deps.styles, refused(check.message)));
      // A page of one question moves on; a page of several stays for its other menus.
      const target = page.questions.length === 1 ? input.step + 1 : input.step;
      const saved = { [question.id]: check.value };
      return next(await saveAnswers(deps.db, view, input.step, saved, target));
    }
    case 'item': {
      const item =
        page && isItemPage(page)
          ? itemsOf(page).find((candidate) => candidate.key === input.values[0])
          : undefined;
      if (!item) return current();
      return { kind: 'respond', response: modal(itemModal(view, item)) };
    }
    case 'text': {
      if (!page) return current();
      const { valid, refusals } = checkTypedAnswers(view, page, input.fields ?? new Map());
      const notice = refusals.length > 0 ? refused(refusals.join('; ')) : undefined;
      if (Object.keys(valid).length === 0) return respond(pageFor(view, deps.styles, notice));
      const target = page.questions.length === 1 && !notice ? input.step + 1 : input.step;
      return next(await saveAnswers(deps.db, view, input.step, valid, target), notice);
    }
    case 'ask':
      if (!page?.questions.some(isTyped)) return current();
      return { kind: 'respond', response: modal(answerModal(view)) };
    case 'keep':
      if (!page) return current();
      return next(await moveTo(deps.db, view, input.step, input.step + 1));
    case 'back':
      if (input.step <= 1) return current();
      return next(
        await moveTo(deps.db, view, input.step, Math.min(input.step - 1, view.pages.length)),
      );
    case 'rest':
      return next(await moveTo(deps.db, view, input.step, view.pages.length + 1));
    case 'cancel':
      return next(await cancelSetup(deps.db, view.session.id));
    case 'build':
      if (!view.style || input.step <= view.pages.length) return current();
      return buildFromDryRun(deps, view, interaction);
  }
}

/**
 * Build: the clicked message turns into "Starting…" before the job exists, so
 * the job's progress edits of the same message always come after it.
 */
function buildFromDryRun(deps: BotDeps, view: SetupView, interaction: InteractionRef): Outcome {
  return {
    kind: 'defer',
    response: deferredUpdate,
    work: async () => {
      await deps.discord.editOriginalResponse(interaction.token, {
        content: say(view.locale, DRY_RUN_TEXTS.starting),
        components: [],
      });
      const started = await startBuild(deps, {
        sessionId: view.session.id,
        interaction: {
          applicationId: interaction.applicationId,
          token: interaction.token,
          channelId: interaction.channelId,
        },
        ...(interaction.appPermissions ? { appPermissions: interaction.appPermissions } : {}),
      });
      if (started.ok) return { edit: null, usage: { command: 'setup:build', success: true } };
      const text =
        started.reason === 'already-building' || started.reason === 'build-running'
          ? WIZARD_TEXTS.building
          : started.reason === 'key-revoked'
            ? WIZARD_TEXTS.keyRevoked
            : COMMON_TEXTS.stale;
      const message = say(view.locale, text);
      return {
        edit: { content: message, components: [] },
        usage: { command: 'setup:build', success: false, error: started.reason },
      };
    },
  };
}
