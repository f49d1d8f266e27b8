import { findCapture } from './captures.ts';
import { resourceNotFound, unprocessable } from './errors.ts';
import { paypalId } from './ids.ts';
import type { Money, Refund } from './model.ts';
import type { RefundBody } from './refund-request.ts';
import type { PaypalState } from './state.ts';
import { isoTimestamp } from './timestamps.ts';

// Amounts are compared in cents: the emulator's currencies all have two decimals.
function toCents(value: string): number {
  return Math.round(Number(value) * 100);
}

function moneyOf(currency: string, cents: number): Money {
  return { currency_code: currency, value: (cents / 100).toFixed(2) };
}

export function findRefund(state: PaypalState, refundId: string): Refund {
  const record = state.refunds.get(refundId);
  if (!record) throw resourceNotFound('refund_id', refundId, 'payments');
  return record.refund;
}

function refundedCents(state: PaypalState, captureId: string): number {
  let total = 0;
  for (const record of state.refunds.values()) {
    if (record.captureId === captureId) total += toCents(record.refund.amount.value);
  }
  return total;
}

/**
 * Refunds all that remains of a capture, or `amount` of it. The refund
 * settles at once; the capture becomes PARTIALLY_REFUNDED or REFUNDED and the
 * order lists the refund under its purchase unit's payments. Everything is
 * checked before anything changes.
 */
export function refundCapture(state: PaypalState, captureId: string, body: RefundBody): Refund {
  const { record, payments, capture } = findCapture(state, captureId);
  const currency = capture.amount.currency_code;
  const captured = toCents(capture.amount.value);
  const earlier = refundedCents(state, captureId);
  const remaining = captured - earlier;
  if (remaining <= 0) {
    throw unprocessable(
      {
        issue: 'CAPTURE_FULLY_REFUNDED',
        description: 'The capture has already been fully refunded',
      },
      'payments',
    );
  }
  if (body.amount && body.amount.currency_code !== currency) {
    throw unprocessable(
      {
        field: '/amount/currency_code',
        value: body.amount.currency_code,
        location: 'body',
        issue: 'REFUND_CAPTURE_CURRENCY_MISMATCH',
        description: 'Refund must be in the same currency as the capture.',
      },
      'payments',
    );
  }
  const cents = body.amount ? toCents(body.amount.value) : remaining;
  if (cents <= 0) {
    throw unprocessable(
      {
        field: '/amount/value',
        value: body.amount?.value ?? '',
        location: 'body',
        issue: 'CANNOT_BE_ZERO_OR_NEGATIVE',
        description: 'Must be greater than zero.',
      },
      'payments',
    );
  }
  if (cents > remaining) {
    throw unprocessable(
      {
        issue: 'REFUND_AMOUNT_EXCEEDED',
        description:
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      },
      'payments',
    );
  }
  const id = paypalId();
  const time = isoTimestamp(state.now());
  const amount = moneyOf(currency, cents);
  const refund: Refund = {
    id,
    status: 'COMPLETED',
    amount,
    ...(body.note_to_payer === undefined ? {} : { note_to_payer: body.note_to_payer }),
    ...(body.invoice_id === undefined ? {} : { invoice_id: body.invoice_id }),
    seller_payable_breakdown: {
      gross_amount: amount,
      paypal_fee: moneyOf(currency, 0),
      net_amount: amount,
      total_refunded_amount: moneyOf(currency, earlier + cents),
    },
    create_time: time,
    update_time: time,
    links: [
      { href: `${record.apiBaseUrl}/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
      {
        href: `${record.apiBaseUrl}/v2/payments/captures/${captureId}`,
        rel: 'up',
        method: 'GET',
      },
    ],
  };
  state.refunds.set(id, { refund, captureId });
  // The order shows the same object, so GET on either reads one truth.
  payments.refunds = [...(payments.refunds ?? []), refund];
  capture.status = earlier + cents === captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  capture.update_time = time;
  return refund;
}

/**
 * PayPal answers `Prefer: return=minimal` (its default) with the refund's id,
 * status and links, and `return=representation` with all of it.
 */
export function refundView(refund: Refund, representation: boolean): unknown {
  if (representation) return structuredClone(refund);
  return { id: refund.id, status: refund.status, links: structuredClone(refund.links) };
}
