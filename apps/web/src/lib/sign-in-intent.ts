import { paths } from '@/config/paths.ts';
import { parseReturnTarget } from './return-target.ts';

/**
 * What the visitor chose before leaving for Discord: whether to remember this
 * device, and where to come back to. Kept in session storage for the round trip.
 */
const INTENT_KEY = 'sign_in_intent';

export interface SignInIntent {
  remember: boolean;
  returnTo: string;
}

export function saveSignInIntent(intent: SignInIntent): void {
  window.sessionStorage.setItem(INTENT_KEY, JSON.stringify(intent));
}

/** Reads and forgets the intent; only same-site paths are honoured as return targets. */
export function takeSignInIntent(): SignInIntent {
  const raw = window.sessionStorage.getItem(INTENT_KEY);
  window.sessionStorage.removeItem(INTENT_KEY);
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<SignInIntent>) : {};
    return {
      remember: parsed.remember !== false,
      returnTo: parseReturnTarget(parsed.returnTo) ?? paths.home,
    };
  } catch {
    return { remember: true, returnTo: paths.home };
  }
}
