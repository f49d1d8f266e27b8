import { canUse, getPlan } from '@guildsmith/core';
import {
  type APIInteractionResponseCallbackData,
  ButtonStyle,
  ComponentType,
} from 'discord-api-types/v10';
import { planBuild } from '../builder/planner.ts';
import { summarizePlan } from '../builder/summary.ts';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import type { StyleCatalogue } from '../transport/context.ts';
import { setupId } from '../transport/custom-id.ts';
import { ephemeral } from '../transport/responses.ts';
import { questionPage, stylePickerPage } from './setup-pages.ts';
import type { SetupView } from './setup-state.ts';

const D = DRY_RUN_TEXTS;

/** The dry run: what will be created, that nothing existing changes, how long; Build or Cancel. */
function reviewPage(view: SetupView): APIInteractionResponseCallbackData {
  const { locale } = view;
  const id = view.session.id;
  const step = view.session.currentQuestion;
  const cancel = {
    type: ComponentType.Button,
    custom_id: setupId('cancel', id, step),
    label: say(locale, D.cancel),
    style: ButtonStyle.Danger,
  } as const;
  const { style } = view;
  // A refund can lower the server's plan below the style picked before it.
  if (!style || !canUse(view.plan, style.requiredPlan)) {
    const reason = style
      ? say(locale, D.styleNeedsPlan, { plan: getPlan(style.requiredPlan).name, style: style.name })
      : say(locale, D.noStyle);
    return ephemeral(say(locale, D.refused, { reason }), [
      { type: ComponentType.ActionRow, components: [cancel] },
    ]);
  }
  const answers = resolveAnswers(style, view.plan, view.session.answers, { locale });
  const summary = summarizePlan(planBuild(style, answers, { plan: view.plan }), locale);
  return ephemeral(summary.text, [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          custom_id: setupId('build', id, step),
          label: say(locale, D.build),
          style: ButtonStyle.Success,
        },
        {
          type: ComponentType.Button,
          custom_id: setupId('back', id, step),
          label: say(locale, WIZARD_TEXTS.back),
          style: ButtonStyle.Secondary,
          disabled: view.pages.length === 0,
        },
        cancel,
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
  const { session, locale } = view;
  if (session.status === 'cancelled') return ephemeral(say(locale, WIZARD_TEXTS.cancelled));
  if (session.status === 'completed') return ephemeral(say(locale, WIZARD_TEXTS.completed));
  if (session.status === 'building') return ephemeral(say(locale, WIZARD_TEXTS.building));
  // A failed build shows its dry run again, and Build resumes it.
  if (session.status === 'failed') return reviewPage(view);
  if (!view.style) return stylePickerPage(view, styles);
  if (session.currentQuestion <= view.pages.length) return questionPage(view, notice);
  return reviewPage(view);
}
