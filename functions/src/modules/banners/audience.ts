import type { BannerAudience } from '../../contract/banners.js';
import type { UserDoc } from '../../domain/docs.js';

const SUBSCRIBED = new Set(['trialing', 'active']);
const LAPSED = new Set(['past_due', 'canceled', 'expired']);

/**
 * The banner audiences (`type_users`) a user belongs to: 'all' always, then exactly one of
 * 'plus' (premium, or a trialing/active subscription), 'expired' (a subscription that lapsed)
 * or 'free' (never subscribed).
 */
export function bannerAudiencesFor(user: Pick<UserDoc, 'premium' | 'subscription_status'>): BannerAudience[] {
  const status = user.subscription_status ?? 'none';
  if (user.premium === 1 || SUBSCRIBED.has(status)) return ['all', 'plus'];
  if (LAPSED.has(status)) return ['all', 'expired'];
  return ['all', 'free'];
}
