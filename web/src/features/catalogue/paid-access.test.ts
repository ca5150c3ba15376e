import { describe, expect, it } from 'vitest';
import { canReadPaidContent, isLocked } from './paid-access';

describe('paid access', () => {
  it('lets premium users and admins read paid content, and nobody else', () => {
    expect(canReadPaidContent({ premium: 1, role: { slug: 'user' } })).toBe(true);
    expect(canReadPaidContent({ premium: 0, role: { slug: 'admin' } })).toBe(true);
    expect(canReadPaidContent({ premium: 0, role: { slug: 'user' } })).toBe(false);
    expect(canReadPaidContent(undefined)).toBe(false);
  });

  it('locks only paid items, and only for readers without access', () => {
    expect(isLocked({ is_paid: 1 }, false)).toBe(true);
    expect(isLocked({ is_paid: 1 }, true)).toBe(false);
    expect(isLocked({ is_paid: 0 }, false)).toBe(false);
  });
});
