import { z } from 'zod';
import { PLAN_IDS } from '../plans.ts';
import { STYLE_CATEGORY_IDS, styleCardSchema, styleSchema } from '../style.ts';
import { text } from '../text.ts';

/** One page of gallery cards, with where it sits in the whole filtered list. */
export const stylesPageResponse = z.object({
  styles: z.array(styleCardSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalStyles: z.number().int(),
    totalPages: z.number().int(),
  }),
});

/** How many styles each plan unlocks; cumulative, since a plan unlocks every cheaper plan's. */
export const styleCountResponse = z.object({
  total: z.number().int(),
  byPlan: z.record(z.enum(PLAN_IDS), z.number().int()),
});

export const styleCategorySummarySchema = z.object({
  id: z.enum(STYLE_CATEGORY_IDS),
  label: text(),
  count: z.number().int(),
});

/** The categories that have styles, in the catalogue's order. */
export const styleCategoriesResponse = z.object({
  categories: z.array(styleCategorySummarySchema),
});

const span = z.object({ min: z.number().int(), max: z.number().int() });

/** What the catalogue's styles build, smallest to largest. */
export const styleRangeResponse = z.object({ channels: span, staffRoles: span });

/** One style with its whole layout, and its gallery card. */
export const styleDetailResponse = styleSchema.safeExtend({ card: styleCardSchema });

export type StylesPage = z.infer<typeof stylesPageResponse>;
export type StyleCount = z.infer<typeof styleCountResponse>;
export type StyleCategorySummary = z.infer<typeof styleCategorySummarySchema>;
export type StyleCategoriesResponse = z.infer<typeof styleCategoriesResponse>;
export type StyleRange = z.infer<typeof styleRangeResponse>;
export type StyleDetail = z.infer<typeof styleDetailResponse>;
