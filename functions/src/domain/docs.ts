/**
 * The stored documents, one interface per collection (spec section 3).
 * Catalogue ids are numbers (the mobile client and spec use numeric ids), allocated
 * from `counters/{collection}` inside the creating transaction; the document id is String(id).
 * Text meant for both languages is stored in Portuguese, with English overlays in `i18n.en`
 * (their origin in `i18n_meta.en`, and `en_translated` when every field has current English: domain/english.ts).
 * `keywords` holds normalised word prefixes (lower case, no accents) for list search.
 */

import type { EnglishMarker } from './english.js';

export type Locale = 'pt' | 'en';
export type Flag = 0 | 1;
export type RoleSlug = 'admin' | 'user';
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

export const COLLECTIONS = {
  users: 'users',
  uniqueCpf: 'unique_cpf',
  uniqueEmail: 'unique_email',
  counters: 'counters',
  settings: 'settings',
  educations: 'educations',
  terms: 'terms',
  plans: 'plans',
  categories: 'categories',
  supplements: 'supplements',
  topics: 'supplement_topics',
  banners: 'banners',
  favorites: 'favorites',
  suggestions: 'suggestions',
  subscriptions: 'subscriptions',
  meta: 'meta',
  loginAttempts: 'login_attempts',
} as const;

export interface UserDoc {
  [key: string]: unknown;
  id: number;
  uid: string;
  name: string;
  email: string;
  /** CPF, 11 digits, no punctuation. */
  document: string;
  image: string | null;
  status: 'active' | 'blocked';
  premium: Flag;
  role: RoleSlug;
  locale: Locale;
  /** plans/{plan_id} while a subscription is trialing or active; null means free. */
  plan_id: string | null;
  /** The subscription's state as the payment webhooks last set it; missing means 'none' (never subscribed). */
  subscription_status?: SubscriptionStatus;
  detail: { phone: string; education_id: number | null; receive_notifications: Flag };
  keywords: string[];
  /** When the account's sessions were last ended (logout, password change). */
  sessions_valid_after: string | null;
  /**
   * Raised each time the sessions are ended; ID tokens carry the value they were signed in with
   * (the `sv` claim) and a lower one is refused. Exact where timestamps are whole seconds.
   */
  session_version?: number;
  created_at: string;
  updated_at: string;
}

/** settings/global: the general settings an admin edits, sent to every user as `settings`. */
export interface GlobalSettingsDoc {
  [key: string]: unknown;
  text_align: 'text-left' | 'text-justify';
  url_tutorial: string;
  url_tutorial_en: string;
  show_tutorial: Flag;
}

export interface EducationDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  order: number;
  i18n?: { en?: { name?: string } };
}

/** terms/current */
export interface TermDoc {
  [key: string]: unknown;
  content: string;
  i18n?: { en?: { content?: string } };
  updated_at: string;
}

export interface PlanDoc {
  [key: string]: unknown;
  id: string;
  name: string;
  months: number;
  /** Prices in centavos (BRL). */
  price_per_month_cents: number;
  total_cents: number;
  currency: 'BRL';
  popular: boolean;
  saving_percent: number | null;
  order: number;
  i18n?: { en?: { name?: string } };
}

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
  image: string;
}

export interface CategoryDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  image: string;
  has_subcategory: Flag;
  order: number;
  parent_id: number | null;
  supplements_count: number;
  /** A formulas category: its supplements appear in the 'Nutra Fórmulas' search group. */
  is_formulas: boolean;
  keywords: string[];
  i18n?: { en?: { name?: string } };
  created_at: string;
  updated_at: string;
}

export interface SupplementDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  is_paid: Flag;
  order: number;
  category_id: number;
  category: CategoryRef;
  keywords: string[];
  i18n?: { en?: { name?: string } };
  created_at: string;
  updated_at: string;
}

export interface SupplementRef {
  id: number;
  slug: string;
  name: string;
  is_paid: Flag;
  category: CategoryRef;
}

export interface TopicDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  tags: string | null;
  order: number;
  is_paid: Flag;
  /** Sanitised HTML. */
  content: string;
  supplement_id: number;
  supplement: SupplementRef;
  i18n?: { en?: { name?: string; content?: string } };
  /** Machine or manual English, and the Portuguese it was made from (domain/english.ts). */
  i18n_meta?: { en?: { name?: EnglishMarker; content?: EnglishMarker } };
  en_translated?: boolean;
  created_at: string;
  updated_at: string;
}

export interface BannerDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  image: string;
  type: 'web' | 'mobile';
  type_users: 'all' | 'free' | 'plus' | 'expired';
  url: string;
  order: number;
  locale_id: 1 | 2;
  keywords: string[];
  created_at: string;
  updated_at: string;
}

/** favorites/{uid}_{supplementId} */
export interface FavoriteDoc {
  [key: string]: unknown;
  user_uid: string;
  supplement_id: number;
  created_at: string;
}

export interface SuggestionDoc {
  [key: string]: unknown;
  id: number;
  content: string;
  user_uid: string;
  user: { name: string; email: string; phone: string };
  keywords: string[];
  created_at: string;
}
