/**
 * The style catalogue: 130 layouts built from reusable
 * blocks. Every style is parsed with the shared schema when this module
 * loads, so a broken style stops the server and the tests at once instead of
 * reaching a buyer's build.
 */
import {
  PLAN_IDS,
  type PlanId,
  planRank,
  STYLE_CATEGORIES,
  type Style,
  type StyleCard,
  type StyleCategoryId,
  styleCard,
  styleSchema,
} from '@guildsmith/core';
import { styleSources } from './styles/index.ts';

/** Styles are shared by every request; freezing them turns an accidental mutation into an error. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function parseAll(sources: readonly Style[]): readonly Style[] {
  return Object.freeze(
    sources.map((source) => {
      const result = styleSchema.safeParse(source);
      if (!result.success) {
        const details = result.error.issues.map(
          (issue) => `${issue.path.join('.')}: ${issue.message}`,
        );
        throw new Error(`Style "${source.id}" is invalid:\n${details.join('\n')}`);
      }
      return deepFreeze(result.data);
    }),
  );
}

export const STYLES: readonly Style[] = parseAll(styleSources);

const BY_ID = new Map(STYLES.map((style) => [style.id, style]));

export function getStyle(id: string): Style | undefined {
  return BY_ID.get(id);
}

/** Gallery cards, computed once: the style list endpoint serves these as they are. */
export const STYLE_CARDS: readonly StyleCard[] = deepFreeze(STYLES.map(styleCard));

/** The categories that have styles, in the gallery's order. */
export const CATEGORY_IDS: readonly StyleCategoryId[] = STYLE_CATEGORIES.map(
  (category) => category.id,
).filter((id) => STYLES.some((style) => style.category === id));

/** How many styles require exactly each plan. */
export function countStylesByRequiredPlan(): Record<PlanId, number> {
  const counts = Object.fromEntries(PLAN_IDS.map((plan) => [plan, 0])) as Record<PlanId, number>;
  for (const style of STYLES) counts[style.requiredPlan] += 1;
  return counts;
}

/** Styles a plan may build. */
export function stylesForPlan(plan: PlanId): Style[] {
  return STYLES.filter((style) => planRank(style.requiredPlan) <= planRank(plan));
}

export {
  CATALOGUE_LOCALES,
  CATALOGUE_TRANSLATIONS,
  type CatalogueLocale,
  isCatalogueLocale,
  localizedCard,
  localizedStyleText,
  localizedTag,
} from './i18n/index.ts';
