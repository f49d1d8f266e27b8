import { describe, expect, it } from 'vitest';
import { decide, type PaymentEvent, PURCHASE_STATES } from './purchase-lifecycle.ts';

const premium = (status: (typeof PURCHASE_STATES)[number], refundedCents = 0) => ({
  status,
  amountCents: 1999,
  refundedCents,
});

const succeeded: PaymentEvent = { type: 'payment_succeeded' };
const declined: PaymentEvent = { type: 'payment_failed', reason: 'Your card was declined.' };
const fullRefund: PaymentEvent = { type: 'refunded', totalRefundedCents: 1999 };
const partialRefund: PaymentEvent = { type: 'refunded', totalRefundedCents: 500 };

describe('the purchase lifecycle', () => {
  it('names six states', () => {
    expect(PURCHASE_STATES).toEqual([
      'pending',
      'failed',
      'completed',
      'disputed',
      'refunded',
      'canceled',
    ]);
  });

  it('lets a declined purchase still succeed on the same payment, and fulfils it then', () => {
    expect(decide(premium('pending'), declined)).toEqual({
      from: 'pending',
      to: 'failed',
      effect: 'record',
    });
    expect(decide(premium('failed'), succeeded)).toEqual({
      from: 'failed',
      to: 'completed',
      effect: 'fulfil',
    });
  });

  it('never goes back: a late decline, a second success or a success after a refund change nothing', () => {
    expect(decide(premium('completed'), declined)).toBeNull();
    expect(decide(premium('completed'), succeeded)).toBeNull();
    expect(decide(premium('refunded', 1999), succeeded)).toBeNull();
    expect(decide(premium('disputed'), succeeded)).toBeNull();
    expect(decide(premium('canceled'), succeeded)).toBeNull();
  });

  it('revokes on a full refund or a dispute of a fulfilled purchase, and only records a partial refund', () => {
    expect(decide(premium('completed'), fullRefund)).toMatchObject({
      to: 'refunded',
      effect: 'revoke',
    });
    expect(decide(premium('completed'), { type: 'disputed' })).toMatchObject({
      to: 'disputed',
      effect: 'revoke',
    });
    expect(decide(premium('completed'), partialRefund)).toEqual({
      from: 'completed',
      to: 'completed',
      effect: 'record',
    });
    // The partial refunds add up to the whole amount: now it is refunded.
    expect(decide(premium('completed', 500), fullRefund)).toMatchObject({ effect: 'revoke' });
  });

  it('ignores a refund total it has already recorded or an older, smaller one', () => {
    expect(decide(premium('completed', 500), partialRefund)).toBeNull();
    expect(decide(premium('completed', 800), partialRefund)).toBeNull();
    expect(decide(premium('refunded', 1999), fullRefund)).toBeNull();
  });

  it('ends a purchase refunded or disputed before its success was seen, without a key', () => {
    expect(decide(premium('pending'), fullRefund)).toMatchObject({
      to: 'refunded',
      effect: 'record',
    });
    expect(decide(premium('failed'), { type: 'disputed' })).toMatchObject({
      to: 'disputed',
      effect: 'record',
    });
    expect(decide(premium('disputed'), fullRefund)).toMatchObject({
      to: 'refunded',
      effect: 'record',
    });
  });

  it('cancels only what has not been paid', () => {
    expect(decide(premium('pending'), { type: 'payment_canceled' })).toMatchObject({
      to: 'canceled',
    });
    expect(decide(premium('completed'), { type: 'payment_canceled' })).toBeNull();
  });
});
