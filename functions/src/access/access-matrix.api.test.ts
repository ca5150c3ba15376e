import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../platform/app.js';
import { operationKey, type RouteDef } from '../http/routes.js';
import { signedInCaller, type SignedInCaller } from '../test/accounts.js';
import { createCategory, createSupplement, createTopic } from '../test/catalogue.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { ACCESS_MATRIX, ACCESS_OUTCOMES, CALLERS, type CallerName, type MatrixCatalogue, type Outcome } from './matrix.js';

interface Answer {
  key: string;
  route: RouteDef;
  label?: string;
  caller: CallerName;
  expected: Outcome;
  status: number;
  body: unknown;
}

let ctx: TestContext;
let routes: RouteDef[];
const answers: Answer[] = [];

async function buildCatalogue(admin: SignedInCaller): Promise<MatrixCatalogue> {
  const category = await createCategory(ctx, admin);
  const freeSupplement = await createSupplement(ctx, admin, category.id, { name: 'Magnésio Matriz', is_paid: '0' });
  const paidSupplement = await createSupplement(ctx, admin, category.id, { is_paid: '1' });
  const freeTopic = await createTopic(ctx, admin, freeSupplement.id, { is_paid: '0' });
  const paidTopic = await createTopic(ctx, admin, freeSupplement.id, { is_paid: '1' });
  const paidSupplementTopic = await createTopic(ctx, admin, paidSupplement.id, { is_paid: '0' });
  return { category, freeSupplement, paidSupplement, freeTopic, paidTopic, paidSupplementTopic };
}

/** 'allowed' is past the guard: not 401/403, and not a crash (500); a deliberate 503 counts as past it. */
const matches = (status: number, expected: Outcome) =>
  expected === 'allowed' ? status !== 401 && status !== 403 && status !== 500 : status === expected;

/** Routes that end the caller's sessions go last, so every other call runs with valid tokens. */
const walkOrder = (list: RouteDef[]) =>
  [...list].sort((a, b) => Number(Boolean(ACCESS_MATRIX[operationKey(a)]?.endsSession)) - Number(Boolean(ACCESS_MATRIX[operationKey(b)]?.endsSession)));

beforeAll(async () => {
  ctx = await createTestContext();
  const [user, premium, admin] = await Promise.all([signedInCaller(ctx, 'user'), signedInCaller(ctx, 'premium'), signedInCaller(ctx, 'admin')]);
  const signedIn: Record<Exclude<CallerName, 'anonymous'>, SignedInCaller> = { user, premium, admin };
  const catalogue = await buildCatalogue(admin);
  routes = apiRoutes(ctx.deps);

  for (const route of walkOrder(routes)) {
    const key = operationKey(route);
    const entry = ACCESS_MATRIX[key];
    for (const call of entry?.calls ?? []) {
      for (const caller of CALLERS) {
        const request = ctx.api[route.method](`/api/v1${call.path(catalogue)}`);
        const response = await (caller === 'anonymous' ? request : signedIn[caller].auth(request));
        const expected = (call.outcomes ?? ACCESS_OUTCOMES[entry?.access ?? route.access])[caller];
        answers.push({ key, route, label: call.label, caller, expected, status: response.status, body: response.body });
      }
    }
  }
}, 120_000);
afterAll(() => ctx.close());

describe('the access matrix', () => {
  it('has an entry for every route, and the access each route declares is the one expected', () => {
    const declared = routes.map(operationKey);
    expect(declared.filter((key) => !(key in ACCESS_MATRIX)), 'routes missing from ACCESS_MATRIX').toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !declared.includes(key as never)), 'entries without a route').toEqual([]);
    const wrongAccess = routes.filter((route) => ACCESS_MATRIX[operationKey(route)]?.access !== route.access).map(operationKey);
    expect(wrongAccess).toEqual([]);
  });

  it('answers anonymous, user, premium and admin callers as their access allows, on every route', () => {
    expect(answers.length).toBeGreaterThanOrEqual(routes.length * CALLERS.length);
    const wrong = answers
      .filter((answer) => !matches(answer.status, answer.expected))
      .map(({ key, label, caller, expected, status, body }) => ({ call: label ? `${key} (${label})` : key, caller, expected, status, body }));
    expect(wrong).toEqual([]);
  });

  it('keeps paid topic content from callers without premium', () => {
    const gated = answers.filter((answer) => answer.label?.includes('paid') && (answer.caller === 'anonymous' || answer.caller === 'user'));
    expect(gated.length).toBe(6);
    for (const answer of gated) expect(answer.body).toMatchObject({ code: 'premium_required' });
  });

  it("refuses the premium routes to free accounts with code 'premium_required' and to anonymous callers with 401", () => {
    const premiumOnly = answers.filter((answer) => answer.route.access === 'premium');
    expect(premiumOnly.length).toBeGreaterThanOrEqual(9 * 4);
    for (const answer of premiumOnly.filter((each) => each.caller === 'user')) expect([answer.key, answer.status, answer.body]).toMatchObject([answer.key, 403, { code: 'premium_required' }]);
    for (const answer of premiumOnly.filter((each) => each.caller === 'anonymous')) expect([answer.key, answer.status]).toEqual([answer.key, 401]);
  });

  it('answers every 200 in the shape its route definition gives it (the contract\'s answer, the OpenAPI document)', () => {
    const off = answers
      .filter((answer) => answer.status === 200)
      .flatMap((answer) => {
        const result = answer.route.answer?.safeParse(answer.body);
        return result && !result.success ? [{ key: answer.key, caller: answer.caller, issues: result.error.issues.slice(0, 3) }] : [];
      });
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(60);
    expect(off).toEqual([]);
  });
});
