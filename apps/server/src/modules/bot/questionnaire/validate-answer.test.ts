import { STYLES } from '@guildsmith/catalog';
import { VALIDATION_MESSAGES } from '@guildsmith/core';
import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from './global-questions.ts';
import { findQuestion, questionBank } from './question-bank.ts';
import type { SetupQuestion } from './question-types.ts';
import { normaliseTextChannelName, validateAnswer } from './validate-answer.ts';

const style = STYLES.find((s) => s.id === 'gaming-mega-community');
if (!style) throw new Error('style missing');

function question(id: string): SetupQuestion {
  const found = findQuestion(style as NonNullable<typeof style>, 'lifetime', id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
}

const textChannelQuestion = () => {
  const found = questionBank(style, 'lifetime').find(
    (q) => q.kind === 'short-text' && q.rule === 'text-channel-name',
  );
  if (!found) throw new Error('no text channel question');
  return found;
};

describe('validateAnswer', () => {
  it('accepts offered choices from a select menu or as text, and refuses others', () => {
    expect(validateAnswer(question('verification-type'), ['button'])).toEqual({
      ok: true,
      value: 'button',
    });
    expect(validateAnswer(question('verification-type'), 'captcha')).toMatchObject({ ok: true });
    expect(validateAnswer(question('verification-type'), 'email')).toEqual({
      ok: false,
      message: 'Pick one of the offered options.',
    });
  });

  it('no longer offers reaction verification, and reads a stored reaction as the button', () => {
    const verification = question('verification-type');
    if (verification.kind !== 'choice') throw new Error('verification-type is a choice');
    expect(verification.options.map((o) => o.value)).toEqual(['button', 'captcha']);
    expect(validateAnswer(verification, 'reaction')).toEqual({ ok: true, value: 'button' });
    expect(validateAnswer(verification, ['reaction'])).toEqual({ ok: true, value: 'button' });
    expect(validateAnswer(verification, 'constructor')).toMatchObject({ ok: false });
  });

  it('keeps multi-choice values in the options’ order, without repeats', () => {
    const blocks = question('blocks');
    if (blocks.kind !== 'multi-choice') throw new Error('blocks is multi-choice');
    const [first, second] = blocks.options.map((o) => o.value);
    expect(validateAnswer(blocks, [second, first, second])).toEqual({
      ok: true,
      value: [first, second],
    });
    expect(validateAnswer(blocks, [])).toEqual({ ok: true, value: [] });
    expect(validateAnswer(blocks, ['not-a-section'])).toMatchObject({ ok: false });
  });

  it('checks numbers as whole numbers within the range', () => {
    const uses = question('invite-max-uses');
    expect(validateAnswer(uses, ' 25 ')).toEqual({ ok: true, value: 25 });
    expect(validateAnswer(uses, '2.5')).toEqual({
      ok: false,
      message: 'Enter a whole number from 0 to 100.',
    });
    expect(validateAnswer(uses, '101')).toMatchObject({ ok: false });
    expect(validateAnswer(uses, '-1')).toMatchObject({ ok: false });
  });

  it('normalises colours to #rrggbb', () => {
    const colour = question('role-colour:mod');
    expect(validateAnswer(colour, '#3498DB')).toEqual({ ok: true, value: '#3498db' });
    expect(validateAnswer(colour, 'f0a')).toEqual({ ok: true, value: '#ff00aa' });
    expect(validateAnswer(colour, 'blue')).toEqual({
      ok: false,
      message: 'Enter a colour as #rrggbb, for example #5865f2.',
    });
  });

  it('applies Discord’s rules to role names', () => {
    const name = question('role-name:mod');
    expect(validateAnswer(name, '  Guardians  ')).toEqual({ ok: true, value: 'Guardians' });
    expect(validateAnswer(name, '@everyone')).toMatchObject({ ok: false });
    expect(validateAnswer(name, '@HERE')).toMatchObject({ ok: false });
    expect(validateAnswer(name, 'two\nlines')).toEqual({
      ok: false,
      message: 'Use a single line.',
    });
    expect(validateAnswer(name, 'x'.repeat(101))).toEqual({
      ok: false,
      message: 'Your answer has 101 characters; use at most 100.',
    });
    expect(validateAnswer(name, '   ')).toEqual({
      ok: false,
      message: 'This answer cannot be empty.',
    });
  });

  it('keeps the category prefix short, and says how long a refused answer was', () => {
    const prefix = question('name-prefix');
    expect(prefix).toMatchObject({ kind: 'short-text', maxLength: TEXT_LIMITS.prefix });
    expect(validateAnswer(prefix, 'GS |')).toEqual({ ok: true, value: 'GS |' });
    expect(validateAnswer(prefix, 'UX test answer 3')).toEqual({
      ok: false,
      message: 'Your answer has 16 characters; use at most 10.',
    });
    expect(validateAnswer(prefix, 'x'.repeat(30), 'de')).toEqual({
      ok: false,
      message: 'Deine Antwort hat 30 Zeichen; verwende höchstens 10.',
    });
  });

  it('gives every free-text question its length from TEXT_LIMITS', () => {
    const limits = new Set<number>(Object.values(TEXT_LIMITS));
    for (const candidate of STYLES) {
      for (const asked of questionBank(candidate, 'lifetime')) {
        if (asked.kind !== 'short-text') continue;
        expect(limits.has(asked.maxLength), `${candidate.id} ${asked.id}`).toBe(true);
        expect(validateAnswer(asked, 'x'.repeat(asked.maxLength + 1))).toMatchObject({
          ok: false,
        });
      }
    }
  });

  it('rewrites text channel names as Discord does and refuses punctuation', () => {
    const channel = textChannelQuestion();
    expect(validateAnswer(channel, '  Clips  And Memes ')).toEqual({
      ok: true,
      value: 'clips-and-memes',
    });
    expect(validateAnswer(channel, '🎮 Game Night')).toEqual({ ok: true, value: '🎮-game-night' });
    expect(validateAnswer(channel, 'café_talk')).toEqual({ ok: true, value: 'café_talk' });
    expect(validateAnswer(channel, 'rules!')).toEqual({
      ok: false,
      message: 'Use only letters, digits, emoji, hyphens and underscores.',
    });
    expect(normaliseTextChannelName('--A  b--')).toBe('a-b');
  });

  it('splits ticket type lists on commas in any script and refuses repeats', () => {
    const types = question('ticket-types');
    expect(validateAnswer(types, 'Support， Report、Appeal\nOther')).toEqual({
      ok: true,
      value: 'Support, Report, Appeal, Other',
    });
    expect(validateAnswer(types, 'Support, support')).toMatchObject({ ok: false });
    expect(validateAnswer(types, Array.from({ length: 26 }, (_, i) => `t${i}`).join(','))).toEqual({
      ok: false,
      message: 'Enter 1 to 25 different items, each at most 100 characters.',
    });
  });

  it('refuses typed text with NUL or a lone surrogate with the shared validation message', () => {
    for (const id of ['role-name:mod', 'welcome-message', 'verification-message', 'ticket-types']) {
      for (const raw of ['Night\u0000Owls', 'Night \ud800Owls', '\u0000']) {
        expect(validateAnswer(question(id), raw), `${id} ${JSON.stringify(raw)}`).toEqual({
          ok: false,
          message: VALIDATION_MESSAGES.invalidText,
        });
      }
    }
    expect(validateAnswer(textChannelQuestion(), 'clips\u0000')).toMatchObject({ ok: false });
    expect(validateAnswer(question('role-name:mod'), 'Night\u0000Owls', 'fr')).toMatchObject({
      ok: false,
      message: expect.stringContaining('NUL'),
    });
  });

  it('allows an empty optional text, meaning the standard text', () => {
    expect(validateAnswer(question('verification-message'), '')).toEqual({ ok: true, value: '' });
    expect(validateAnswer(question('welcome-message'), '')).toMatchObject({ ok: false });
  });

  it('answers in the asker’s language', () => {
    expect(validateAnswer(question('invite-max-uses'), 'many', 'de')).toEqual({
      ok: false,
      message: 'Gib eine ganze Zahl von 0 bis 100 ein.',
    });
    expect(validateAnswer(question('role-colour:mod'), 'red', 'ja')).toEqual({
      ok: false,
      message: '色は #rrggbb の形式で入力してください（例: #5865f2）。',
    });
  });
});
