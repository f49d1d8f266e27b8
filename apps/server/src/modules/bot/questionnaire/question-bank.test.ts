import { STYLES } from '@guildsmith/catalog';
import { getPlan, PLAN_IDS, planRank } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { BOT_LOCALES, type LocalizedText, localeFromDiscord } from '../texts/locales.ts';
import { findQuestion, questionBank, questionsFor, resolveAnswers } from './question-bank.ts';
import { validateAnswer } from './validate-answer.ts';

const usablePlans = (requiredPlan: (typeof PLAN_IDS)[number]) =>
  PLAN_IDS.filter((plan) => planRank(plan) >= planRank(requiredPlan));

const mega = STYLES.find((style) => style.id === 'gaming-mega-community');
const starter = STYLES.find((style) => style.id === 'community-starter');
if (!mega || !starter) throw new Error('catalogue styles missing');

/** Problems as sentences, so one assertion covers thousands of texts quickly. */
function translationProblems(text: LocalizedText, max: number, where: string): string[] {
  return BOT_LOCALES.flatMap((locale) => {
    const value = text[locale];
    if (typeof value !== 'string' || value.trim() === '') return [`${where} ${locale}: missing`];
    return value.length > max ? [`${where} ${locale}: "${value}" is over ${max}`] : [];
  });
}

describe('question bank', () => {
  it('offers at least 75 questions for every lifetime style', () => {
    for (const style of STYLES.filter((s) => s.requiredPlan === 'lifetime')) {
      expect(questionBank(style, 'lifetime').length, style.id).toBeGreaterThanOrEqual(75);
      expect(questionsFor(style, 'lifetime')).toHaveLength(75);
    }
  });

  it('asks each plan its question count, first by priority', () => {
    const problems: string[] = [];
    for (const style of STYLES) {
      for (const plan of usablePlans(style.requiredPlan)) {
        const bank = questionBank(style, plan);
        const asked = questionsFor(style, plan);
        const ids = bank.map((question) => question.id);
        const priorities = bank.map((question) => question.priority);
        const sorted = priorities.every((p, i) => i === 0 || (priorities[i - 1] ?? p) <= p);
        const expected = Math.min(getPlan(plan).questionCount, bank.length);
        if (asked.length !== expected) problems.push(`${style.id} ${plan}: asks ${asked.length}`);
        if (asked.some((q, i) => q !== bank[i])) problems.push(`${style.id} ${plan}: not first N`);
        if (!sorted) problems.push(`${style.id} ${plan}: not by priority`);
        if (new Set(ids).size !== ids.length) problems.push(`${style.id} ${plan}: repeated id`);
      }
    }
    expect(problems).toEqual([]);
    expect(questionsFor(starter, 'free')).toHaveLength(20);
    expect(questionsFor(mega, 'lifetime').map((q) => q.id)).toContain('ticket-types');
  });

  it('asks every plan that can build a style how strict AutoMod is, standard unless changed', () => {
    const missing: string[] = [];
    for (const style of STYLES) {
      for (const plan of usablePlans(style.requiredPlan)) {
        const moderation = questionsFor(style, plan).find((q) => q.id === 'moderation');
        if (moderation?.kind !== 'choice' || moderation.default !== 'standard') {
          missing.push(`${style.id} ${plan}`);
        } else if (moderation.options.map((o) => o.value).join() !== 'off,standard,strict') {
          missing.push(`${style.id} ${plan}: options`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has every prompt, label and option label in all 8 languages within Discord limits', () => {
    const problems: string[] = [];
    for (const style of STYLES) {
      for (const question of questionBank(style, 'lifetime')) {
        const where = `${style.id} ${question.id}`;
        problems.push(...translationProblems(question.prompt, 1000, where));
        // A modal text input's label holds at most 45 characters.
        problems.push(...translationProblems(question.label, 45, `${where} label`));
        if (question.id.length > 100) problems.push(`${where}: id too long`);
        if (question.kind !== 'choice' && question.kind !== 'multi-choice') continue;
        const values = question.options.map((o) => o.value);
        if (values.length < 1 || values.length > 25)
          problems.push(`${where}: ${values.length} options`);
        if (new Set(values).size !== values.length) problems.push(`${where}: repeated option`);
        for (const option of question.options) {
          if (option.value.length > 100) problems.push(`${where}: option value too long`);
          problems.push(...translationProblems(option.label, 100, `${where} ${option.value}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has defaults that pass their own validation unchanged', () => {
    const problems: string[] = [];
    for (const style of STYLES) {
      for (const question of questionBank(style, 'lifetime')) {
        const check = validateAnswer(question, question.default);
        if (!check.ok || JSON.stringify(check.value) !== JSON.stringify(question.default)) {
          problems.push(`${style.id} ${question.id}: ${JSON.stringify(check)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('defaults the bot language to the asker’s Discord locale', () => {
    const language = findQuestion(mega, 'lifetime', 'language', {
      locale: localeFromDiscord('pt-BR'),
    });
    expect(language?.default).toBe('pt');
    expect(localeFromDiscord('zh-TW')).toBe('zh');
    expect(localeFromDiscord('ko')).toBe('en');
  });

  it('derives style-dependent defaults and bounds from the style and plan', () => {
    const roleName = findQuestion(mega, 'lifetime', 'role-name:mod');
    expect(roleName).toMatchObject({ kind: 'short-text', default: 'Moderator', rule: 'role-name' });
    const colour = findQuestion(mega, 'lifetime', 'role-colour:owner');
    expect(colour).toMatchObject({ kind: 'colour', default: '#e74c3c' });
    const rooms = questionBank(mega, 'lifetime').find((q) => q.id.startsWith('voice-rooms:'));
    // 71 channels under a 75-channel plan leave room for 4 more voice rooms.
    expect(rooms?.kind === 'number' && rooms.max - rooms.default).toBe(4);
  });
});

describe('resolveAnswers', () => {
  it('fills every bank question, keeping valid answers to asked questions only', () => {
    const bank = questionBank(starter, 'free');
    const asked = questionsFor(starter, 'free');
    const beyond = bank.find((q) => !asked.includes(q) && q.kind === 'short-text');
    if (!beyond) throw new Error('expected an unasked text question');
    const resolved = resolveAnswers(starter, 'free', {
      'role-name:mod': '  Guardian ',
      'role-colour:owner': 'ABC',
      'name-prefix': 'x'.repeat(21),
      [beyond.id]: 'sneaky-extra',
    });
    expect(Object.keys(resolved).sort()).toEqual(bank.map((q) => q.id).sort());
    expect(resolved['role-name:mod']).toBe('Guardian');
    expect(resolved['role-colour:owner']).toBe('#aabbcc');
    // Too long: the default stands. Beyond the free plan's 20: ignored.
    expect(resolved['name-prefix']).toBe('');
    expect(resolved[beyond.id]).toBe(beyond.default);
  });
});

describe('sessions stored before reaction verification was dropped', () => {
  it('build a captcha style asked for a reaction with the button, never failing', () => {
    expect(mega.settings.verification?.type).toBe('captcha');
    const resolved = resolveAnswers(mega, 'lifetime', { 'verification-type': 'reaction' });
    expect(resolved['verification-type']).toBe('button');
  });
});
