import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguageCode,
  type LanguageCode,
  languages,
} from './languages.ts';
import en, { type PageMessages, type ShellMessages } from './locales/en.ts';

/**
 * The layout's and the landing's messages. English ships in the main bundle (it
 * is the fallback); each other locale is its own chunk, so the landing page
 * downloads only the language it shows.
 */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<{ default: ShellMessages }>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  pt: () => import('./locales/pt.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  zh: () => import('./locales/zh.ts'),
};

async function loadMessages(language: LanguageCode): Promise<ShellMessages | null> {
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
  const resources: Partial<Record<LanguageCode, { translation: ShellMessages }>> = {
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

/** Every other page's messages, one chunk per language: the landing needs none of them. */
const pageLoaders: Record<LanguageCode, () => Promise<{ default: PageMessages }>> = {
  en: () => import('./locales/pages/en.ts'),
  es: () => import('./locales/pages/es.ts'),
  fr: () => import('./locales/pages/fr.ts'),
  de: () => import('./locales/pages/de.ts'),
  pt: () => import('./locales/pages/pt.ts'),
  it: () => import('./locales/pages/it.ts'),
  ja: () => import('./locales/pages/ja.ts'),
  zh: () => import('./locales/pages/zh.ts'),
};

const pageMessages = new Map<LanguageCode, Promise<void>>();

function addPageMessages(language: LanguageCode): Promise<void> {
  let added = pageMessages.get(language);
  if (!added) {
    added = pageLoaders[language]().then(({ default: messages }) => {
      i18n.addResourceBundle(language, 'translation', messages);
    });
    // A chunk that failed (offline, stale deploy) fails its page, and is asked for again next time.
    added.catch(() => pageMessages.delete(language));
    pageMessages.set(language, added);
  }
  return added;
}

/**
 * Adds the messages of the pages other than the landing, in the language shown
 * and its English fallback. The router calls it with each such page's code,
 * which may be before `initI18n` has picked the language.
 */
export async function loadPageMessages(): Promise<void> {
  if (!i18n.isInitialized) {
    await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  }
  await Promise.all(i18n.languages.filter(isLanguageCode).map(addPageMessages));
}
