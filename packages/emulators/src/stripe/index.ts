export type {
  PaymentIntentObject,
  PaymentIntentStatus,
  PaymentMethodObject,
  StripeEvent,
  StripeEventType,
} from './model.ts';
export { type StripeEmulatorOptions, stripeEmulator } from './plugin.ts';
export {
  createStripeState,
  DEMO_STRIPE_CREDENTIALS,
  STRIPE_API_VERSION,
  type StripeAccount,
  StripeState,
  type StripeStateOptions,
} from './state.ts';
export { TEST_PAYMENT_METHODS } from './test-cards.ts';
export type {
  DeliveryAttempt,
  WebhookDelivery,
  WebhookRetryPolicy,
} from './webhook-deliveries.ts';
export { stripeSignatureHeader } from './webhook-signature.ts';
