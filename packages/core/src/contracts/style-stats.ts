import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { STYLE_CATEGORY_IDS } from '../style-categories.ts';
import { contractText } from '../text-rule.ts';

/** How many styles each plan unlocks; cumulative, since a plan unlocks every cheaper plan's. */
export const styleCountResponse = z.object({
  total: z.int(),
  byPlan: z.record(z.enum(PLAN_IDS), z.int()),
});

export const styleCategorySummarySchema = z.object({
  id: z.enum(STYLE_CATEGORY_IDS),
  label: contractText(),
  count: z.int(),
});

/** The categories that have styles, in the catalogue's order. */
export const styleCategoriesResponse = z.object({
  categories: z.array(styleCategorySummarySchema),
});

const span = z.object({ min: z.int(), max: z.int() });

/** What the catalogue's styles build, smallest to largest. */
export const styleRangeResponse = z.object({ channels: span, staffRoles: span });

export type StyleCount = z.infer<typeof styleCountResponse>;
export type StyleCategorySummary = z.infer<typeof styleCategorySummarySchema>;
export type StyleCategoriesResponse = z.infer<typeof styleCategoriesResponse>;
export type StyleRange = z.infer<typeof styleRangeResponse>;
