import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InteractionOption } from '../../contract/interactions-answers.js';
import { seedCatalogue } from '../../local/seed/seed-catalogue.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

/**
 * The typeahead's chemical forms on the seeded catalogue (issue 38, item 3): the right form first.
 * The builder asks for forms only; the checker for every kind (forms come in the same order).
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.deps.store, { writeImage: async () => {}, demoUsers: false });
}, 60_000);
afterAll(() => ctx?.close());

const options = async (search: string, kinds: string | undefined, language = 'pt-BR') => {
  const request = ctx.api.get('/api/v1/interactions/options').set('Accept-Language', language).query({ search, ...(kinds ? { kinds } : {}) });
  return (await request.expect(200)).body.items as InteractionOption[];
};
const forms = async (search: string, kinds: string | undefined = 'form', language = 'pt-BR') =>
  (await options(search, kinds, language)).filter((option) => option.kind === 'form');
const first = async (search: string, kinds?: string) => (await forms(search, kinds))[0];

describe('GET interactions/options: chemical forms', () => {
  it("finds colecalciferol by the nutrient's name, the supplement's and the form's: 'vitamina d', 'vit d3', 'd3', 'vitamina D3'", async () => {
    for (const search of ['vitamina d', 'vit d3', 'd3', 'vitamina D3', 'Vitamina D3']) {
      expect(await first(search), search).toMatchObject({ name: 'Colecalciferol (D3)', detail: 'Vitamina D3' });
    }
  });

  it("puts the catalogue's counted form before a Nutra Fórmula's component, which names its formula", async () => {
    const magnesium = await forms('magnésio bisglicinato');
    expect(magnesium[0]).toMatchObject({ name: 'Magnésio quelato (bisglicinato)', detail: 'Magnésio' });
    expect(magnesium).toContainEqual(expect.objectContaining({ name: 'Magnésio bisglicinato', detail: 'Parte da fórmula “Fórmula Sono Tranquilo”' }));
    const vitaminD = await forms('vitamina D3');
    const component = vitaminD.findIndex((option) => option.detail === 'Parte da fórmula “Fórmula Imunidade”');
    expect(component).toBeGreaterThan(0);
    expect(vitaminD.slice(0, component).every((option) => option.detail === 'Vitamina D3')).toBe(true);
  });

  it("finds 'ferro quelato' as Ferro bisglicinato (quelato), and the checker's list orders forms the same way", async () => {
    expect(await first('ferro quelato')).toMatchObject({ name: 'Ferro bisglicinato (quelato)', detail: 'Ferro' });
    expect(await first('zinco quelato')).toMatchObject({ name: 'Zinco quelato (bisglicinato)' });
    expect(await first('selênio quelato')).toMatchObject({ name: 'Selênio quelato (glicinato)' });
    expect(await first('magnésio citrato')).toMatchObject({ name: 'Citrato de magnésio' });
    // The checker asks for every kind.
    expect(await first('magnésio bisglicinato', undefined)).toMatchObject({ name: 'Magnésio quelato (bisglicinato)' });
    expect(await first('vitamina d', undefined)).toMatchObject({ name: 'Colecalciferol (D3)' });
  });

  it('says which units apply to each form, the default always among them', async () => {
    expect((await first('colecalciferol'))?.units).toEqual({ offered: ['mg', 'µg', 'UI'], default: 'UI' });
    // Fórmula Imunidade's 'Vitamina D3' has no UI factor: UI is neither offered nor the default.
    const component = (await forms('vitamina D3')).find((option) => option.detail === 'Parte da fórmula “Fórmula Imunidade”');
    expect(component?.units).toEqual({ offered: ['mg', 'µg'], default: 'mg' });
    expect((await first('selenometionina'))?.units).toEqual({ offered: ['mg', 'µg'], default: 'µg' });
    expect((await first('ferro bisglicinato'))?.units).toEqual({ offered: ['mg', 'µg'], default: 'mg' });
    for (const option of await forms('vitamina')) expect(option.units?.offered).toContain(option.units?.default);
  });

  it("finds a supplement by its English name in the checker's typeahead (issue 41: 'iron' offers Iron)", async () => {
    for (const [search, name] of [['iron', 'Iron'], ['zinc', 'Zinc'], ['magnesium', 'Magnesium']] as const) {
      const [option] = await options(search, undefined, 'en');
      expect(option).toMatchObject({ kind: 'supplement', name });
    }
  });

  it('names forms and formulas in English for an English reader', async () => {
    const [option] = await forms('vitamin d', 'form', 'en');
    expect(option?.name).toMatch(/cholecalciferol/i);
  });
});
