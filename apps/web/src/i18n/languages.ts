import { pageReloader } from '@/lib/reload-page.ts';
import { readStorage, writeStorage } from '@/lib/storage.ts';

/** The picker's options. Names are endonyms, so they are not translated. */
export const languages = [
  { code: 'en', name: 'English', flag: '🇬🇧' },
  { code: 'es', name: 'Español', flag: '🇪🇸' },
  { code: 'fr', name: 'Français', flag: '🇫🇷' },
  { code: 'de', name: 'Deutsch', flag: '🇩🇪' },
  { code: 'pt', name: 'Português', flag: '🇧🇷' },
  { code: 'it', name: 'Italiano', flag: '🇮🇹' },
  { code: 'ja', name: '日本語', flag: '🇯🇵' },
  { code: 'zh', name: '中文', flag: '🇨🇳' },
] as const;

export type LanguageCode = (typeof languages)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';
/** Dispatched on `window` with `{ detail: { language } }` when the visitor picks a language. */
export const LANGUAGE_CHANGE_EVENT = 'app:language-change';
export const LANGUAGE_RELOAD_DELAY_MS = 100;

export interface LanguageChangeDetail {
  language: LanguageCode;
}

const codes: readonly string[] = languages.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && codes.includes(value);
}

/** Stored choice, else the first supported browser language (primary subtag), else English. */
export function detectLanguage(): LanguageCode {
  const stored = readStorage('local', LANGUAGE_STORAGE_KEY);
  if (isLanguageCode(stored)) return stored;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const primary = tag?.split('-')[0]?.toLowerCase();
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Stores the choice, announces it, and reloads so every screen (and cached
 * server text) comes back in the new language.
 */
export function selectLanguage(language: LanguageCode): void {
  writeStorage('local', LANGUAGE_STORAGE_KEY, language);
  window.dispatchEvent(
    new CustomEvent<LanguageChangeDetail>(LANGUAGE_CHANGE_EVENT, { detail: { language } }),
  );
  setTimeout(() => pageReloader.reload(), LANGUAGE_RELOAD_DELAY_MS);
}
