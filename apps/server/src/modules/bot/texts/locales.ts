/**
 * The bot speaks the web app's 8 languages (DESIGN section 2). Every text the
 * questionnaire shows or the builder posts is a LocalizedText, so a missing
 * translation is a type error rather than an English fallback.
 */

export const BOT_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'zh'] as const;
export type BotLocale = (typeof BOT_LOCALES)[number];

export type LocalizedText = Readonly<Record<BotLocale, string>>;

/** Language names as their speakers write them, so the picker needs no translation. */
export const LOCALE_NAMES: Readonly<Record<BotLocale, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  ja: '日本語',
  zh: '中文',
};

export function isBotLocale(value: unknown): value is BotLocale {
  return typeof value === 'string' && (BOT_LOCALES as readonly string[]).includes(value);
}

/** Discord sends `en-US`, `es-ES`, `pt-BR`, `zh-CN`, `zh-TW`, ...; the primary subtag picks ours. */
export function localeFromDiscord(discordLocale: string | undefined | null): BotLocale {
  const primary = discordLocale?.split('-')[0]?.toLowerCase();
  return isBotLocale(primary) ? primary : 'en';
}

/** The same text in every language: names typed by people are not translated. */
export function untranslated(text: string): LocalizedText {
  return { en: text, es: text, fr: text, de: text, pt: text, it: text, ja: text, zh: text };
}

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function fillAll(
  text: LocalizedText,
  values: Readonly<Record<string, string | number>>,
): LocalizedText {
  const filled = {} as Record<BotLocale, string>;
  for (const locale of BOT_LOCALES) filled[locale] = fill(text[locale], values);
  return filled;
}

/** Cuts to `max` characters (code points, as Discord counts), marking the cut with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
