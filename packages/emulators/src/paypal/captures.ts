import { resourceNotFound } from './errors.ts';
import type { Capture, OrderRecord, PurchaseUnit } from './model.ts';
import type { PaypalState } from './state.ts';

export interface CaptureLocation {
  record: OrderRecord;
  /** The purchase unit's payments, where the capture and its refunds are listed. */
  payments: NonNullable<PurchaseUnit['payments']>;
  capture: Capture;
}

/** Captures live inside their orders' purchase units, as PayPal shows them. */
export function findCapture(state: PaypalState, captureId: string): CaptureLocation {
  for (const record of state.orders.values()) {
    for (const { payments } of record.order.purchase_units) {
      const capture = payments?.captures.find((candidate) => candidate.id === captureId);
      if (payments && capture) return { record, payments, capture };
    }
  }
  throw resourceNotFound('capture_id', captureId, 'payments');
}

/** `GET /v2/payments/captures/:id` also names the order the capture belongs to. */
export function captureView({ record, capture }: CaptureLocation): unknown {
  return {
    ...structuredClone(capture),
    supplementary_data: { related_ids: { order_id: record.order.id } },
  };
}
