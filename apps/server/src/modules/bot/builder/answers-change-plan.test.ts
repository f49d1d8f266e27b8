/**
 * Every question maps to an option of the build plan, so a
 * different answer produces a measurably different plan. Checked for every
 * question of every style, each asked of the plan that style needs (and the
 * lifetime plan, which asks the most).
 */
import { STYLES } from '@guildsmith/catalog';
import type { PlanId, Style } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { questionBank, resolveAnswers } from '../questionnaire/question-bank.ts';
import type { AnswerValue, SetupQuestion } from '../questionnaire/question-types.ts';
import { validateAnswer } from '../questionnaire/validate-answer.ts';
import { planBuild } from './planner.ts';

const SAMPLE_TEXT: Record<string, string> = {
  'role-name': 'Renamed Role',
  'category-name': 'Renamed Section',
  'text-channel-name': 'renamed-channel',
  'voice-channel-name': 'Renamed Room',
  message: 'A different message for {server}.',
  list: 'Alpha, Beta',
  prefix: 'GS',
};

/** Answers other than the default that a person could give. */
function alternatives(question: SetupQuestion, everyOption: boolean): AnswerValue[] {
  switch (question.kind) {
    case 'choice': {
      const others = question.options.map((o) => o.value).filter((v) => v !== question.default);
      return everyOption ? others : others.slice(0, 1);
    }
    case 'multi-choice':
      return everyOption ? [question.default.slice(1), []] : [question.default.slice(1)];
    case 'number':
      return [question.min, question.max]
        .filter((n) => n !== question.default)
        .slice(0, everyOption ? 2 : 1);
    case 'colour':
      return [question.default === '#123456' ? '#654321' : '#123456'];
    case 'short-text': {
      const sample = SAMPLE_TEXT[question.rule] ?? 'changed';
      return [sample === question.default ? `${sample} 2` : sample];
    }
  }
}

function checkStyle(style: Style, plan: PlanId, everyOption: boolean) {
  const base = resolveAnswers(style, plan, {});
  const baseline = JSON.stringify(planBuild(style, base, { plan }));
  let checked = 0;
  for (const question of questionBank(style, plan)) {
    for (const answer of alternatives(question, everyOption)) {
      const check = validateAnswer(question, answer);
      expect(check, `${style.id} ${question.id} ${JSON.stringify(answer)}`).toMatchObject({
        ok: true,
      });
      if (!check.ok) continue;
      const changed = JSON.stringify(
        planBuild(style, { ...base, [question.id]: check.value }, { plan }),
      );
      expect(changed !== baseline, `${style.id}: ${question.id} = ${JSON.stringify(answer)}`).toBe(
        true,
      );
      checked += 1;
    }
  }
  return checked;
}

describe('every answer changes the build plan', () => {
  it.each(STYLES.map((style) => [style.id, style] as const))(
    '%s, asked by its own plan',
    (_id, style) => {
      expect(checkStyle(style, style.requiredPlan, false)).toBeGreaterThan(20);
    },
  );

  it.each(
    STYLES.filter((style) => style.requiredPlan === 'lifetime').map((s) => [s.id, s] as const),
  )('%s, every option of every question', (_id, style) => {
    expect(checkStyle(style, 'lifetime', true)).toBeGreaterThanOrEqual(75);
  });
});
