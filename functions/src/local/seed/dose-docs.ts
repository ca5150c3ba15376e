import type { DoseSource, FormulaComponentDoc, FormulaTemplateDoc, NutrientDoc, NutrientGroupDoses, SupplementDoc, SupplementFormDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { CLINICAL_SEEDED_AT } from './clinical-docs.js';
import { DOSE_SOURCES, NUTRIENT_DOSES } from './clinical/doses.js';
import type { GroupDoseReference, NutrientDoseReference, PopulationGroupKey } from './clinical/dose-types.js';
import { ANVISA_LIMITS } from './clinical/anvisa/limits.generated.js';
import { anvisaSourceKey, anvisaSourceRef, servedAnvisaLimit } from './clinical/anvisa/tabulation.js';
import { USUAL_DOSES, type UsualDose } from './clinical/usual-doses.js';
import { seededForm } from './form-counting.js';

/**
 * The demonstration's doses by population as documents (issue 32): one `nutrients` document per
 * reference of clinical/doses.ts (its cited sources only), the chemistry of clinical/doses.ts on the
 * chemical forms, and two seeded 'Nutra Fórmulas' as builder templates. How each form counts toward
 * its nutrient (`basis`, `iu_factor`) is set only where the conversion is confirmed (form-counting.ts).
 */

const stamps = { created_at: CLINICAL_SEEDED_AT, updated_at: CLINICAL_SEEDED_AT, revision: 1 };

function groupDoc(reference: NutrientDoseReference, key: PopulationGroupKey, group: GroupDoseReference, usual: UsualDose | undefined): NutrientGroupDoses {
  // ANVISA's maximum: only a value of the imported tabulation checked against the official text (clinical/anvisa).
  const anvisa = servedAnvisaLimit(ANVISA_LIMITS, reference.key, key, 'max');
  return {
    intake: group.intake ? { ...group.intake } : null,
    upper_level: group.upperLevel ? { ...group.upperLevel } : null,
    anvisa_max: anvisa ? { value: anvisa.value, source: anvisaSourceKey(anvisa) } : null,
    usual_dose: usual ? { ...usual } : null,
  };
}

function sourcesOf(reference: NutrientDoseReference): DoseSource[] {
  const usual = Object.values(USUAL_DOSES[reference.key] ?? {}).map((dose) => dose.source);
  const keys = new Set([...Object.values(reference.groups).flatMap((group) => [group.intake?.source, group.upperLevel?.source]), ...usual].filter((key): key is string => Boolean(key)));
  const anvisa = new Map(Object.keys(reference.groups).flatMap((group) => {
    const row = servedAnvisaLimit(ANVISA_LIMITS, reference.key, group as PopulationGroupKey, 'max');
    return row ? [[anvisaSourceKey(row), anvisaSourceRef(row)] as const] : [];
  }));
  return [
    ...[...keys].map((key) => ({ key, ...(DOSE_SOURCES[key] ?? fail(`source '${key}'`)) })),
    ...[...anvisa].map(([key, ref]) => ({ key, ...ref })),
  ];
}

/** Registry codes a reader can look a compound up by. */
const REGISTRY_CODE = /CAS [\d-]+|UNII \w+|PubChem CID \d+|ECHA InfoCard [\d.]+/g;

/** A form's formula source, its title naming the compound's registry codes where it does not already. */
function formulaSource(key: string, identifier: string | undefined): DoseSource {
  const source = DOSE_SOURCES[key] ?? fail(`source '${key}'`);
  const codes = (identifier?.match(REGISTRY_CODE) ?? []).filter((code) => !source.title.includes(code.replace(/^CAS /, '')));
  return { key, title: codes.length > 0 ? `${source.title} (${codes.join('; ')})` : source.title, url: source.url };
}

export interface DoseDocs {
  nutrients: NutrientDoc[];
  forms: SupplementFormDoc[];
  templates: FormulaTemplateDoc[];
}

export function buildDoseDocs(supplements: readonly SupplementDoc[], forms: readonly SupplementFormDoc[]): DoseDocs {
  const supplementByName = new Map(supplements.map((supplement) => [supplement.name, supplement]));
  const supplementOf = (name: string) => supplementByName.get(name) ?? fail(`supplement '${name}'`);

  const nutrients = NUTRIENT_DOSES.map((reference, index): NutrientDoc => ({
    id: index + 1,
    name: reference.name.pt,
    name_en: reference.name.en,
    slug: reference.key,
    unit: reference.unit,
    expressed_as: reference.expressedAs.pt,
    element: reference.element,
    upper_level_scope: reference.upperLevelScope,
    supplement_ids: reference.supplements.map((name) => supplementOf(name).id),
    groups: Object.fromEntries(Object.entries(reference.groups).map(([key, group]) => [key, groupDoc(reference, key as PopulationGroupKey, group, USUAL_DOSES[reference.key]?.[key as PopulationGroupKey])])) as NutrientDoc['groups'],
    sources: sourcesOf(reference),
    keywords: buildKeywords(reference.name.pt, reference.name.en),
    i18n: { en: { expressed_as: reference.expressedAs.en } },
    ...stamps,
  }));
  const nutrientOfSupplement = new Map(nutrients.flatMap((nutrient) => nutrient.supplement_ids.map((id) => [id, nutrient] as const)));
  const supplementNameById = new Map(supplements.map((supplement) => [supplement.id, supplement.name]));

  const enriched = forms.map((form): SupplementFormDoc => {
    const seeded = seededForm(supplementNameById.get(form.supplement_id) ?? '', form.name);
    const nutrient = nutrientOfSupplement.get(form.supplement_id) ?? null;
    if (!seeded || !nutrient) return form;
    const { chemistry: entry, counting } = seeded;
    return {
      ...form,
      formula: entry.formula,
      formula_source: entry.formulaSource ? formulaSource(entry.formulaSource, entry.identifier) : null,
      nutrient_id: nutrient.id,
      basis: counting.basis ?? null,
      moiety_formula: counting.moiety_formula ?? null,
      iu_factor: counting.iu_factor ?? null,
      intake_factor: counting.intake_factor ?? null,
      counts_toward_upper_level: counting.counts_toward_upper_level ?? true,
      ...stamps,
    };
  });

  const formId = (supplement: string, form: string) =>
    enriched.find((doc) => doc.supplement_id === supplementOf(supplement).id && doc.name === form)?.id ?? fail(`form '${form}' of '${supplement}'`);
  const component = (supplement: string, form: string, amount: number, unit: FormulaComponentDoc['unit']): FormulaComponentDoc => ({ form_id: formId(supplement, form), amount, unit });

  // Two of the seeded Nutra Fórmulas (data/nutra-formulas.ts), their composition rows as printed.
  const templates: FormulaTemplateDoc[] = [
    {
      id: 1, supplement_id: supplementOf('Fórmula Imunidade').id, name: 'Fórmula Imunidade', name_en: 'Immunity Formula',
      components: [
        component('Vitamina C', 'Ascorbato de sódio', 500, 'mg'),
        component('Zinco', 'Zinco quelato (bisglicinato)', 15, 'mg'),
        component('Vitamina D3', 'Colecalciferol (D3)', 2000, 'UI'),
        component('Selênio', 'Selênio quelato (glicinato)', 50, 'µg'),
      ],
      pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 1, duration_days: 90,
      unmapped: ['Quercetina 250 mg'],
    },
    {
      id: 2, supplement_id: supplementOf('Fórmula Sono Tranquilo').id, name: 'Fórmula Sono Tranquilo', name_en: 'Restful Sleep Formula',
      components: [component('Magnésio', 'Magnésio quelato (bisglicinato)', 200, 'mg'), component('Glicina', 'Glicina livre', 1000, 'mg')],
      pharmaceutical_form: 'capsula', units_per_dose: 1, doses_per_day: 1, duration_days: null,
      unmapped: ['L-teanina 200 mg', 'Melatonina 0,21 mg'],
    },
  ];

  return { nutrients, forms: enriched, templates };
}

function fail(what: string): never {
  throw new Error(`The dose seed names an unknown ${what}`);
}
