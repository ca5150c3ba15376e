import { describe, expect, it } from 'vitest';
import { accountStatusOf, supersedes } from './state.js';

describe('supersedes', () => {
  it('lets a newer event replace the stored state and ignores an older one', () => {
    const stored = { status: 'active', last_event_created: 100 };
    expect(supersedes(stored, { status: 'past_due', created: 101 })).toBe(true);
    expect(supersedes(stored, { status: 'past_due', created: 99 })).toBe(false);
    expect(supersedes(null, { status: 'trialing', created: 1 })).toBe(true);
  });

  it('settles events of the same second by the later status', () => {
    const stored = { status: 'past_due', last_event_created: 100 };
    expect(supersedes(stored, { status: 'canceled', created: 100 })).toBe(true);
    expect(supersedes(stored, { status: 'active', created: 100 })).toBe(false);
    expect(supersedes(stored, { status: 'past_due', created: 100 })).toBe(true);
  });

  it('never brings an ended subscription back', () => {
    expect(supersedes({ status: 'canceled', last_event_created: 100 }, { status: 'active', created: 200 })).toBe(false);
  });
});

describe('accountStatusOf', () => {
  it('maps Stripe statuses onto the account statuses the banner audiences read', () => {
    expect(['trialing', 'active', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'paused', 'incomplete'].map(accountStatusOf))
      .toEqual(['trialing', 'active', 'past_due', 'past_due', 'canceled', 'canceled', 'expired', null]);
  });
});
