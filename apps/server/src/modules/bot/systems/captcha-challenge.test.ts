import { describe, expect, it } from 'vitest';
import {
  answerMatches,
  CAPTCHA_ALPHABET,
  CAPTCHA_RULES,
  type ChallengeState,
  displayCode,
  generateCaptchaCode,
  judgeAnswer,
  newChallenge,
} from './captcha-challenge.ts';

const start = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe('a captcha code', () => {
  it('has 6 characters from an alphabet without look-alikes', () => {
    for (let round = 0; round < 200; round += 1) {
      const code = generateCaptchaCode();
      expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_RULES.length}}$`));
    }
    // One of each confusable pair at most: 0/O, 1/I/L, 2/Z, 5/S, 8/B.
    expect([...CAPTCHA_ALPHABET].filter((char) => '0O1IL5S8BZ'.includes(char))).toEqual([]);
  });

  it('uses every character of the alphabet, picked by the random source', () => {
    let next = 0;
    const code = generateCaptchaCode(
      () => next++ % CAPTCHA_ALPHABET.length,
      CAPTCHA_ALPHABET.length,
    );
    expect(code).toBe(CAPTCHA_ALPHABET);
  });

  it('is shown spaced out and accepted typed in any case, with or without spaces', () => {
    expect(displayCode('K7PX3M')).toBe('K 7 P X 3 M');
    expect(answerMatches('K7PX3M', 'k7px3m')).toBe(true);
    expect(answerMatches('K7PX3M', ' K 7 P x 3 m ')).toBe(true);
    expect(answerMatches('K7PX3M', 'K7PX3')).toBe(false);
    expect(answerMatches('K7PX3M', 'K7PX3MM')).toBe(false);
  });
});

describe('judging an answer', () => {
  const fresh = newChallenge(null, 'K7PX3M', start);

  it('accepts the right code once and forgets the member', () => {
    expect(judgeAnswer(fresh, 'k7px3m', later(MINUTE))).toEqual({
      verdict: { kind: 'right' },
      next: null,
    });
  });

  it('spends the code on a wrong answer and counts it', () => {
    const { verdict, next } = judgeAnswer(fresh, 'AAAAAA', later(MINUTE));
    expect(verdict).toEqual({ kind: 'wrong', attemptsLeft: CAPTCHA_RULES.maxFailures - 1 });
    expect(next?.failures).toBe(1);
    // The right code no longer works: each try needs a new one.
    expect(judgeAnswer(next, 'K7PX3M', later(MINUTE)).verdict).toEqual({ kind: 'expired' });
  });

  it('refuses an expired code and a member who has none', () => {
    expect(judgeAnswer(fresh, 'K7PX3M', later(CAPTCHA_RULES.ttlMs)).verdict).toEqual({
      kind: 'expired',
    });
    expect(judgeAnswer(null, 'K7PX3M', start).verdict).toEqual({ kind: 'expired' });
  });

  it('locks after 5 wrong answers in 15 minutes, until the window ends, then starts again', () => {
    let state: ChallengeState | null = null;
    const verdicts = [];
    for (let attempt = 0; attempt < CAPTCHA_RULES.maxFailures; attempt += 1) {
      const now = later(attempt * MINUTE);
      state = newChallenge(state, 'K7PX3M', now);
      const judged = judgeAnswer(state, 'WRONG1', now);
      verdicts.push(judged.verdict);
      state = judged.next;
    }
    const until = later(CAPTCHA_RULES.windowMs);
    expect(verdicts).toEqual([
      { kind: 'wrong', attemptsLeft: 4 },
      { kind: 'wrong', attemptsLeft: 3 },
      { kind: 'wrong', attemptsLeft: 2 },
      { kind: 'wrong', attemptsLeft: 1 },
      { kind: 'locked', until },
    ]);
    // Even the right code is refused while locked, and a new code keeps the lock.
    const locked = newChallenge(state, 'RIGHT2', later(10 * MINUTE));
    expect(locked.lockedUntil).toEqual(until);
    expect(judgeAnswer(locked, 'RIGHT2', later(10 * MINUTE)).verdict).toEqual({
      kind: 'locked',
      until,
    });
    // After the window: a new code, a clean count.
    const after = newChallenge(locked, 'RIGHT3', until);
    expect(after).toMatchObject({ failures: 0, lockedUntil: null, windowStartedAt: until });
    expect(judgeAnswer(after, 'right3', until).verdict).toEqual({ kind: 'right' });
  });

  it('forgets wrong answers from an earlier window', () => {
    let state: ChallengeState | null = newChallenge(null, 'K7PX3M', start);
    state = judgeAnswer(state, 'WRONG1', start).next;
    const next = newChallenge(state, 'K7PX3M', later(CAPTCHA_RULES.windowMs + MINUTE));
    expect(next.failures).toBe(0);
    expect(judgeAnswer(next, 'WRONG1', later(CAPTCHA_RULES.windowMs + MINUTE)).verdict).toEqual({
      kind: 'wrong',
      attemptsLeft: 4,
    });
  });
});
