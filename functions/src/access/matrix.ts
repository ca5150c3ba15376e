import type { Access } from '../http/routes.js';
import type { OperationKey } from '../contract/answers.js';

export type CallerName = 'anonymous' | 'user' | 'premium' | 'admin';
export const CALLERS: readonly CallerName[] = ['anonymous', 'user', 'premium', 'admin'];

/** 'allowed': past the guard, neither 401 nor 403 (nor a 500); a number: exactly that status. */
export type Outcome = 'allowed' | 401 | 403 | 200;

/** Ids and slugs that exist in the test's catalogue. */
export interface MatrixCatalogue {
  category: { id: number; slug: string };
  freeSupplement: { id: number; slug: string };
  paidSupplement: { id: number; slug: string };
  freeTopic: { id: number; slug: string };
  /** A paid topic of the free supplement. */
  paidTopic: { slug: string };
  /** A free topic of the paid supplement. */
  paidSupplementTopic: { slug: string };
}

export interface MatrixCall {
  /** What the call is about, when a route is called more than once. */
  label?: string;
  path: (catalogue: MatrixCatalogue) => string;
  /** The outcome per caller; the route's access level decides it when absent. */
  outcomes?: Record<CallerName, Outcome>;
}

export interface MatrixEntry {
  access: Access;
  calls: MatrixCall[];
  /** Ends the caller's sessions: walked after every other route. */
  endsSession?: true;
}

export const ACCESS_OUTCOMES: Record<Access, Record<CallerName, Outcome>> = {
  public: { anonymous: 'allowed', user: 'allowed', premium: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, user: 'allowed', premium: 'allowed', admin: 'allowed' },
  premium: { anonymous: 401, user: 403, premium: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, user: 403, premium: 403, admin: 'allowed' },
};

/** Paid content: refused to callers without premium, answered to premium callers and admins. */
const PREMIUM_GATE: Record<CallerName, Outcome> = { anonymous: 403, user: 403, premium: 200, admin: 200 };

/** An id nothing has: deletes are walked on it, so the walk destroys nothing it needs later. */
export const MISSING_ID = 987_654;

const at = (access: Access, path: MatrixCall['path']): MatrixEntry => ({ access, calls: [{ path }] });
const fixed = (access: Access, path: string): MatrixEntry => at(access, () => path);

/**
 * Who may call what, keyed by `METHOD path` as apiRoutes declares it. Writes are called with
 * empty bodies: an allowed caller gets a 422 (or 404), which is enough to tell 401/403 apart.
 */
