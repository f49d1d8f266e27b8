import { orderNotFound, PaypalApiError, unprocessable } from './errors.ts';
import { payerId, paypalId } from './ids.ts';
import type { Capture, LinkDescription, OrderRecord, Payer, PaypalOrder } from './model.ts';
import type { CreateOrderBody } from './order-request.ts';
import { DEMO_PAYEE, type PaypalState } from './state.ts';
import { isoTimestamp } from './timestamps.ts';

/** The URLs links point at: `<publicBaseUrl><mount prefix>`. */
export interface OrderLinks {
  apiBaseUrl: string;
}

function isoNow(state: PaypalState): string {
  return isoTimestamp(state.now());
}

function orderLinks(base: string, order: PaypalOrder): LinkDescription[] {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links: LinkDescription[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'CREATED') {
    links.push({ href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' });
  }
  if (order.status !== 'COMPLETED') {
    links.push({ href: self, rel: 'update', method: 'PATCH' });
    links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  }
  return links;
}

export function findOrder(state: PaypalState, orderId: string): OrderRecord {
  const record = state.orders.get(orderId);
  if (!record) throw orderNotFound(orderId);
  return record;
}

function checkUnits(body: CreateOrderBody): void {
  const references = body.purchase_units.map((unit) => unit.reference_id);
  if (references.length > 1 && references.some((reference) => reference === undefined)) {
    throw unprocessable({
      field: '/purchase_units',
      location: 'body',
      issue: 'REFERENCE_ID_REQUIRED',
      description: "'reference_id' is required for each 'purchase_unit' when there are several.",
    });
  }
  if (new Set(references).size !== references.length) {
    throw unprocessable({
      field: '/purchase_units',
      location: 'body',
      issue: 'DUPLICATE_REFERENCE_ID',
      description: "'reference_id' must be unique if multiple 'purchase_unit' are provided.",
    });
  }
  body.purchase_units.forEach((unit, index) => {
    if (Number(unit.amount.value) <= 0) {
      throw unprocessable({
        field: `/purchase_units/${index}/amount/value`,
        value: unit.amount.value,
        location: 'body',
        issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
        description: 'Must be greater than zero.',
      });
    }
  });
}

export function createOrder(
  state: PaypalState,
  body: CreateOrderBody,
  links: OrderLinks,
): OrderRecord {
  checkUnits(body);
  const experience = body.payment_source?.paypal?.experience_context ?? body.application_context;
  const order: PaypalOrder = {
    id: paypalId(),
    intent: body.intent,
    status: 'CREATED',
    purchase_units: body.purchase_units.map((unit) => ({
      ...unit,
      reference_id: unit.reference_id ?? 'default',
      amount: { ...unit.amount },
      payee: { ...DEMO_PAYEE },
    })),
    create_time: isoNow(state),
    links: [],
  };
  order.links = orderLinks(links.apiBaseUrl, order);
  const record: OrderRecord = {
    order,
    returnUrl: experience?.return_url ?? null,
    cancelUrl: experience?.cancel_url ?? null,
    apiBaseUrl: links.apiBaseUrl,
  };
  state.orders.set(order.id, record);
  return record;
}

/** The sandbox buyer every approval is made as. */
function demoPayer(): Payer {
  return {
    name: { given_name: 'Demo', surname: 'Buyer' },
    email_address: 'buyer@guildsmith.example',
    payer_id: payerId(),
    address: { country_code: 'US' },
  };
}

/** The buyer approved on the checkout page; only a CREATED order can be. */
export function approveOrder(state: PaypalState, record: OrderRecord, links: OrderLinks): Payer {
  const { order } = record;
  if (order.status !== 'CREATED') {
    throw new PaypalApiError(422, 'UNPROCESSABLE_ENTITY', `The order is already ${order.status}.`);
  }
  const payer = demoPayer();
  order.status = 'APPROVED';
  order.payer = payer;
  order.payment_source = {
    paypal: {
      email_address: payer.email_address,
      account_id: payer.payer_id,
      account_status: 'VERIFIED',
      name: payer.name,
    },
  };
  order.update_time = isoNow(state);
  order.links = orderLinks(links.apiBaseUrl, order);
  return payer;
}

export function captureOrder(state: PaypalState, record: OrderRecord, links: OrderLinks): void {
  const { order } = record;
  if (order.status === 'COMPLETED') {
    throw unprocessable({
      issue: 'ORDER_ALREADY_CAPTURED',
      description:
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    });
  }
  if (order.status !== 'APPROVED') {
    throw unprocessable({
      issue: 'ORDER_NOT_APPROVED',
      description:
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
    });
  }
  const time = isoNow(state);
  for (const unit of order.purchase_units) {
    const id = paypalId();
    const self = `${links.apiBaseUrl}/v2/payments/captures/${id}`;
    const capture: Capture = {
      id,
      status: 'COMPLETED',
      amount: { ...unit.amount },
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      ...(unit.custom_id === undefined ? {} : { custom_id: unit.custom_id }),
      ...(unit.invoice_id === undefined ? {} : { invoice_id: unit.invoice_id }),
      create_time: time,
      update_time: time,
      links: [
        { href: self, rel: 'self', method: 'GET' },
        { href: `${self}/refund`, rel: 'refund', method: 'POST' },
        { href: `${links.apiBaseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
    unit.payments = { captures: [capture] };
  }
  order.status = 'COMPLETED';
  order.update_time = time;
  order.links = orderLinks(links.apiBaseUrl, order);
}

/**
 * PayPal answers `Prefer: return=minimal` (its default) with a subset of the
 * order, and `return=representation` with all of it.
 */
export function orderView(order: PaypalOrder, representation: boolean): unknown {
  if (representation) return structuredClone(order);
  if (order.status !== 'COMPLETED') {
    return { id: order.id, status: order.status, links: structuredClone(order.links) };
  }
  return structuredClone({
    id: order.id,
    status: order.status,
    payment_source: order.payment_source,
    purchase_units: order.purchase_units.map((unit) => ({
      reference_id: unit.reference_id,
      payments: unit.payments,
    })),
    payer: order.payer,
    links: order.links,
  });
}
