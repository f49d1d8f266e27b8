export type {
  Capture,
  Money,
  OrderStatus,
  Payer,
  PaypalOrder,
  PurchaseUnit,
} from './model.ts';
export { type PaypalEmulatorOptions, paypalEmulator } from './plugin.ts';
export {
  createPaypalState,
  DEMO_PAYPAL_CREDENTIALS,
  PaypalState,
  type PaypalStateOptions,
} from './state.ts';
