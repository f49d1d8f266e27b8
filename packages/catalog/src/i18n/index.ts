/**
 * The gallery in every language the web app speaks: style names,
 * descriptions and tags, one file per language keyed by style id and tag
 * slug. English is the catalogue itself; the built server's own names follow
 * the language chosen in the bot's questionnaire instead.
 */
import type { StyleCard } from '@guildsmith/core';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { ja } from './ja.ts';
import { pt } from './pt.ts';
import type { CatalogueTranslation } from './types.ts';
import { zh } from './zh.ts';

export type { CatalogueTranslation } from './types.ts';

export const CATALOGUE_LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'zh'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

export const CATALOGUE_TRANSLATIONS: Readonly<
  Record<Exclude<CatalogueLocale, 'en'>, CatalogueTranslation>
> = { es, fr, de, pt, it, ja, zh };

export function isCatalogueLocale(value: unknown): value is CatalogueLocale {
  return typeof value === 'string' && (CATALOGUE_LOCALES as readonly string[]).includes(value);
}

const translationOf = (locale: CatalogueLocale) =>
  locale === 'en' ? null : CATALOGUE_TRANSLATIONS[locale];

/** A tag as the gallery shows it in `locale` (the slug itself in English). */
export function localizedTag(tag: string, locale: CatalogueLocale): string {
  return translationOf(locale)?.tags[tag] ?? tag;
}

/** A style's name and description in `locale`; English where a translation is missing. */
export function localizedStyleText(
  style: { id: string; name: string; description: string },
  locale: CatalogueLocale,
): { name: string; description: string } {
  const translated = translationOf(locale)?.styles[style.id];
  return {
    name: translated?.name ?? style.name,
    description: translated?.description ?? style.description,
  };
}

/** A gallery card in `locale`: its name, description and tags translated, its shape as built. */
export function localizedCard(card: StyleCard, locale: CatalogueLocale): StyleCard {
  if (locale === 'en') return card;
  return {
    ...card,
    ...localizedStyleText(card, locale),
    tags: card.tags.map((tag) => localizedTag(tag, locale)),
    shape: { ...card.shape, tags: card.shape.tags.map((tag) => localizedTag(tag, locale)) },
  };
}
