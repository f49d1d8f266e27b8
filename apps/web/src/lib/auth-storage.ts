import { readStorage, removeStorage, type StorageArea, writeStorage } from './storage.ts';

/** Where the session token lives; `authToken` is still read for old sessions. */
export const TOKEN_KEYS = ['auth_token', 'authToken'] as const;
export const REMEMBER_DEVICE_KEY = 'remember_device';

const AREAS: readonly StorageArea[] = ['local', 'session'];

function removeAllTokenCopies(): void {
  for (const which of AREAS) {
    for (const key of TOKEN_KEYS) removeStorage(which, key);
  }
}

/** A JWT has three dot-separated parts; anything else is a corrupt or foreign value. */
function looksLikeJwt(value: string): boolean {
  const parts = value.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

/**
 * Stores a new session token. Older copies are removed first so a stale token in
 * the other storage can never shadow the new one.
 */
export function saveToken(token: string, remember: boolean): void {
  removeAllTokenCopies();
  if (remember) {
    writeStorage('local', 'auth_token', token);
    writeStorage('local', REMEMBER_DEVICE_KEY, 'true');
  } else {
    writeStorage('session', 'auth_token', token);
    removeStorage('local', REMEMBER_DEVICE_KEY);
  }
}

/** The stored token, or null. A malformed value removes every stored copy. */
export function getToken(): string | null {
  for (const which of AREAS) {
    for (const key of TOKEN_KEYS) {
      const value = readStorage(which, key);
      if (!value) continue;
      if (looksLikeJwt(value)) return value;
      removeAllTokenCopies();
      return null;
    }
  }
  return null;
}

/**
 * Signs the browser out: every token copy and the remember flag go. Theme and
 * language preferences stay, they are not credentials.
 */
export function clearTokens(): void {
  removeAllTokenCopies();
  for (const which of AREAS) removeStorage(which, REMEMBER_DEVICE_KEY);
}
