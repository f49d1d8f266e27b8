import { getStyle } from '@guildsmith/catalog';
import { ComponentType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../questionnaire/global-questions.ts';
import { questionsFor } from '../questionnaire/question-bank.ts';
import { questionModal, questionPage } from './setup-pages.ts';
import type { SetupSession, SetupView } from './setup-state.ts';

const found = getStyle('community-starter');
if (!found) throw new Error('style missing');
const style = found;
const questions = questionsFor(style, 'premium', { locale: 'en' });
const prefixStep = questions.findIndex((q) => q.id === 'name-prefix') + 1;

function viewAt(step: number, locale: SetupView['locale'] = 'en'): SetupView {
  const session = {
    id: '00000000-0000-4000-8000-000000000001',
    currentQuestion: step,
    answers: {},
    status: 'in_progress',
  } as unknown as SetupSession;
  return { session, plan: 'premium', serverName: 'Test', locale, style, questions };
}

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

describe('a question page', () => {
  it('offers Cancel beside the navigation, on every question', () => {
    for (const step of [1, prefixStep, questions.length]) {
      expect(buttonsOf(questionPage(viewAt(step)))).toContainEqual({
        action: 'cancel',
        label: 'Cancel',
      });
    }
    expect(buttonsOf(questionPage(viewAt(1, 'fr')))).toContainEqual({
      action: 'cancel',
      label: 'Annuler',
    });
  });

  it('says how long a typed answer may be, and its modal holds no more', () => {
    expect(prefixStep).toBeGreaterThan(0);
    expect(questionPage(viewAt(prefixStep)).content).toContain(
      `Up to ${TEXT_LIMITS.prefix} characters.`,
    );
    const input = questionModal(viewAt(prefixStep)).components[0];
    expect(input && 'components' in input ? input.components[0] : null).toMatchObject({
      max_length: TEXT_LIMITS.prefix,
    });
    // A menu question has no typed answer, so no length.
    const menuStep = questions.findIndex((q) => q.kind === 'choice') + 1;
    expect(questionPage(viewAt(menuStep)).content).not.toContain('characters.');
  });
});
