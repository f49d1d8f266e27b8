import { randomInt } from 'node:crypto';

/**
 * The captcha a modal can show: a short code in its label (a modal cannot
 * show an image), typed back by the member. The rules are pure here; the
 * store keeps the state between the modal and its answer.
 */

/** No look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B): a code is read off a label and typed by hand. */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY234679';

export const CAPTCHA_RULES = {
  length: 6,
  /** A code shown in a modal stays valid this long. */
  ttlMs: 10 * 60_000,
  /** Wrong answers allowed per window; the last one locks the member out until the window ends. */
  maxFailures: 5,
  windowMs: 15 * 60_000,
} as const;

export interface ChallengeState {
  answer: string;
  expiresAt: Date;
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

export function generateCaptchaCode(
  pick: (max: number) => number = randomInt,
  length: number = CAPTCHA_RULES.length,
): string {
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += CAPTCHA_ALPHABET[pick(CAPTCHA_ALPHABET.length)];
  }
  return code;
}

/** Spaced out so it reads at a glance in the label; the answer may be typed with or without spaces. */
export const displayCode = (code: string) => [...code].join(' ');

const normalise = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

export const answerMatches = (expected: string, typed: string) =>
  normalise(typed) === normalise(expected);

/** Until when the member may not try, or null. */
export function lockedUntil(state: ChallengeState | null, now: Date): Date | null {
  return state?.lockedUntil && state.lockedUntil > now ? state.lockedUntil : null;
}

/** The failures that still count at `now`: a window that has ended starts again from zero. */
function currentWindow(state: ChallengeState | null, now: Date) {
  const open =
    state !== null && now.getTime() - state.windowStartedAt.getTime() < CAPTCHA_RULES.windowMs;
  return open
    ? { failures: state.failures, windowStartedAt: state.windowStartedAt }
    : { failures: 0, windowStartedAt: now };
}

/** A new code for the member; earlier wrong answers in the window still count. */
export function newChallenge(
  previous: ChallengeState | null,
  code: string,
  now: Date,
): ChallengeState {
  return {
    answer: code,
    expiresAt: new Date(now.getTime() + CAPTCHA_RULES.ttlMs),
    ...currentWindow(previous, now),
    lockedUntil: lockedUntil(previous, now),
  };
}

export type CaptchaVerdict =
  | { kind: 'right' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked'; until: Date }
  | { kind: 'expired' };

/**
 * Judges a typed answer. Every code serves one answer: a wrong one spends it,
 * so each retry needs a fresh modal. `next` is what to store (null: forget
 * the member, after a right answer).
 */
export function judgeAnswer(
  state: ChallengeState | null,
  typed: string,
  now: Date,
): { verdict: CaptchaVerdict; next: ChallengeState | null } {
  const locked = lockedUntil(state, now);
  if (locked) return { verdict: { kind: 'locked', until: locked }, next: state };
  if (!state || state.expiresAt <= now) return { verdict: { kind: 'expired' }, next: state };
  if (answerMatches(state.answer, typed)) return { verdict: { kind: 'right' }, next: null };
  const window = currentWindow(state, now);
  const failures = window.failures + 1;
  const lockUntil =
    failures >= CAPTCHA_RULES.maxFailures
      ? new Date(window.windowStartedAt.getTime() + CAPTCHA_RULES.windowMs)
      : null;
  const next: ChallengeState = {
    ...state,
    expiresAt: now,
    failures,
    windowStartedAt: window.windowStartedAt,
    lockedUntil: lockUntil,
  };
  return lockUntil
    ? { verdict: { kind: 'locked', until: lockUntil }, next }
    : { verdict: { kind: 'wrong', attemptsLeft: CAPTCHA_RULES.maxFailures - failures }, next };
}
