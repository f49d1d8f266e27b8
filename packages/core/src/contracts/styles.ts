import { z } from 'zod';
import { styleCardSchema, styleSchema } from '../style.ts';

// Built from the style schemas themselves (zod's full variant): only the styles
// page and the style preview read these, and they load with those pages.

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

/** One style with its whole layout, and its gallery card. */
export const styleDetailResponse = styleSchema.safeExtend({ card: styleCardSchema });

export type StylesPage = z.infer<typeof stylesPageResponse>;
export type StyleDetail = z.infer<typeof styleDetailResponse>;
