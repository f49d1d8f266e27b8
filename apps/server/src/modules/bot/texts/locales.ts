/**
 * The bot speaks the web app's 8 languages. Every text it says or posts is a
 * LocalizedText, so a missing translation is a type error rather than an
 * English fallback (and `texts.test.ts` refuses an empty one).
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

/**
 * Discord sends `en-US`, `es-ES`, `pt-BR`, `zh-CN`, `zh-TW`, ...; the primary
 * subtag picks ours. The first of the given locales that we speak wins, else English.
 */
export function localeFromDiscord(...discordLocales: (string | undefined | null)[]): BotLocale {
  for (const discordLocale of discordLocales) {
    const primary = discordLocale?.split('-')[0]?.toLowerCase();
    if (isBotLocale(primary)) return primary;
  }
  return 'en';
}

/** Discord's locales that show each of our languages (English is the default text). */
const DISCORD_LOCALES: Readonly<Record<Exclude<BotLocale, 'en'>, readonly string[]>> = {
  es: ['es-ES', 'es-419'],
  fr: ['fr'],
  de: ['de'],
  pt: ['pt-BR'],
  it: ['it'],
  ja: ['ja'],
  zh: ['zh-CN', 'zh-TW'],
};

/** A command's or option's `*_localizations` map, so Discord shows it in the member's language. */
export function discordLocalizations(text: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DISCORD_LOCALES).flatMap(([locale, discordLocales]) =>
      discordLocales.map((discordLocale) => [discordLocale, text[locale as BotLocale]]),
    ),
  );
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

/** The `{name}` placeholders of a template, as a union of their names. */
type Placeholders<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/**
 * One text in one language with its placeholders filled; the values asked for
 * are exactly the placeholders of the English template.
 */
export function say<Text extends LocalizedText>(
  locale: BotLocale,
  text: Text,
  ...values: [Placeholders<Text['en']>] extends [never]
    ? []
    : [Readonly<Record<Placeholders<Text['en']>, string | number>>]
): string {
  return fill(text[locale], values[0] ?? {});
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
