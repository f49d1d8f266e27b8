import { describe, expect, it, vi } from 'vitest';
import bootScript from '../../public/theme-boot.js?raw';
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
