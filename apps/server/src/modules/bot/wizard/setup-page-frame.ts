/** What every question page shares: which page it is, its heading and its navigation buttons. */
import { type APIButtonComponentWithCustomId, ButtonStyle } from 'discord-api-types/v10';
import type { QuestionPage } from '../questionnaire/question-pages.ts';
import { GROUP_TITLES } from '../texts/group-texts.ts';
import { say } from '../texts/locales.ts';
import { DRY_RUN_TEXTS, WIZARD_TEXTS } from '../texts/wizard-texts.ts';
import { setupId } from '../transport/custom-id.ts';
import { button } from './setup-components.ts';
import type { SetupView } from './setup-state.ts';

const W = WIZARD_TEXTS;

/** The page the session is on; throws when the step is not a page. */
export function currentPage(view: SetupView): QuestionPage {
  const page = view.pages[view.session.currentQuestion - 1];
  if (!page) throw new RangeError(`No page ${view.session.currentQuestion} in this setup`);
  return page;
}

/** "Step N of M", with the page's topic when it asks more than one thing. */
export function stepHeading(view: SetupView, page: QuestionPage): string {
  const step = say(view.locale, W.stepOf, {
    index: view.session.currentQuestion,
    total: view.pages.length,
  });
  if (page.questions.length === 1) return `**${step}**`;
  return `**${step} · ${GROUP_TITLES[page.group][view.locale]}**`;
}

/** The buttons under every question page: Back, Use defaults for the rest, Cancel, after the page's own. */
export function navigation(
  view: SetupView,
  own: APIButtonComponentWithCustomId[],
): APIButtonComponentWithCustomId[] {
  const { locale } = view;
  const id = view.session.id;
  const step = view.session.currentQuestion;
  return [
    ...own,
    button(setupId('back', id, step), say(locale, W.back), ButtonStyle.Secondary, step <= 1),
    button(setupId('rest', id, step), say(locale, W.useDefaults), ButtonStyle.Success),
    // Ends the questionnaire here; the cancelled page says how to start again.
    button(setupId('cancel', id, step), say(locale, DRY_RUN_TEXTS.cancel), ButtonStyle.Danger),
  ];
}
