import { readStorage, removeStorage, writeStorage } from '@/lib/storage.ts';

/**
 * Where a visitor is headed once sign-in and profile setup are behind them
 * (say, checkout for the plan they picked while signed out). Kept in session
 * storage until a page consumes it, so it survives Discord and /profile-setup.
 */
const RETURN_TARGET_KEY = 'return_target';

/** Any origin of ours would do: only whether a value stays on it matters. */
const PROBE_ORIGIN = 'https://return-target.invalid';

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path on this site, or null. Browsers read `/\host` like `//host` (another
 * site) and drop tabs and line breaks, so `/<tab>/host` is one too; both are
 * refused, as is anything with a scheme or not starting with a slash. What
 * passes must still resolve to our own origin.
 */
export function parseReturnTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || hasControlCharacter(value)) return null;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

/** Remembers a same-site path; anything else is ignored. */
export function saveReturnTarget(path: string): void {
  const target = parseReturnTarget(path);
  if (target) writeStorage('session', RETURN_TARGET_KEY, target);
}

/** The pending target without consuming it; a tampered stored value counts as none. */
export function peekReturnTarget(): string | null {
  return parseReturnTarget(readStorage('session', RETURN_TARGET_KEY));
}

/** The pending target, consumed: the next caller gets null. */
export function takeReturnTarget(): string | null {
  const target = peekReturnTarget();
  forgetReturnTarget();
  return target;
}

/** Drops the pending target; given a path, only if the target is that path (it has been reached). */
export function forgetReturnTarget(path?: string): void {
  if (path === undefined || peekReturnTarget() === path) {
    removeStorage('session', RETURN_TARGET_KEY);
  }
}
