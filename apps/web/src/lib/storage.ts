export type StorageArea = 'local' | 'session';

/**
 * Web Storage that never throws: browsers with blocked storage (privacy modes,
 * disabled cookies) throw on access, and a preference that cannot be stored must
 * not break the page.
 */
function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: StorageArea, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(which: StorageArea, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: the value lives only for this page view.
  }
}

export function removeStorage(which: StorageArea, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}
