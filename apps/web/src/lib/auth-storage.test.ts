import { describe, expect, it } from 'vitest';
import { clearTokens, getToken, saveToken } from './auth-storage.ts';

const TOKEN = 'header.payload.signature';
const OLD_TOKEN = 'old.header.sig';

function storedCopies() {
  return [localStorage, sessionStorage].flatMap((storage) =>
    ['auth_token', 'authToken'].map((key) => storage.getItem(key)),
  );
}

describe('credential storage', () => {
  it('keeps a remembered token in local storage and sets remember_device', () => {
    saveToken(TOKEN, true);
    expect(localStorage.getItem('auth_token')).toBe(TOKEN);
    expect(localStorage.getItem('remember_device')).toBe('true');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(getToken()).toBe(TOKEN);
  });

  it('keeps an unremembered token in session storage only and removes the flag', () => {
    saveToken(OLD_TOKEN, true);
    saveToken(TOKEN, false);
    expect(sessionStorage.getItem('auth_token')).toBe(TOKEN);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('remember_device')).toBeNull();
    expect(getToken()).toBe(TOKEN);
  });

  it('never lets an older copy shadow a newly saved token', () => {
    localStorage.setItem('authToken', OLD_TOKEN);
    saveToken(TOKEN, false);
    expect(getToken()).toBe(TOKEN);
  });

  it('also reads the authToken spelling, from either storage', () => {
    sessionStorage.setItem('authToken', TOKEN);
    expect(getToken()).toBe(TOKEN);
  });

  it('returns null when nothing is stored', () => {
    expect(getToken()).toBeNull();
  });

  it.each(['not-a-jwt', 'two.parts', 'a.b.c.d', 'a..c'])(
    'removes all four copies when the stored value is %j',
    (bad) => {
      localStorage.setItem('auth_token', bad);
      localStorage.setItem('authToken', TOKEN);
      sessionStorage.setItem('auth_token', TOKEN);
      sessionStorage.setItem('authToken', TOKEN);
      expect(getToken()).toBeNull();
      expect(storedCopies()).toEqual([null, null, null, null]);
    },
  );

  it('clears every copy and the flag on logout, but keeps preferences', () => {
    saveToken(TOKEN, true);
    sessionStorage.setItem('authToken', TOKEN);
    sessionStorage.setItem('auth_token', TOKEN);
    localStorage.setItem('theme', 'dark');
    clearTokens();
    expect(storedCopies()).toEqual([null, null, null, null]);
    expect(localStorage.getItem('remember_device')).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
