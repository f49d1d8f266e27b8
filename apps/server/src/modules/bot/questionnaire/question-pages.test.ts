import { getStyle, STYLES } from '@guildsmith/catalog';
import { canUse, PLANS } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { untranslated } from '../texts/locales.ts';
import { questionsFor } from './question-bank.ts';
import {
  isItemPage,
  isTyped,
  itemsOf,
  MENU_ROWS,
  MODAL_FIELDS,
  questionPagesOf,
} from './question-pages.ts';
import type { SetupQuestion } from './question-types.ts';

const words = untranslated('x');

function channelName(index: number): SetupQuestion {
  return {
    id: `channel-name:c${index}`,
    kind: 'short-text',
    prompt: words,
    label: words,
    priority: 1000 + index,
    group: 'channel-names',
    item: { key: `c${index}`, name: `#c${index}` },
    default: `c${index}`,
    rule: 'text-channel-name',
    optional: false,
    maxLength: 90,
    multiline: false,
  };
}

function yesNo(id: string, priority: number): SetupQuestion {
  return {
    id,
    kind: 'choice',
    prompt: words,
    label: words,
    priority,
    group: 'invite',
    options: [],
    default: 'yes',
  };
}

describe('questionPagesOf', () => {
  it('asks every question once, in order, each page within what one message and one modal hold', () => {
    for (const plan of PLANS) {
      for (const style of STYLES.filter((s) => canUse(plan.id, s.requiredPlan))) {
        const questions = questionsFor(style, plan.id);
        const pages = questionPagesOf(questions);
        const asked = pages.flatMap((page) => page.questions);
        expect(new Set(asked.map((q) => q.id)).size).toBe(questions.length);
        expect(asked.length).toBe(questions.length);
        const firsts = pages.map((page) => page.questions[0]?.priority ?? 0);
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        for (const page of pages) {
          expect(new Set(page.questions.map((q) => q.group))).toEqual(new Set([page.group]));
          if (isItemPage(page)) {
            expect(itemsOf(page).length).toBeLessThanOrEqual(MENU_ROWS * 25);
          } else {
            expect(page.questions.filter(isTyped).length).toBeLessThanOrEqual(MODAL_FIELDS);
            expect(page.questions.filter((q) => !isTyped(q)).length).toBeLessThanOrEqual(MENU_ROWS);
          }
        }
      }
    }
  });

  it("gathers a role's name and colour into one item, in the order the plan asks them", () => {
    const style = getStyle('community-starter');
    if (!style) throw new Error('style missing');
    const roles = questionPagesOf(questionsFor(style, 'premium')).find((p) => p.group === 'roles');
    if (!roles) throw new Error('no roles page');
    const items = itemsOf(roles);
    expect(items.map((item) => item.name)).toEqual(style.roles.map((role) => role.name));
    expect(items[0]?.questions.map((q) => q.id)).toEqual(['role-name:owner', 'role-colour:owner']);
    // The free plan asks fewer: the first of them, so its menu offers less to change.
    const free = questionPagesOf(questionsFor(style, 'free')).find((p) => p.group === 'roles');
    const freeIds = free?.questions.map((q) => q.id) ?? [];
    expect(freeIds.length).toBeGreaterThan(0);
    expect(freeIds.length).toBeLessThan(roles.questions.length);
    expect(freeIds).toEqual(roles.questions.map((q) => q.id).slice(0, freeIds.length));
  });

  it('continues a topic on a next page when one message cannot hold it', () => {
    const channels = Array.from({ length: 130 }, (_, index) => channelName(index));
    const pages = questionPagesOf(channels);
    expect(pages.map((page) => itemsOf(page).length)).toEqual([100, 30]);
    const menus = Array.from({ length: 6 }, (_, index) => yesNo(`invite-q${index}`, 670 + index));
    expect(questionPagesOf(menus).map((page) => page.questions.length)).toEqual([4, 2]);
  });
});
