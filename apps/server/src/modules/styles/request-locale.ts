import { type CatalogueLocale, isCatalogueLocale } from '@guildsmith/catalog';

/** Accept-Language ranges, most wanted first (`q=0` means "not this one"). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((range, position) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), position };
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map((range) => range.tag);
}

/**
 * The language the catalogue answers in: the `lang` query parameter, else the
 * first language of Accept-Language we translate (by its primary subtag, so
 * `de-AT` reads German), else English.
 */
export function catalogueLocaleOf(
  lang: CatalogueLocale | undefined,
  acceptLanguage: string | undefined,
): CatalogueLocale {
  if (lang) return lang;
  for (const tag of acceptedLanguages(acceptLanguage ?? '')) {
    const primary = tag.split('-')[0];
    if (isCatalogueLocale(primary)) return primary;
  }
  return 'en';
}
