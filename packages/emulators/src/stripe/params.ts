import { z } from 'zod';
import { INVALID_BOOLEAN, INVALID_INTEGER } from './errors.ts';

/**
 * The parameters each endpoint accepts, as Stripe's form encoding delivers
 * them (strings at the leaves). Objects are strict: Stripe refuses unknown
 * parameters, and so does the emulator, so a typo in the server fails here
 * rather than in production.
 */

export const integerParam = z
  .string()
  .regex(/^-?\d{1,15}$/, INVALID_INTEGER)
  .transform(Number);

const booleanParam = z
  .enum(['true', 'false'], { error: INVALID_BOOLEAN })
  .transform((value) => value === 'true');

const currencyParam = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Invalid currency')
  .transform((value) => value.toLowerCase());

const emailParam = z.email();

const returnUrlParam = z.url({ protocol: /^https?$/ });

// Accepted for compatibility and ignored: the emulator's objects never expand.
export const expandParam = z.array(z.string()).optional();

const METADATA_MAX_KEYS = 50;
const METADATA_KEY_MAX_LENGTH = 40;
const METADATA_VALUE_MAX_LENGTH = 500;

/**
 * `metadata[key]=value` pairs, with Stripe's limits. An empty string for the
 * whole parameter (null here) clears it on update; an empty value unsets a key.
 */
const metadataParam = z
  .unknown()
  .transform((value, context): Record<string, string> | null => {
    if (value === '') return null;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      context.addIssue({ code: 'custom', message: 'Invalid metadata: must be a hash' });
      return z.NEVER;
    }
    const entries = Object.entries(value);
    if (entries.length > METADATA_MAX_KEYS) {
      context.addIssue({
        code: 'custom',
        message: `Invalid metadata: metadata can have at most ${METADATA_MAX_KEYS} keys`,
      });
      return z.NEVER;
    }
    const pairs: Array<[string, string]> = [];
    for (const [key, item] of entries) {
      if (typeof item !== 'string') {
        context.addIssue({ code: 'custom', message: `Invalid metadata[${key}]: must be a string` });
        return z.NEVER;
      }
      if (key.length > METADATA_KEY_MAX_LENGTH || item.length > METADATA_VALUE_MAX_LENGTH) {
        context.addIssue({
          code: 'custom',
          message: `Metadata keys can be at most ${METADATA_KEY_MAX_LENGTH} characters and values at most ${METADATA_VALUE_MAX_LENGTH}`,
        });
        return z.NEVER;
      }
      pairs.push([key, item]);
    }
    // fromEntries keeps a key such as `__proto__` an ordinary key.
    return Object.fromEntries(pairs);
  })
  .optional();

const addressParam = z.strictObject({
  city: z.string().optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  line1: z.string().optional(),
  line2: z.string().optional(),
  postal_code: z.string().optional(),
  state: z.string().optional(),
});

const billingDetailsParam = z
  .strictObject({
    address: addressParam.optional(),
    email: emailParam.optional(),
    name: z.string().optional(),
  })
  .optional();

const paymentMethodDataParam = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('card'),
    card: z.strictObject({
      number: z.string(),
      exp_month: integerParam,
      exp_year: integerParam,
      cvc: z.string().optional(),
    }),
    billing_details: billingDetailsParam,
  }),
  z.strictObject({ type: z.literal('klarna'), billing_details: billingDetailsParam }),
]);

export type PaymentMethodData = z.infer<typeof paymentMethodDataParam>;

/** What confirming needs, on creation with `confirm=true` or on the confirm endpoint. */
const confirmationFields = {
  payment_method: z.string().min(1).optional(),
  payment_method_data: paymentMethodDataParam.optional(),
  receipt_email: emailParam.optional(),
  return_url: returnUrlParam.optional(),
};

const typeListParam = z.array(z.string().min(1)).min(1).optional();

/**
 * stripe-node 23 (API 2026-10-28) sends allowed_/excluded_payment_method_types;
 * payment_method_types is the older parameter curl and older clients send.
 */
const paymentMethodTypeFields = {
  allowed_payment_method_types: typeListParam,
  excluded_payment_method_types: typeListParam,
  payment_method_types: typeListParam,
};

export const createIntentParams = z.strictObject({
  ...confirmationFields,
  ...paymentMethodTypeFields,
  amount: integerParam,
  currency: currencyParam,
  automatic_payment_methods: z
    .strictObject({
      enabled: booleanParam,
      allow_redirects: z.enum(['always', 'never']).optional(),
    })
    .optional(),
  confirm: booleanParam.optional(),
  description: z.string().optional(),
  expand: expandParam,
  metadata: metadataParam,
});

export const updateIntentParams = z.strictObject({
  ...paymentMethodTypeFields,
  amount: integerParam.optional(),
  currency: currencyParam.optional(),
  description: z.string().optional(),
  expand: expandParam,
  metadata: metadataParam,
  receipt_email: emailParam.optional(),
});

/** `key` and `client_secret` are how a browser confirms with the publishable key. */
export const confirmIntentParams = z.strictObject({
  ...confirmationFields,
  client_secret: z.string().optional(),
  expand: expandParam,
  key: z.string().optional(),
});

export const cancelIntentParams = z.strictObject({
  cancellation_reason: z
    .enum(['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'])
    .optional(),
  expand: expandParam,
});

export const retrieveIntentParams = z.strictObject({
  client_secret: z.string().optional(),
  expand: expandParam,
  key: z.string().optional(),
});

export const createRefundParams = z.strictObject({
  amount: integerParam
    .pipe(z.number().min(1, 'This value must be greater than or equal to 1.'))
    .optional(),
  charge: z.string().min(1).optional(),
  expand: expandParam,
  metadata: metadataParam,
  payment_intent: z.string().min(1).optional(),
  reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer']).optional(),
});

export type CreateIntentParams = z.infer<typeof createIntentParams>;
export type CreateRefundParams = z.infer<typeof createRefundParams>;
export type UpdateIntentParams = z.infer<typeof updateIntentParams>;
type ConfirmIntentParams = z.infer<typeof confirmIntentParams>;
export type CancelIntentParams = z.infer<typeof cancelIntentParams>;
export type ConfirmationParams = Pick<
  ConfirmIntentParams,
  'payment_method' | 'payment_method_data' | 'receipt_email' | 'return_url'
>;
