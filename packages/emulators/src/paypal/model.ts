export interface Money {
  currency_code: string;
  value: string;
}

export interface LinkDescription {
  href: string;
  rel: string;
  method: 'GET' | 'POST' | 'PATCH';
}

/** A capture's status follows its refunds: partly refunded, then wholly. */
export type CaptureStatus = 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

export interface Capture {
  id: string;
  status: CaptureStatus;
  amount: Money;
  final_capture: true;
  seller_protection: { status: 'ELIGIBLE'; dispute_categories: string[] };
  custom_id?: string;
  invoice_id?: string;
  create_time: string;
  update_time: string;
  links: LinkDescription[];
}

/** What the merchant gets back or pays out for a refund; the emulator charges no fees. */
export interface SellerPayableBreakdown {
  gross_amount: Money;
  paypal_fee: Money;
  net_amount: Money;
  /** Everything refunded on the capture so far, this refund included. */
  total_refunded_amount: Money;
}

/** A refund of a capture. Refunds settle at once in the emulator, so they are COMPLETED. */
export interface Refund {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  note_to_payer?: string;
  invoice_id?: string;
  seller_payable_breakdown: SellerPayableBreakdown;
  create_time: string;
  update_time: string;
  links: LinkDescription[];
}

export interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  payee: { email_address: string; merchant_id: string };
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  /** Refunds appear once there are some, as PayPal shows them. */
  payments?: { captures: Capture[]; refunds?: Refund[] };
}

export interface Payer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

/** The fields of PayPal's Orders v2 order that the emulator fills; the JSON it answers. */
export interface PaypalOrder {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  purchase_units: PurchaseUnit[];
  payer?: Payer;
  payment_source?: {
    paypal: {
      email_address: string;
      account_id: string;
      account_status: 'VERIFIED';
      name: Payer['name'];
    };
  };
  create_time: string;
  update_time?: string;
  links: LinkDescription[];
}

/** An order and what the emulator keeps about it that PayPal does not show. */
export interface OrderRecord {
  order: PaypalOrder;
  returnUrl: string | null;
  cancelUrl: string | null;
  /** The base its links point at, for links made without a request (a dashboard refund). */
  apiBaseUrl: string;
}

/** A refund and the capture it belongs to, which its public shape only names in a link. */
export interface RefundRecord {
  refund: Refund;
  captureId: string;
}
