import { describe, expect, it } from 'vitest';
import { subscriptionDates } from './dates.js';

const TRIAL_END = '2026-12-04T12:00:00.000Z';
const PERIOD_END = '2027-01-04T12:00:00.000Z';
const base = { trial_end: null, current_period_end: PERIOD_END, cancel_at_period_end: false, canceled_at: null };

describe('the dates the profile shows of a subscription', () => {
  it('a trial: when it ends, which is also when the plan is first charged', () => {
    expect(subscriptionDates({ ...base, status: 'trialing', trial_end: TRIAL_END, current_period_end: TRIAL_END })).toEqual({ trial_ends_at: TRIAL_END, renews_at: TRIAL_END, access_ends_at: null });
  });

  it('an active plan: its next renewal', () => {
    expect(subscriptionDates({ ...base, status: 'active' })).toEqual({ trial_ends_at: null, renews_at: PERIOD_END, access_ends_at: null });
  });

  it('a plan set to cancel at the end of its period (or trial): when access ends, and no renewal', () => {
    expect(subscriptionDates({ ...base, status: 'active', cancel_at_period_end: true })).toEqual({ trial_ends_at: null, renews_at: null, access_ends_at: PERIOD_END });
    expect(subscriptionDates({ ...base, status: 'trialing', trial_end: TRIAL_END, cancel_at_period_end: true })).toEqual({ trial_ends_at: TRIAL_END, renews_at: null, access_ends_at: TRIAL_END });
  });

  it('a canceled plan: when it ended; an unpaid one: nothing to promise', () => {
    expect(subscriptionDates({ ...base, status: 'canceled', canceled_at: '2026-11-20T08:00:00.000Z' })).toEqual({ trial_ends_at: null, renews_at: null, access_ends_at: '2026-11-20T08:00:00.000Z' });
    expect(subscriptionDates({ ...base, status: 'past_due' })).toEqual({ trial_ends_at: null, renews_at: null, access_ends_at: null });
  });
});
