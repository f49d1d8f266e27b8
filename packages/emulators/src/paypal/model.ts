export interface Money {
  currency_code: string;
  value: string;
}

export interface LinkDescription {
  href: string;
  rel: string;
  method: 'GET' | 'POST' | 'PATCH';
}

export interface Capture {
  id: string;
  status: 'COMPLETED';
  amount: Money;
  final_capture: true;
  seller_protection: { status: 'ELIGIBLE'; dispute_categories: string[] };
  custom_id?: string;
  invoice_id?: string;
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
  payments?: { captures: Capture[] };
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
}
