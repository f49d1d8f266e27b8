import { createHash } from 'node:crypto';
import {
  CATALOGUE_LOCALES,
  type CatalogueLocale,
  localizedCard,
  localizedTag,
} from '@guildsmith/catalog';
import {
  canUse,
  countChannels,
  countStylesByPlan,
  type PlanId,
  STYLE_CATEGORIES,
  type Style,
  type StyleCard,
  type StyleCategoryId,
  type StyleRange,
  styleCard,
  styleCategoriesResponse,
  styleCategoryLabel,
  styleCountResponse,
  styleDetailResponse,
  styleRangeResponse,
  stylesPageResponse,
} from '@guildsmith/core';
import * as z from 'zod/mini';

type StyleSort = 'name' | 'category';

export interface StyleQuery {
  page: number;
  limit: number;
  plan?: PlanId | undefined;
  category?: StyleCategoryId | undefined;
  search?: string | undefined;
  sort: StyleSort;
  /** The language of the cards' text and of the search. */
  locale: CatalogueLocale;
}

function span(values: readonly number[]): { min: number; max: number } {
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** What the catalogue's styles build, smallest to largest: the permissions page quotes it. */
export function styleRange(styles: readonly Style[]): StyleRange {
  return {
    channels: span(styles.map(countChannels)),
    staffRoles: span(styles.map((style) => style.roles.filter((role) => role.staff).length)),
  };
}

/** A response body serialised once, with its validator, ready to send as is. */
export interface CachedBody {
  /** Encoded once: sending a ready Buffer skips per-request string encoding. */
  bytes: Buffer;
  etag: string;
}

interface IndexedStyle {
  style: Style;
  card: StyleCard;
  searchText: string;
}

const MAX_CACHED_PAGES = 500;

/**
 * What a gallery search matches: the card's name, description and tags in
 * the reader's language and in English (names people know from elsewhere),
 * the gallery category ("Minecraft & SMP") and the categories the style builds.
 */
function searchText(style: Style, card: StyleCard, locale: CatalogueLocale): string {
  return [
    card.name,
    card.description,
    ...style.tags.map((tag) => localizedTag(tag, locale)),
    ...(locale === 'en' ? [] : [style.name, style.description, ...style.tags]),
    styleCategoryLabel(style.category),
    ...style.categories.map((category) => category.name),
  ]
    .join('\n')
    .toLocaleLowerCase(locale);
}

/** One language's view of the catalogue: its cards and search text, in both sort orders. */
interface LocaleIndex {
  byId: Map<string, IndexedStyle>;
  byName: IndexedStyle[];
  byCategory: IndexedStyle[];
}

function indexFor(styles: readonly Style[], locale: CatalogueLocale): LocaleIndex {
  const indexed = styles.map((style) => {
    const card = localizedCard(styleCard(style), locale);
    return { style, card, searchText: searchText(style, card, locale) };
  });
  const byName = (a: IndexedStyle, b: IndexedStyle) =>
    a.card.name.localeCompare(b.card.name, locale);
  const categoryOrder = new Map(
    STYLE_CATEGORIES.map((category, position) => [category.id, position]),
  );
  return {
    byId: new Map(indexed.map((entry) => [entry.style.id, entry])),
    byName: [...indexed].sort(byName),
    byCategory: [...indexed].sort(
      (a, b) =>
        (categoryOrder.get(a.style.category) ?? 0) - (categoryOrder.get(b.style.category) ?? 0) ||
        byName(a, b),
    ),
  };
}

/**
 * Encoded through its response contract once, as Fastify's serializer does for
 * other routes on every answer: what leaves is what the contract says.
 */
function cachedBody<Contract extends z.core.$ZodType>(
  contract: Contract,
  value: z.output<Contract>,
): CachedBody {
  const bytes = Buffer.from(JSON.stringify(z.encode(contract, value)));
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
}

/**
 * The catalogue, indexed once at start-up: cards, search text and both sort
 * orders are computed here, and answered pages are kept (bounded), so the
 * gallery route costs about what a static file does.
 */
export class StyleIndex {
  private readonly locales: ReadonlyMap<CatalogueLocale, LocaleIndex>;
  private readonly pages = new Map<string, CachedBody>();
  private readonly details = new Map<string, CachedBody>();
  readonly countBody: CachedBody;
  readonly categoriesBody: CachedBody;
  readonly rangeBody: CachedBody;

  constructor(styles: readonly Style[]) {
    this.locales = new Map(CATALOGUE_LOCALES.map((locale) => [locale, indexFor(styles, locale)]));
    this.countBody = cachedBody(styleCountResponse, {
      total: styles.length,
      byPlan: countStylesByPlan(styles),
    });
    this.rangeBody = cachedBody(styleRangeResponse, styleRange(styles));
    this.categoriesBody = cachedBody(styleCategoriesResponse, {
      categories: STYLE_CATEGORIES.map((category) => ({
        id: category.id,
        label: category.label,
        count: styles.filter((style) => style.category === category.id).length,
      })).filter((category) => category.count > 0),
    });
  }

  private localeIndex(locale: CatalogueLocale): LocaleIndex {
    const found = this.locales.get(locale);
    if (!found) throw new RangeError(`No catalogue in ${locale}`);
    return found;
  }

  get size(): number {
    return this.localeIndex('en').byId.size;
  }

  page(query: StyleQuery): CachedBody {
    const search = query.search?.trim().toLocaleLowerCase(query.locale) ?? '';
    const key = [
      query.locale,
      query.page,
      query.limit,
      query.plan,
      query.category,
      search,
      query.sort,
    ].join('|');
    const cached = this.pages.get(key);
    if (cached) return cached;

    const index = this.localeIndex(query.locale);
    const ordered = query.sort === 'category' ? index.byCategory : index.byName;
    const matching = ordered.filter(
      (entry) =>
        (!query.category || entry.style.category === query.category) &&
        (!query.plan || canUse(query.plan, entry.style.requiredPlan)) &&
        (!search || entry.searchText.includes(search)),
    );
    const start = (query.page - 1) * query.limit;
    const body = cachedBody(stylesPageResponse, {
      styles: matching.slice(start, start + query.limit).map((entry) => entry.card),
      pagination: {
        page: query.page,
        limit: query.limit,
        totalStyles: matching.length,
        totalPages: Math.ceil(matching.length / query.limit),
      },
    });
    // Free-text searches make the key space unbounded; keep the cache finite.
    if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
    this.pages.set(key, body);
    return body;
  }

  /** The whole layout as it builds, with the card's text in `locale`. */
  detail(id: string, locale: CatalogueLocale): CachedBody | null {
    const key = `${locale}|${id}`;
    const cached = this.details.get(key);
    if (cached) return cached;
    const entry = this.localeIndex(locale).byId.get(id);
    if (!entry) return null;
    const { name, description } = entry.card;
    const body = cachedBody(styleDetailResponse, {
      ...entry.style,
      name,
      description,
      card: entry.card,
    });
    this.details.set(key, body);
    return body;
  }

  get(id: string): Style | undefined {
    return this.localeIndex('en').byId.get(id)?.style;
  }
}
