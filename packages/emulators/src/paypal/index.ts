export { PaypalApiError as PaypalEmulatorError } from './errors.ts';
export type {
  Capture,
  CaptureStatus,
  Money,
  OrderStatus,
  Payer,
  PaypalOrder,
  PurchaseUnit,
  Refund as PaypalRefund,
  SellerPayableBreakdown,
} from './model.ts';
export { type PaypalEmulatorOptions, paypalEmulator } from './plugin.ts';
export {
  createPaypalState,
  DEMO_PAYPAL_CREDENTIALS,
  PaypalState,
  type PaypalStateOptions,
} from './state.ts';
