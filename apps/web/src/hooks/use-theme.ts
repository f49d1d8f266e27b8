import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  onSystemThemeChange,
  resolveTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from '@/lib/theme.ts';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Keeps the page in step with system preference changes and with other tabs. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  const sync = () => {
    applyTheme(resolveTheme());
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) sync();
  };
  const stopSystem = onSystemThemeChange(sync);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopSystem();
    window.removeEventListener('storage', onStorage);
  };
}

function setTheme(theme: Theme): void {
  storeTheme(theme);
  notify();
}

/** The active theme and a toggle that stores the flipped choice. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, resolveTheme, (): Theme => 'light');
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggleTheme };
}
