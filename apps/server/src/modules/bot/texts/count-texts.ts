import { type BotLocale, type LocalizedText, say } from './locales.ts';

/** How a build's channels are counted wherever the bot names them: categories apart. */
export const COUNT_TEXTS = {
  channelsInCategories: {
    en: '{channels} channels in {categories} categories',
    es: '{channels} canales en {categories} categorías',
    fr: '{channels} salons dans {categories} catégories',
    de: '{channels} Kanäle in {categories} Kategorien',
    pt: '{channels} canais em {categories} categorias',
    it: '{channels} canali in {categories} categorie',
    ja: '{categories} カテゴリーのチャンネル {channels} 個',
    zh: '{categories} 个分类中的 {channels} 个频道',
  },
  channelsOnly: {
    en: '{channels} channels',
    es: '{channels} canales',
    fr: '{channels} salons',
    de: '{channels} Kanäle',
    pt: '{channels} canais',
    it: '{channels} canali',
    ja: 'チャンネル {channels} 個',
    zh: '{channels} 个频道',
  },
} as const satisfies Record<string, LocalizedText>;

/** "17 channels in 5 categories" (or "3 channels" without categories), in the build report and /status. */
export function channelCountText(
  locale: BotLocale,
  counts: { channels: number; categories: number },
): string {
  if (counts.categories === 0) return say(locale, COUNT_TEXTS.channelsOnly, counts);
  return say(locale, COUNT_TEXTS.channelsInCategories, counts);
}
