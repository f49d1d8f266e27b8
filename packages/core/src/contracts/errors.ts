import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';

/** Every API error answer: `{ error: { code, message, details? } }`. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: contractText(),
    message: contractText(),
    details: z.optional(z.unknown()),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
