import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form.js';

describe('parseStripeForm', () => {
  it('reads the bracketed keys the Stripe SDK sends', () => {
    const body = 'customer=cus_1&items[0][price]=price_a&metadata[uid]=u1&expand[]=latest_invoice&expand[]=customer&card[token]=tok_visa';
    expect(parseStripeForm(body)).toEqual({
      customer: 'cus_1', items: [{ price: 'price_a' }], metadata: { uid: 'u1' }, expand: ['latest_invoice', 'customer'], card: { token: 'tok_visa' },
    });
  });
});
