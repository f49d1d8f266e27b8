import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, detectLanguage, type LanguageCode, languages } from './languages.ts';
import en, { type Messages } from './locales/en.ts';

/**
 * English ships in the main bundle (it is the fallback); each other locale is its
 * own chunk, so the landing page downloads only the language it shows.
 */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  pt: () => import('./locales/pt.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  zh: () => import('./locales/zh.ts'),
};

async function loadMessages(language: LanguageCode): Promise<Messages | null> {
  if (language === 'en') return en;
  try {
    return (await loaders[language]()).default;
  } catch {
    // A chunk that fails to load (offline, stale deploy) must not blank the page.
    return null;
  }
}

/** Initialises i18next with the detected (or given) language; resolves once it can render. */
export async function initI18n(requested: LanguageCode = detectLanguage()) {
  const messages = await loadMessages(requested);
  const language = messages ? requested : DEFAULT_LANGUAGE;
  const resources: Partial<Record<LanguageCode, { translation: Messages }>> = {
    en: { translation: en },
  };
  if (messages) resources[language] = { translation: messages };

  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: languages.map((option) => option.code),
    resources,
    // Empty strings fall back to English like missing ones; a missing key shows the key.
    returnEmptyString: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18n;
}
