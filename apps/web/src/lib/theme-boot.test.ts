import { describe, expect, it, vi } from 'vitest';
import { languages } from '@/i18n/languages.ts';
import bootScript from '../../public/theme-boot.js?raw';
import { TOKEN_KEYS } from './auth-storage.ts';
import { THEME_STORAGE_KEY } from './theme.ts';

/** Runs public/theme-boot.js the way the browser does before the first paint. */
function runBootScript() {
  new Function(bootScript)();
}

function stubSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
  }));
}

describe('public/theme-boot.js', () => {
  it('reads the same storage key as the app', () => {
    expect(bootScript).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it('applies a stored dark theme', () => {
    stubSystemDark(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runBootScript();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('lets a stored light theme win over a dark system', () => {
    stubSystemDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runBootScript();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the system preference when nothing is stored', () => {
    stubSystemDark(true);
    runBootScript();
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('public/theme-boot.js and the prerendered landing', () => {
  it('knows the same languages and session keys as the app', () => {
    for (const { code } of languages) expect(bootScript).toContain(`'${code}'`);
    for (const key of TOKEN_KEYS) expect(bootScript).toContain(`'${key}'`);
  });

  it('keeps the English landing shell for a signed-out English visitor on /', () => {
    stubSystemDark(false);
    runBootScript();
    expect(document.documentElement).not.toHaveClass('no-prerender');
  });

  it('hides it for another language, a stored session or another page', () => {
    stubSystemDark(false);
    localStorage.setItem('language', 'de');
    runBootScript();
    expect(document.documentElement).toHaveClass('no-prerender');

    document.documentElement.className = '';
    localStorage.clear();
    sessionStorage.setItem('auth_token', 'a.b.c');
    runBootScript();
    expect(document.documentElement).toHaveClass('no-prerender');

    document.documentElement.className = '';
    sessionStorage.clear();
    window.history.pushState({}, '', '/dashboard');
    runBootScript();
    expect(document.documentElement).toHaveClass('no-prerender');
    window.history.pushState({}, '', '/');
  });
});
