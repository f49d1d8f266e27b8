export { ControlError as StripeControlError } from './control-errors.ts';
export {
  closeDispute,
  type DisputeOutcome,
  type OpenDisputeInput,
  openDispute,
} from './disputes.ts';
export {
  type ChargeObject,
  type ChargeOutcome,
  type ChargePaymentMethodDetails,
  DISPUTE_REASONS,
  type DisputeObject,
  type DisputeReason,
  type DisputeStatus,
  type ListObject,
  type PaymentIntentObject,
  type PaymentIntentStatus,
  type PaymentMethodObject,
  type RefundObject,
  type RefundReason,
  type StripeEvent,
  type StripeEventObjects,
  type StripeEventOf,
  type StripeEventType,
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
  WebhookDeliveries,
  WebhookDelivery,
  WebhookRetryPolicy,
} from './webhook-deliveries.ts';
export { stripeSignatureHeader } from './webhook-signature.ts';
