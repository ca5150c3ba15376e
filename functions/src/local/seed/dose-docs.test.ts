import { describe, expect, it } from 'vitest';
import { elementalFraction } from '../../domain/chemistry/formula.js';
import { isElementSymbol } from '../../domain/chemistry/elements.js';
import { presentFormChemistry } from '../../modules/doses/present.js';
import { buildCatalogue } from './catalogue.js';
import { buildClinicalDocs } from './clinical-docs.js';
import { buildDoseDocs } from './dose-docs.js';

const { supplements, topics } = buildCatalogue();
const { nutrients, forms, templates } = buildDoseDocs(supplements, buildClinicalDocs(supplements).forms);

describe('seeded doses as documents', () => {
  it('writes one nutrient per dose reference, every value citing a source it lists', () => {
    expect(nutrients.length).toBe(15);
    for (const nutrient of nutrients) {
      const keys = new Set(nutrient.sources.map((source) => source.key));
      for (const group of Object.values(nutrient.groups)) {
        for (const source of [group.intake?.source, group.upper_level?.source, group.anvisa_max?.source, group.usual_dose?.source]) if (source) expect(keys, `${nutrient.name}: ${source}`).toContain(source);
      }
    }
  });

  it("fills 'Dose usual' only where a cited source states one: WHO's 30–60 mg of elemental iron for gestantes", () => {
    const filled = nutrients.flatMap((nutrient) => Object.entries(nutrient.groups).filter(([, group]) => group.usual_dose).map(([key, group]) => ({ nutrient: nutrient.slug, key, dose: group.usual_dose })));
    expect(filled).toEqual([{ nutrient: 'ferro', key: 'gestantes', dose: { low: 30, high: 60, source: 'who-anc-daily-iron' } }]);
    const iron = nutrients.find((nutrient) => nutrient.slug === 'ferro');
    expect(iron?.sources.find((source) => source.key === 'who-anc-daily-iron')?.title).toMatch(/^WHO recommendation on daily oral iron/);
  });

  it("counts a mineral form by its element's share in its formula, and leaves unconfirmed forms uncounted", () => {
    const bisglycinate = forms.find((form) => form.name === 'Magnésio quelato (bisglicinato)');
    expect(bisglycinate).toMatchObject({ formula: 'C4H8MgN2O4', basis: 'element', iu_factor: null });
    const magnesium = nutrients.find((nutrient) => nutrient.id === bisglycinate?.nutrient_id);
    expect(magnesium?.element).toBe('Mg');
    for (const form of forms.filter((f) => f.basis === 'element')) {
      const element = nutrients.find((n) => n.id === form.nutrient_id)?.element ?? '';
      expect(isElementSymbol(element), form.name).toBe(true);
      expect(elementalFraction(form.formula as string, element as never).fraction, form.name).toBeGreaterThan(0);
    }
    expect(forms.find((form) => form.name === 'Ferro polimaltosado')).toMatchObject({ formula: null, basis: null });
  });

  it('names every seeded form in English too, and finds it by its English words', () => {
    expect(forms.length).toBeGreaterThan(200);
    for (const form of forms) expect(form.name_en.trim(), form.name).not.toBe('');
    const ferrous = forms.find((form) => form.name === 'Sulfato ferroso');
    expect(ferrous?.name_en).toBe('Ferrous sulfate');
    expect(ferrous?.keywords).toEqual(expect.arrayContaining(['sulfato', 'ferroso', 'ferrous', 'sulfate']));
    // Brand names stay as they are.
    expect(forms.find((form) => form.name === 'Verisol®')?.name_en).toBe('Verisol®');
  });

  it('lets UI apply only to forms with a confirmed factor (vitamin D: 0.025 µg per UI)', () => {
    expect(forms.find((form) => form.name === 'Colecalciferol (D3)')).toMatchObject({ basis: 'whole', iu_factor: 0.025 });
    expect(forms.filter((form) => form.iu_factor).map((form) => form.name).sort()).toEqual(
      ['Acetato de retinila', 'Colecalciferol (D3)', 'Colecalciferol em óleo (TCM)', 'Ergocalciferol (D2)', 'Palmitato de retinila', 'd-alfa-tocoferol (natural)', 'dl-alfa-tocoferol (sintético)'].sort(),
    );
  });

  it("shows in each seeded 'Formas Químicas' topic the share the monograph, the dashboard and the builder compute for the same form", () => {
    const percent = (fraction: number) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction * 100);
    let compared = 0;
    for (const nutrient of nutrients) {
      for (const supplementId of nutrient.supplement_ids) {
        const topic = topics.find((t) => t.supplement_id === supplementId && t.name === 'Formas Químicas');
        const rows = [...(topic?.content ?? '').matchAll(/<tr><td><strong>([^<]+)<\/strong><\/td><td>([^<]*)<\/td>/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);
        expect(rows.length, topic?.name).toBeGreaterThan(0);
        for (const [name, teor] of rows) {
          const form = forms.find((f) => f.supplement_id === supplementId && f.name === name);
          expect(form, name).toBeDefined();
          // The very answer the monograph and the dashboard read (present.ts, form-numbers.ts).
          const { fraction } = presentFormChemistry(form!, nutrient, 'pt');
          if (fraction === null) {
            expect(teor, name).not.toMatch(/\d\s*%/);
          } else if (/%/.test(teor)) {
            expect(teor, name).toBe(form!.basis === 'element' ? `${percent(fraction)} % ${nutrient.element}` : `${percent(fraction)} % de ${nutrient.expressed_as}`);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThanOrEqual(15);
    const magnesium = topics.find((t) => t.supplement.name === 'Magnésio' && t.name === 'Formas Químicas')?.content ?? '';
    expect(magnesium).toContain('<td><strong>Magnésio quelato (bisglicinato)</strong></td><td>14,1 % Mg</td>');
  });

  it('seeds templates whose components are catalogue forms', () => {
    const ids = new Set(forms.map((form) => form.id));
    for (const template of templates) for (const component of template.components) expect(ids.has(component.form_id), template.name).toBe(true);
  });
});
