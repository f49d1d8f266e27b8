import { canUse, STYLE_CATEGORY_IDS, type StyleCategoryId } from '@guildsmith/core';
import { startBuild } from '../builder/index.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { validateAnswer } from '../questionnaire/validate-answer.ts';
import { COMMON_TEXTS } from '../texts/common-texts.ts';
import { say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { Actor, BotDeps, InteractionRef } from '../transport/context.ts';
import type { SetupAction } from '../transport/custom-id.ts';
import type { Outcome } from '../transport/outcome.ts';
import { deferredUpdate, modal, replyText, update } from '../transport/responses.ts';
import { questionModal, stylePickerPage } from './setup-pages.ts';
import { pageFor } from './setup-pages-review.ts';
import {
  cancelSetup,
  chooseStyle,
  loadSetup,
  moveTo,
  type SetupSession,
  type SetupView,
  saveAnswer,
  viewOf,
} from './setup-state.ts';

export interface SetupInput {
  action: SetupAction;
  sessionId: string;
  /** The step the clicked message showed. */
  step: number;
  /** Selected menu values. */
  values: string[];
  /** The text of a submitted modal. */
  text?: string | undefined;
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
      return next(await chooseStyle(deps.db, view, style, questions.length));
    }
    case 'select':
    case 'text': {
      const question = view.questions[input.step - 1];
      if (!question) return current();
      const raw = input.action === 'text' ? (input.text ?? '') : input.values;
      const check = validateAnswer(question, raw, view.locale);
      if (!check.ok)
        return respond(
          pageFor(
            view,
            deps.styles,
            say(view.locale, WIZARD_TEXTS.invalidAnswer, { reason: check.message }),
          ),
        );
      return next(await saveAnswer(deps.db, view, input.step, question.id, check.value));
    }
    case 'ask':
      if (!view.questions[input.step - 1]) return current();
      return { kind: 'respond', response: modal(questionModal(view)) };
    case 'keep':
      if (!view.questions[input.step - 1]) return current();
      return next(await moveTo(deps.db, view, input.step, input.step + 1));
    case 'back':
      if (input.step <= 1) return current();
      return next(
        await moveTo(deps.db, view, input.step, Math.min(input.step - 1, view.questions.length)),
      );
    case 'rest':
      return next(await moveTo(deps.db, view, input.step, view.questions.length + 1));
    case 'cancel':
      return next(await cancelSetup(deps.db, view.session.id));
    case 'build':
      if (!view.style || input.step <= view.questions.length) return current();
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
