import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../domain/docs.js';
import { bannerAudiencesFor } from './audience.js';

describe('bannerAudiencesFor', () => {
  it('shows free banners to a user who never subscribed (status missing or none)', () => {
    expect(bannerAudiencesFor({ premium: 0 })).toEqual(['all', 'free']);
    expect(bannerAudiencesFor({ premium: 0, subscription_status: 'none' })).toEqual(['all', 'free']);
  });

  it.each<SubscriptionStatus>(['trialing', 'active'])('shows plus banners to a %s subscriber', (status) => {
    expect(bannerAudiencesFor({ premium: 1, subscription_status: status })).toEqual(['all', 'plus']);
  });

  it('treats a premium profile as plus even before the status field is written', () => {
    expect(bannerAudiencesFor({ premium: 1 })).toEqual(['all', 'plus']);
  });

  it.each<SubscriptionStatus>(['past_due', 'canceled', 'expired'])('shows expired banners after a %s subscription lapsed', (status) => {
    expect(bannerAudiencesFor({ premium: 0, subscription_status: status })).toEqual(['all', 'expired']);
  });

  it('keeps a past_due subscriber on plus while the profile is still premium', () => {
    expect(bannerAudiencesFor({ premium: 1, subscription_status: 'past_due' })).toEqual(['all', 'plus']);
  });
});
