import { getStyle, STYLES } from '@guildsmith/catalog';
import { canUse } from '@guildsmith/core';
import { DiscordContract } from '@guildsmith/emulators/contracts';
import { ComponentType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../questionnaire/global-questions.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { isItemPage, isTyped, itemsOf, questionPagesOf } from '../questionnaire/question-pages.ts';
import type { BotLocale } from '../texts/locales.ts';
import { itemModal } from './setup-group-pages.ts';
import { answerModal, questionPage } from './setup-pages.ts';
import type { SetupSession, SetupView } from './setup-state.ts';

const found = getStyle('community-starter');
if (!found) throw new Error('style missing');
const starter = found;

function viewOf(
  style = starter,
  plan: SetupView['plan'] = 'premium',
  step = 1,
  locale: BotLocale = 'en',
  answers: Record<string, unknown> = {},
): SetupView {
  const session = {
    id: '00000000-0000-4000-8000-000000000001',
    currentQuestion: step,
    answers,
    status: 'in_progress',
  } as unknown as SetupSession;
  const questions = questionsFor(style, plan, { locale });
  const pages = questionPagesOf(questions);
  return { session, plan, serverName: 'Test', locale, style, questions, pages };
}

const stepOf = (view: SetupView, group: string) =>
  view.pages.findIndex((page) => page.group === group) + 1;

const buttonsOf = (page: ReturnType<typeof questionPage>) =>
  (page.components ?? []).flatMap((row) =>
    'components' in row
      ? row.components.flatMap((c) =>
          c.type === ComponentType.Button && 'custom_id' in c
            ? [{ action: c.custom_id.split(':')[1], label: c.label }]
            : [],
        )
      : [],
  );

const menusOf = (page: ReturnType<typeof questionPage>) =>
  (page.components ?? []).flatMap((row) =>
    'components' in row
      ? row.components.flatMap((c) => (c.type === ComponentType.StringSelect ? [c] : []))
      : [],
  );

describe('the questionnaire pages', () => {
  it('ask Premium about a dozen pages, not one per setting', () => {
    const view = viewOf();
    expect(view.questions.length).toBeGreaterThan(40);
    expect(view.pages.map((page) => page.group)).toEqual([
      'basics',
      'messages',
      'look',
      'sections',
      'chat',
      'roles',
      'voice-rooms',
      'category-names',
      'staff-display',
      'invite',
      'channel-names',
    ]);
    for (const style of STYLES.filter((s) => canUse('premium', s.requiredPlan))) {
      const pages = questionPagesOf(questionsFor(style, 'premium'));
      expect(pages.length, style.id).toBeLessThanOrEqual(13);
    }
  });

  it('offers Cancel beside the navigation, on every page', () => {
    const view = viewOf();
    for (let step = 1; step <= view.pages.length; step++) {
      expect(buttonsOf(questionPage(viewOf(starter, 'premium', step)))).toContainEqual({
        action: 'cancel',
        label: 'Cancel',
      });
    }
    expect(buttonsOf(questionPage(viewOf(starter, 'premium', 1, 'fr')))).toContainEqual({
      action: 'cancel',
      label: 'Annuler',
    });
  });

  it('puts every role in one "Customise roles" menu whose modal renames and recolours it', () => {
    const step = stepOf(viewOf(), 'roles');
    const answers = { 'role-name:mod': 'Mods', 'role-colour:mod': '#123456' };
    const view = viewOf(starter, 'premium', step, 'en', answers);
    const page = questionPage(view);
    expect(page.content).toContain(`Step ${step} of ${view.pages.length} · Customise roles`);
    expect(page.content).toContain('Changed: Moderator → Mods · #123456');
    const [menu, ...others] = menusOf(page);
    expect(others).toEqual([]);
    expect(menu?.options.map((option) => option.label)).toEqual(starter.roles.map((r) => r.name));
    expect(menu?.options[starter.roles.findIndex((r) => r.key === 'mod')]).toMatchObject({
      description: 'Mods · #123456',
    });
    expect(buttonsOf(page).map((button) => button.label)).toEqual([
      'Continue',
      'Back',
      'Use defaults for the rest',
      'Cancel',
    ]);
    const item = itemsOf(view.pages[step - 1] ?? { group: 'roles', questions: [] })[0];
    if (!item) throw new Error('no role');
    const modal = itemModal(view, item);
    expect(modal.title).toBe(item.name);
    expect(
      modal.components.map((row) => ('components' in row ? row.components[0]?.custom_id : '')),
    ).toEqual([`role-name:${item.key}`, `role-colour:${item.key}`]);
  });

  it('says how long a typed answer may be, and its modal holds no more', () => {
    const step = stepOf(viewOf(), 'look');
    const view = viewOf(starter, 'premium', step);
    expect(questionPage(view).content).toContain(`Up to ${TEXT_LIMITS.prefix} characters.`);
    const input = answerModal(view)
      .components.flatMap((row) => ('components' in row ? row.components : []))
      .find((component) => component.custom_id === 'name-prefix');
    expect(input).toMatchObject({ max_length: TEXT_LIMITS.prefix });
  });
});

describe('every page and modal of every style and plan', () => {
  const contract = DiscordContract.load();
  const callback = (body: unknown) =>
    contract.checkRequest({
      method: 'POST',
      path: '/interactions/1300000000000000001/token/callback',
      body,
    });

  // The smallest plan asks single questions, the largest splits topics over pages; German is the longest.
  const cases = [
    { plan: 'free', locale: 'en' },
    { plan: 'lifetime', locale: 'de' },
  ] as const;

  it('fits what Discord accepts, for the smallest and the largest plan', () => {
    const problems = new Set<string>();
    let checked = 0;
    for (const { plan, locale } of cases) {
      for (const style of STYLES.filter((s) => canUse(plan, s.requiredPlan))) {
        const first = viewOf(style, plan, 1, locale);
        for (let step = 1; step <= first.pages.length; step++) {
          const view = viewOf(style, plan, step, locale);
          const page = view.pages[step - 1];
          if (!page) throw new Error('no page');
          const data = questionPage(view);
          const modals = [
            ...(page.questions.some(isTyped) ? [answerModal(view)] : []),
            ...(isItemPage(page) ? itemsOf(page).map((item) => itemModal(view, item)) : []),
          ];
          const where = `${plan}/${style.id}/${locale}/step ${step}`;
          for (const problem of callback({ type: 7, data })) problems.add(`${where}: ${problem}`);
          if ((data.content ?? '').length > 2000) problems.add(`${where}: content too long`);
          for (const modal of modals) {
            for (const problem of callback({ type: 9, data: modal })) {
              problems.add(`${where} modal: ${problem}`);
            }
          }
          checked += 1 + modals.length;
        }
      }
    }
    expect([...problems].slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);
});
