import {
  type APIInteractionResponseCallbackData,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import type { BuildPlan } from '../builder/plan-types.ts';
import { BuildPlanError, planBuild } from '../builder/planner.ts';
import { summarizePlan } from '../builder/summary.ts';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { botStrings } from '../texts/strings.ts';
import type { StyleCatalogue } from '../transport/context.ts';
import { setupId } from '../transport/custom-id.ts';
import { ephemeral } from '../transport/responses.ts';
import { questionPage, stylePickerPage } from './setup-pages.ts';
import type { SetupView } from './setup-state.ts';

const S = botStrings;

/** The build the answers describe; throws BuildPlanError when the plan cannot build the style. */
export function buildPlanOf(view: SetupView): BuildPlan {
  if (!view.style) throw new BuildPlanError('No style was chosen');
  const answers = resolveAnswers(view.style, view.plan, view.session.answers, {
    locale: view.locale,
  });
  return planBuild(view.style, answers, { plan: view.plan });
}

/** The dry run: what will be created, that nothing existing changes, how long; Build or Cancel. */
export function reviewPage(view: SetupView): APIInteractionResponseCallbackData {
  const id = view.session.id;
  const step = view.session.currentQuestion;
  let plan: BuildPlan;
  try {
    plan = buildPlanOf(view);
  } catch (error) {
    if (!(error instanceof BuildPlanError)) throw error;
    return ephemeral(S.dryRun.refused(error.message), [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            custom_id: setupId('cancel', id, step),
            label: S.dryRun.cancel,
            style: ButtonStyle.Danger,
          },
        ],
      },
    ]);
  }
  const summary = summarizePlan(plan, view.locale);
  return ephemeral(summary.text, [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          custom_id: setupId('build', id, step),
          label: S.dryRun.build,
          style: ButtonStyle.Success,
        },
        {
          type: ComponentType.Button,
          custom_id: setupId('back', id, step),
          label: S.setup.back,
          style: ButtonStyle.Secondary,
          disabled: view.questions.length === 0,
        },
        {
          type: ComponentType.Button,
          custom_id: setupId('cancel', id, step),
          label: S.dryRun.cancel,
          style: ButtonStyle.Danger,
        },
      ],
    },
  ]);
}

/** Whatever the session is at: the style picker, a question, or the dry run. */
export function pageFor(
  view: SetupView,
  styles: StyleCatalogue,
  notice?: string,
): APIInteractionResponseCallbackData {
  const { session } = view;
  if (session.status === 'cancelled') return ephemeral(S.setup.cancelled);
  if (session.status === 'completed') return ephemeral(S.setup.completed);
  if (session.status === 'building') return ephemeral(S.setup.building);
  // A failed build shows its dry run again, and Build resumes it.
  if (session.status === 'failed') return reviewPage(view);
  if (!view.style) return stylePickerPage(view, styles);
  if (session.currentQuestion <= view.questions.length) return questionPage(view, notice);
  return reviewPage(view);
}
