import { type ZodError, z } from 'zod';
import {
  invalidRequest,
  type PaypalApi,
  type PaypalApiError,
  type PaypalErrorDetail,
} from './errors.ts';

/**
 * The body of `POST /v2/checkout/orders` the emulator understands. Unknown
 * fields are dropped, as PayPal ignores what it does not use; known ones are
 * checked the way PayPal checks them.
 */

// Issue names our checks attach, mapped to PayPal's descriptions below.
const DECIMAL_PRECISION = 'DECIMAL_PRECISION';
const INVALID_PARAMETER_SYNTAX = 'INVALID_PARAMETER_SYNTAX';

const ISSUE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  [INVALID_PARAMETER_SYNTAX]: 'The value of a field does not conform to the expected format.',
  [DECIMAL_PRECISION]:
    'If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_STRING_MAX_LENGTH: 'The value of a field is too long.',
};

export const money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/, INVALID_PARAMETER_SYNTAX),
  value: z
    .string()
    .regex(/^\d{1,10}(\.\d+)?$/, INVALID_PARAMETER_SYNTAX)
    .refine((value) => !/\.\d{3,}$/.test(value), DECIMAL_PRECISION),
});

const purchaseUnit = z.object({
  reference_id: z.string().min(1).max(256, 'INVALID_STRING_MAX_LENGTH').optional(),
  custom_id: z.string().max(127, 'INVALID_STRING_MAX_LENGTH').optional(),
  invoice_id: z.string().max(127, 'INVALID_STRING_MAX_LENGTH').optional(),
  description: z.string().max(127, 'INVALID_STRING_MAX_LENGTH').optional(),
  amount: money,
});

const experienceContext = z.object({
  return_url: z.url({ protocol: /^https?$/ }).optional(),
  cancel_url: z.url({ protocol: /^https?$/ }).optional(),
});

export const createOrderBody = z.object({
  // PayPal also knows AUTHORIZE; the product only captures, so the emulator does too.
  intent: z.literal('CAPTURE'),
  purchase_units: z.array(purchaseUnit).min(1).max(10),
  // Deprecated by PayPal in favour of payment_source.paypal.experience_context, still accepted.
  application_context: experienceContext.optional(),
  payment_source: z
    .object({ paypal: z.object({ experience_context: experienceContext.optional() }).optional() })
    .optional(),
});

export type CreateOrderBody = z.infer<typeof createOrderBody>;

function pointer(path: ReadonlyArray<PropertyKey>): string {
  return `/${path.map(String).join('/')}`;
}

function valueAt(body: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = body;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

/** PayPal's INVALID_REQUEST with one detail per problem zod found in a request body. */
export function invalidRequestBody(
  error: ZodError,
  body: unknown,
  api: PaypalApi = 'orders',
): PaypalApiError {
  const details = error.issues.map((issue): PaypalErrorDetail => {
    const value = valueAt(body, issue.path);
    const named = ISSUE_DESCRIPTIONS[issue.message] ? issue.message : null;
    const issueName =
      value === undefined ? 'MISSING_REQUIRED_PARAMETER' : (named ?? 'INVALID_PARAMETER_VALUE');
    return {
      field: pointer(issue.path),
      ...(typeof value === 'string' ? { value } : {}),
      location: 'body',
      issue: issueName,
      description: ISSUE_DESCRIPTIONS[issueName] ?? issue.message,
    };
  });
  return invalidRequest(details, api);
}
