import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { signedInCaller, type SignedInCaller } from '../../test/accounts.js';
import { seededClinical } from '../../test/clinical-seed.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { publishSearchIndex } from '../search/port.js';
import { createSearchRepository } from '../search/repository.js';

/**
 * No paid text of an interaction reaches a free user or an anonymous caller by any route (issue 31):
 * every route that answers interactions, search, the typeahead, the forms and the dashboard's
 * history is asked for every seeded interaction, and no mechanism, management, timing or reference
 * title (Portuguese or English) comes back. A premium user asking the same finds them, so the
 * test can fail.
 */
let ctx: TestContext;
let freeUser: SignedInCaller;
let premiumUser: SignedInCaller;
const seed = seededClinical();

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
  await publishSearchIndex(createSearchRepository(ctx.deps.store, ctx.deps.blobs));
  [freeUser, premiumUser] = await Promise.all([signedInCaller(ctx, 'user'), signedInCaller(ctx, 'premium')]);
}, 60_000);
afterAll(() => ctx?.close());

/** Every paid phrase of the seeded interactions, in both languages. */
const PAID = [
  ...new Set(
    seed.interactions.flatMap((record) => [
      record.mechanism,
      record.management,
      ...(record.timing ? [record.timing] : []),
      ...Object.values(record.i18n?.en ?? {}).filter((text): text is string => typeof text === 'string'),
      ...record.references.map((reference) => reference.title),
    ]),
  ),
];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const sideItem = (record: (typeof seed.interactions)[number]) => ({ kind: record.other_kind, id: record.other_id });
const names = [...seed.drugs, ...seed.drugClasses, ...seed.conditions].map((doc) => doc.name);
const supplementIds = [...new Set(seed.interactions.flatMap((record) => [record.supplement_id, ...(record.other_kind === 'supplement' ? [record.other_id] : [])]))];
const slugs = supplementIds.map((id) => seed.supplements.find((supplement) => supplement.id === id)!.slug);

/** Every request a reader can make that touches interactions, drugs or conditions. */
function requests(): { label: string; request: () => Test }[] {
  const api = ctx.api;
  return [
    ...seed.interactions.map((record) => ({
      label: `check #${record.id}`,
      request: () => api.post('/api/v1/interactions/check').send({ items: [record.form_id ? { kind: 'form', id: record.form_id } : { kind: 'supplement', id: record.supplement_id }, sideItem(record)] }),
    })),
    ...slugs.map((slug) => ({ label: `monograph ${slug}`, request: () => api.get(`/api/v1/supplements/slug/${slug}/interactions`) })),
    ...supplementIds.map((id) => ({ label: `forms ${id}`, request: () => api.get(`/api/v1/supplements/${id}/forms`) })),
    ...names.flatMap((name) => [
      { label: `search ${name}`, request: () => api.get('/api/v1/search').query({ search: name, page: 1 }) },
      { label: `options ${name}`, request: () => api.get('/api/v1/interactions/options').query({ search: name }) },
    ]),
    ...['varfarina', 'Marevan', 'anticoagulante', 'gestante', 'magnésio', 'ferro'].map((term) => ({ label: `search ${term}`, request: () => api.get('/api/v1/search').query({ search: term, page: 1 }) })),
    { label: 'interactions list', request: () => api.get('/api/v1/interactions') },
    { label: 'interaction', request: () => api.get('/api/v1/interactions/1') },
    { label: 'versions', request: () => api.get('/api/v1/content-versions').query({ type: 'interaction', item_id: 1 }) },
    { label: 'trash', request: () => api.get('/api/v1/trash').query({ type: 'interaction' }) },
    { label: 'audit', request: () => api.get('/api/v1/audit-logs') },
    { label: 'drugs', request: () => api.get('/api/v1/drugs') },
  ];
}

async function leaks(caller: SignedInCaller | undefined): Promise<string[]> {
  const found: string[] = [];
  for (const { label, request } of requests()) {
    const response = await (caller ? caller.auth(request()) : request());
    expect(response.status, label).toBeLessThan(500);
    const text = strings(response.body).join('\n');
    for (const phrase of PAID) if (text.includes(phrase)) found.push(`${label}: ${phrase.slice(0, 60)}`);
  }
  return found;
}

describe('paid text of interactions', () => {
  it('has phrases to look for', () => {
    expect(PAID.length).toBeGreaterThan(100);
  });

  it('never reaches an anonymous caller', async () => {
    expect(await leaks(undefined)).toEqual([]);
  });

  it('never reaches a free user', async () => {
    expect(await leaks(freeUser)).toEqual([]);
  });

  it('reaches a premium user through the checker and the monograph', async () => {
    const found = await leaks(premiumUser);
    expect(found.some((entry) => entry.startsWith('check #'))).toBe(true);
    expect(found.some((entry) => entry.startsWith('monograph '))).toBe(true);
  });
});
