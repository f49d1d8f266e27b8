import { invalidRequest, type StripeApiError } from './errors.ts';
import type { PaymentIntentObject } from './model.ts';

/** The payment method types the emulated account has enabled. */
const ENABLED_TYPES = ['card', 'klarna'] as const;

function invalidType(type: string, param: string): StripeApiError {
  return invalidRequest(
    `The payment method type "${type}" is invalid. Please ensure the provided type is activated in your dashboard (https://dashboard.stripe.com/account/payments/settings) and your account is enabled for any preview features that you are trying to use.`,
    { code: 'payment_intent_invalid_parameter', param },
  );
}

export interface TypeChoice {
  payment_method_types?: string[] | undefined;
  allowed_payment_method_types?: string[] | undefined;
  excluded_payment_method_types?: string[] | undefined;
  automatic_payment_methods?: {
    enabled: boolean;
    allow_redirects?: 'always' | 'never' | undefined;
  };
}

type TypeFields = Pick<
  PaymentIntentObject,
  | 'payment_method_types'
  | 'allowed_payment_method_types'
  | 'excluded_payment_method_types'
  | 'automatic_payment_methods'
>;

/** An explicit list (the older parameter): exactly these types, no automatic methods. */
function explicitTypes(types: readonly string[]): TypeFields {
  for (const type of types) {
    if (!(ENABLED_TYPES as readonly string[]).includes(type)) {
      throw invalidType(type, 'payment_method_types');
    }
  }
  return {
    payment_method_types: [...new Set(types)],
    allowed_payment_method_types: null,
    excluded_payment_method_types: null,
    automatic_payment_methods: null,
  };
}

/**
 * Which payment methods an intent offers: an explicit list, or the enabled
 * ones (automatic payment methods, on by default in current API versions)
 * narrowed by the allowed and excluded lists.
 */
export function paymentMethodTypes(choice: TypeChoice): TypeFields {
  if (choice.payment_method_types) {
    if (choice.automatic_payment_methods || choice.allowed_payment_method_types) {
      throw invalidRequest(
        'You may only specify one of these parameters: automatic_payment_methods, allowed_payment_method_types, payment_method_types.',
        { code: 'parameters_exclusive', param: 'payment_method_types' },
      );
    }
    return explicitTypes(choice.payment_method_types);
  }
  const automatic = choice.automatic_payment_methods ?? { enabled: true };
  const allowed = choice.allowed_payment_method_types ?? null;
  const excluded = choice.excluded_payment_method_types ?? null;
  if (!automatic.enabled && allowed === null) {
    throw invalidRequest(
      'Missing required param: allowed_payment_method_types (automatic_payment_methods is disabled).',
      { code: 'parameter_missing', param: 'allowed_payment_method_types' },
    );
  }
  // Klarna always redirects, so automatic methods only offer it when redirects are allowed.
  const offered =
    automatic.enabled && automatic.allow_redirects === 'never' ? ['card'] : ENABLED_TYPES;
  const types = offered.filter(
    (type) => (allowed === null || allowed.includes(type)) && !excluded?.includes(type),
  );
  const [firstAllowed] = allowed ?? [];
  if (types.length === 0) throw invalidType(firstAllowed ?? 'card', 'allowed_payment_method_types');
  return {
    payment_method_types: types,
    allowed_payment_method_types: allowed,
    excluded_payment_method_types: excluded,
    automatic_payment_methods: automatic.enabled ? { enabled: true } : null,
  };
}
