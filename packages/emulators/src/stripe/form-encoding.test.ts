import { describe, expect, it } from 'vitest';
import { canonicalForm, FormEncodingError, paramName, parseStripeForm } from './form-encoding.ts';

describe('parseStripeForm', () => {
  it('nests bracketed keys and reads indexed and appended arrays', () => {
    const form = parseStripeForm(
      'amount=5999&metadata[purchaseId]=p_1&payment_method_types[0]=card&payment_method_types[1]=klarna' +
        '&expand[]=latest_charge&payment_method_data[card][number]=4242+4242&automatic_payment_methods%5Benabled%5D=true',
    );

    expect(JSON.parse(JSON.stringify(form))).toEqual({
      amount: '5999',
      metadata: { purchaseId: 'p_1' },
      payment_method_types: ['card', 'klarna'],
      expand: ['latest_charge'],
      payment_method_data: { card: { number: '4242 4242' } },
      automatic_payment_methods: { enabled: 'true' },
    });
  });

  it('keeps __proto__ as plain data', () => {
    const form = parseStripeForm('metadata[__proto__]=x&__proto__[polluted]=yes');

    expect(Object.keys(form.metadata ?? {})).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a key used both as a value and as an object, and overly deep nesting', () => {
    expect(() => parseStripeForm('metadata=x&metadata[a]=b')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a[b][c][d][e][f]=1')).toThrow(FormEncodingError);
    expect(() => parseStripeForm('a]b=1')).toThrow(FormEncodingError);
  });
});

describe('canonicalForm and paramName', () => {
  it('ignores parameter order', () => {
    expect(canonicalForm(parseStripeForm('a=1&m[x]=1&m[y]=2'))).toBe(
      canonicalForm(parseStripeForm('m[y]=2&a=1&m[x]=1')),
    );
    expect(canonicalForm(parseStripeForm('a=1'))).not.toBe(canonicalForm(parseStripeForm('a=2')));
  });

  it('names nested parameters the way Stripe reports them', () => {
    expect(paramName(['payment_method_data', 'card', 'number'])).toBe(
      'payment_method_data[card][number]',
    );
  });
});