export const ACCESS_MATRIX: Record<OperationKey, MatrixEntry> = {
  'GET /openapi.json': fixed('public', '/openapi.json'),

  'POST /register': fixed('public', '/register'),
  'POST /login': fixed('public', '/login'),
  'GET /user': fixed('user', '/user'),
  'GET /logout': { ...fixed('user', '/logout'), endsSession: true },
  'POST /locale/:locale': fixed('user', '/locale/pt'),
  'POST /user-details/theme': fixed('user', '/user-details/theme'),
  'GET /education': fixed('public', '/education'),
  'GET /term': fixed('public', '/term'),

  'GET /banners/web': fixed('user', '/banners/web'),
  'GET /banners': fixed('admin', '/banners'),
  'GET /banners/:id': fixed('admin', `/banners/${MISSING_ID}`),
  'POST /banners': fixed('admin', '/banners'),
  'POST /banners/:id': fixed('admin', `/banners/${MISSING_ID}`),
  'DELETE /banners/:id': fixed('admin', `/banners/${MISSING_ID}`),

  'GET /categories': fixed('public', '/categories'),
  'GET /categories/slug/:slug': at('public', (c) => `/categories/slug/${c.category.slug}`),
  'GET /categories/:id': at('admin', (c) => `/categories/${c.category.id}`),
  'POST /categories': fixed('admin', '/categories'),
  'POST /categories/:id': at('admin', (c) => `/categories/${c.category.id}`),
  'DELETE /categories/:id': fixed('admin', `/categories/${MISSING_ID}`),

  'GET /supplements/category/slug/:slug': at('public', (c) => `/supplements/category/slug/${c.category.slug}?page=1`),
  'GET /supplements/updateds/:count': fixed('public', '/supplements/updateds/3'),
  'GET /supplements/slug/:slug': at('public', (c) => `/supplements/slug/${c.paidSupplement.slug}`),
  'GET /supplements/:id': at('admin', (c) => `/supplements/${c.freeSupplement.id}`),
  'POST /supplements': fixed('admin', '/supplements'),
  'POST /supplements/:id': at('admin', (c) => `/supplements/${c.freeSupplement.id}`),
  'POST /supplements/:id/indications': fixed('admin', `/supplements/${MISSING_ID}/indications`),
  'POST /supplements/:id/review': fixed('admin', `/supplements/${MISSING_ID}/review`),
  'DELETE /supplements/:id': fixed('admin', `/supplements/${MISSING_ID}`),

  'GET /supplement-topics/supplement/slug/:slug': {
    access: 'public',
    calls: [
      { label: 'free supplement', path: (c) => `/supplement-topics/supplement/slug/${c.freeSupplement.slug}` },
      { label: 'paid supplement', path: (c) => `/supplement-topics/supplement/slug/${c.paidSupplement.slug}`, outcomes: PREMIUM_GATE },
    ],
  },
  'GET /supplement-topics/supplement/slug/:slug/teaser': at('public', (c) => `/supplement-topics/supplement/slug/${c.paidSupplement.slug}/teaser`),
  'GET /supplement-topics/supplement/slug/:slug/changes': at('public', (c) => `/supplement-topics/supplement/slug/${c.paidSupplement.slug}/changes`),
  'GET /supplement-topics/slug/:slug': {
    access: 'public',
    calls: [
      { label: 'free topic', path: (c) => `/supplement-topics/slug/${c.freeTopic.slug}` },
      { label: 'paid topic', path: (c) => `/supplement-topics/slug/${c.paidTopic.slug}`, outcomes: PREMIUM_GATE },
      { label: 'topic of a paid supplement', path: (c) => `/supplement-topics/slug/${c.paidSupplementTopic.slug}`, outcomes: PREMIUM_GATE },
    ],
  },
  'POST /supplement-topics': fixed('admin', '/supplement-topics'),
  'POST /supplement-topics/:id': at('admin', (c) => `/supplement-topics/${c.freeTopic.id}`),
  'POST /supplement-topics/:id/references': fixed('admin', `/supplement-topics/${MISSING_ID}/references`),
  'POST /supplement-topics/:id/review': fixed('admin', `/supplement-topics/${MISSING_ID}/review`),
  'DELETE /supplement-topics/:id': fixed('admin', `/supplement-topics/${MISSING_ID}`),
  'GET /selects/categories': fixed('admin', '/selects/categories'),
  'GET /selects/supplements': at('admin', (c) => `/selects/supplements?category_id=${c.category.id}`),
  'GET /selects/topics': at('admin', (c) => `/selects/topics?supplement_id=${c.freeSupplement.id}`),

  'GET /selects/drug-classes': fixed('admin', '/selects/drug-classes'),

  'POST /interactions/check': fixed('public', '/interactions/check'),
  'GET /interactions/options': fixed('public', '/interactions/options?search=mag'),
  'GET /supplements/slug/:slug/interactions': at('public', (c) => `/supplements/slug/${c.paidSupplement.slug}/interactions`),
  'GET /supplements/:id/forms': at('public', (c) => `/supplements/${c.freeSupplement.id}/forms`),
  'POST /formulas/compute': fixed('premium', '/formulas/compute'),
  'GET /formulas': fixed('premium', '/formulas'),
  'POST /formulas': fixed('premium', '/formulas'),
  'GET /formulas/templates': fixed('premium', '/formulas/templates'),
  'GET /formulas/:id': fixed('premium', `/formulas/${MISSING_ID}`),
  'GET /formulas/:id/computed': fixed('premium', `/formulas/${MISSING_ID}/computed`),
  'POST /formulas/:id': fixed('premium', `/formulas/${MISSING_ID}`),
  'POST /formulas/:id/duplicate': fixed('premium', `/formulas/${MISSING_ID}/duplicate`),
  'DELETE /formulas/:id': fixed('premium', `/formulas/${MISSING_ID}`),
  'GET /prescriber': fixed('user', '/prescriber'),
  'POST /prescriber': fixed('user', '/prescriber'),
  'GET /interactions': fixed('admin', '/interactions'),
  'GET /interactions/:id': fixed('admin', `/interactions/${MISSING_ID}`),
  'POST /interactions': fixed('admin', '/interactions'),
  'POST /interactions/:id': fixed('admin', `/interactions/${MISSING_ID}`),
  'POST /interactions/:id/review': fixed('admin', `/interactions/${MISSING_ID}/review`),
  'DELETE /interactions/:id': fixed('admin', `/interactions/${MISSING_ID}`),
  'GET /quality': fixed('admin', '/quality'),
  'GET /drugs': fixed('admin', '/drugs'),
  'GET /drugs/:id': fixed('admin', `/drugs/${MISSING_ID}`),
  'POST /drugs': fixed('admin', '/drugs'),
  'POST /drugs/:id': fixed('admin', `/drugs/${MISSING_ID}`),
  'DELETE /drugs/:id': fixed('admin', `/drugs/${MISSING_ID}`),
  'GET /drug-classes': fixed('admin', '/drug-classes'),
  'GET /drug-classes/:id': fixed('admin', `/drug-classes/${MISSING_ID}`),
  'POST /drug-classes': fixed('admin', '/drug-classes'),
  'POST /drug-classes/:id': fixed('admin', `/drug-classes/${MISSING_ID}`),
  'DELETE /drug-classes/:id': fixed('admin', `/drug-classes/${MISSING_ID}`),
  'GET /conditions': fixed('admin', '/conditions'),
  'GET /conditions/:id': fixed('admin', `/conditions/${MISSING_ID}`),
  'POST /conditions': fixed('admin', '/conditions'),
  'POST /conditions/:id': fixed('admin', `/conditions/${MISSING_ID}`),
  'DELETE /conditions/:id': fixed('admin', `/conditions/${MISSING_ID}`),

  'POST /uploads': fixed('admin', '/uploads'),
  'POST /upload': fixed('user', '/upload'),

  'GET /users': fixed('admin', '/users'),
  'POST /user-details/password': fixed('user', '/user-details/password'),
  'GET /user-details': fixed('user', '/user-details'),
  'POST /user-details': fixed('user', '/user-details'),
  'GET /global-settings': fixed('admin', '/global-settings'),
  'GET /user-details/export': fixed('user', '/user-details/export'),
  'POST /user-details/delete': fixed('user', '/user-details/delete'),
  'GET /users/:id/export': fixed('admin', `/users/${MISSING_ID}/export`),
  'DELETE /users/:id': fixed('admin', `/users/${MISSING_ID}`),
  'POST /global-settings': fixed('admin', '/global-settings'),
  'GET /settings/translate': fixed('admin', '/settings/translate'),
  'POST /settings/translate': fixed('admin', '/settings/translate'),
  'GET /supplement-topics/:id/english': at('admin', (c) => `/supplement-topics/${c.freeTopic.id}/english`),
  'POST /supplement-topics/:id/english': at('admin', (c) => `/supplement-topics/${c.freeTopic.id}/english`),

  'POST /suggestions': fixed('user', '/suggestions'),
  'GET /suggestions': fixed('admin', '/suggestions'),
  'DELETE /suggestions/:id': fixed('admin', `/suggestions/${MISSING_ID}`),

  'GET /notifications': fixed('admin', '/notifications'),
  'POST /notifications': fixed('admin', '/notifications'),
  'GET /inbox': fixed('user', '/inbox'),
  'POST /inbox/:id/read': fixed('user', `/inbox/${MISSING_ID}/read`),
  'POST /device-tokens': fixed('user', '/device-tokens'),
  'DELETE /device-tokens/:token': fixed('user', '/device-tokens/missing-token'),
  'POST /user-details/notifications': fixed('user', '/user-details/notifications'),

  'GET /content-versions': at('admin', (c) => `/content-versions?type=topic&item_id=${c.freeTopic.id}`),
  'GET /content-versions/:id': fixed('admin', '/content-versions/topic-1-missing'),
  'POST /content-versions/:id/restore': fixed('admin', '/content-versions/topic-1-missing/restore'),
  'GET /trash': fixed('admin', '/trash'),
  'POST /trash/:id/restore': fixed('admin', '/trash/missing/restore'),
  'GET /audit-logs': fixed('admin', '/audit-logs'),

  'GET /favorites': fixed('user', '/favorites'),
  'GET /favorites/supplement/:id': at('user', (c) => `/favorites/supplement/${c.paidSupplement.id}`),
  'POST /favorites': fixed('user', '/favorites'),
  'GET /recently-viewed': fixed('user', '/recently-viewed'),
  'POST /recently-viewed': fixed('user', '/recently-viewed'),

  'GET /search': fixed('public', '/search?search=magnesio'),

  'GET /plans': fixed('public', '/plans'),
  'POST /session/confirm-password': fixed('user', '/session/confirm-password'),
  'POST /subscriptions': fixed('user', '/subscriptions'),
  'DELETE /subscriptions': fixed('user', '/subscriptions'),
  'GET /subscriptions/current': fixed('user', '/subscriptions/current'),
  'GET /subscriptions-premium': fixed('admin', '/subscriptions-premium'),

  // Doses by population: reference values are public facts, for paid supplements too (docs/decisions/doses-and-forms.md, "Doses by population (API)").
  'GET /supplements/slug/:slug/doses': {
    access: 'public',
    calls: [{ label: 'a premium-only supplement (reference values stay public)', path: (c) => `/supplements/slug/${c.paidSupplement.slug}/doses`, outcomes: { anonymous: 200, user: 200, premium: 200, admin: 200 } }],
  },
  'GET /nutrients': fixed('admin', '/nutrients'),
  'GET /nutrients/:id': fixed('admin', `/nutrients/${MISSING_ID}`),
  'POST /nutrients': fixed('admin', '/nutrients'),
  'POST /nutrients/:id': fixed('admin', `/nutrients/${MISSING_ID}`),
  'DELETE /nutrients/:id': fixed('admin', `/nutrients/${MISSING_ID}`),
  'GET /supplements/:id/forms/chemistry': at('admin', (c) => `/supplements/${c.freeSupplement.id}/forms/chemistry`),
  'GET /supplement-forms/:id': fixed('admin', `/supplement-forms/${MISSING_ID}`),
  'POST /supplement-forms': fixed('admin', '/supplement-forms'),
  'POST /supplement-forms/:id': fixed('admin', `/supplement-forms/${MISSING_ID}`),
  'DELETE /supplement-forms/:id': fixed('admin', `/supplement-forms/${MISSING_ID}`),
};
