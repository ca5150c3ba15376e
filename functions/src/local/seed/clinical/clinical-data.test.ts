import { describe, expect, it } from 'vitest';
import { topicReferenceSchema } from '../../../contract/evidence.js';
import type { CategorySeed } from '../types.js';
import { CATEGORY_TREE } from '../data/categories.js';
import { CONDITIONS } from './conditions.js';
import { DRUG_CLASSES, DRUGS } from './drugs.js';
import { INTERACTIONS } from './interactions.js';
import type { Bilingual, InteractionSide, SeedCondition, SeedDrug, SeedDrugClass, SeedInteraction } from './types.js';

interface ClinicalSeed {
  drugClasses: readonly SeedDrugClass[];
  drugs: readonly SeedDrug[];
  conditions: readonly SeedCondition[];
  interactions: readonly SeedInteraction[];
}

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Seeded supplement name → the first cell of each of its `forms` rows. */
function seededForms(tree: readonly CategorySeed[]): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  const visit = (category: CategorySeed) => {
    for (const supplement of category.supplements ?? []) forms.set(supplement.name, new Set(supplement.forms.map(([form]) => form)));
    category.children?.forEach(visit);
  };
  tree.forEach(visit);
  return forms;
}

const sideId = (side: InteractionSide) =>
  side.kind === 'supplement' ? `supplement:${side.name}:${side.form ?? ''}` : `${side.kind}:${side.key}`;

const blank = (text: Bilingual | undefined) => !text || !text.pt.trim() || !text.en.trim();

/** Every reason the clinical seed could not be loaded as the checker expects; empty when it is sound. */
function clinicalSeedProblems(seed: ClinicalSeed, supplements: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const keysOf = (label: string, items: readonly { key: string; name: Bilingual }[]) => {
    const keys = new Set<string>();
    for (const item of items) {
      if (!KEY.test(item.key)) problems.push(`${label} key is not kebab-case ASCII: ${item.key}`);
      if (keys.has(item.key)) problems.push(`${label} key repeated: ${item.key}`);
      if (blank(item.name)) problems.push(`${label} ${item.key} lacks a Portuguese or English name`);
      keys.add(item.key);
    }
    return keys;
  };
  const classKeys = keysOf('drug class', seed.drugClasses);
  const drugKeys = keysOf('drug', seed.drugs);
  const conditionKeys = keysOf('condition', seed.conditions);
  for (const drug of seed.drugs) {
    if (drug.classes.length === 0) problems.push(`drug ${drug.key} has no class`);
    for (const key of drug.classes) if (!classKeys.has(key)) problems.push(`drug ${drug.key} names unknown class ${key}`);
  }

  const checkSupplement = (name: string, form: string | undefined) => {
    const forms = supplements.get(name);
    if (!forms) problems.push(`unknown supplement: ${name}`);
    else if (form !== undefined && !forms.has(form)) problems.push(`unknown form of ${name}: ${form}`);
  };
  const pairs = new Set<string>();
  for (const interaction of seed.interactions) {
    const own: InteractionSide = { kind: 'supplement', ...interaction.supplement };
    const { other } = interaction;
    checkSupplement(interaction.supplement.name, interaction.supplement.form);
    if (other.kind === 'supplement') checkSupplement(other.name, other.form);
    if (other.kind === 'drug' && !drugKeys.has(other.key)) problems.push(`unknown drug: ${other.key}`);
    if (other.kind === 'drug_class' && !classKeys.has(other.key)) problems.push(`unknown drug class: ${other.key}`);
    if (other.kind === 'condition' && !conditionKeys.has(other.key)) problems.push(`unknown condition: ${other.key}`);

    const pair = [sideId(own), sideId(other)].sort().join(' × ');
    if (sideId(own) === sideId(other)) problems.push(`interaction of a supplement with itself: ${pair}`);
    if (pairs.has(pair)) problems.push(`pair repeated: ${pair}`);
    pairs.add(pair);

    if (blank(interaction.mechanism) || blank(interaction.management)) problems.push(`${pair}: mechanism or management missing in a language`);
    if (interaction.timing && blank(interaction.timing)) problems.push(`${pair}: timing missing in a language`);
    if (interaction.references.length === 0) problems.push(`${pair}: no reference`);
    for (const reference of interaction.references) {
      const parsed = topicReferenceSchema.safeParse(reference);
      if (!parsed.success) problems.push(`${pair}: invalid reference "${reference.title}": ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
      else if (parsed.data.doi !== reference.doi || parsed.data.pmid !== reference.pmid) problems.push(`${pair}: reference "${reference.title}" is not stored in its normal form`);
    }
  }
  return problems;
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

const seed: ClinicalSeed = { drugClasses: DRUG_CLASSES, drugs: DRUGS, conditions: CONDITIONS, interactions: INTERACTIONS };
const supplements = seededForms(CATEGORY_TREE);

describe('clinical seed data', () => {
  it('names only seeded supplements, forms, drugs, classes and conditions, with valid references in both languages', () => {
    expect(clinicalSeedProblems(seed, supplements)).toEqual([]);
  });

  it('has at least 40 interactions and 30 drugs, each drug with its names and classes', () => {
    expect(INTERACTIONS.length).toBeGreaterThanOrEqual(40);
    expect(DRUGS.length).toBeGreaterThanOrEqual(30);
  });

  it('puts every seeded drug in at least one interaction, named or through one of its classes (issue 39)', () => {
    const drugKeys = new Set(INTERACTIONS.flatMap((interaction) => (interaction.other.kind === 'drug' ? [interaction.other.key] : [])));
    const classKeys = new Set(INTERACTIONS.flatMap((interaction) => (interaction.other.kind === 'drug_class' ? [interaction.other.key] : [])));
    const silent = DRUGS.filter((drug) => !drugKeys.has(drug.key) && !drug.classes.some((key) => classKeys.has(key))).map((drug) => drug.key);
    expect(silent).toEqual([]);
    expect(INTERACTIONS.length).toBeGreaterThanOrEqual(120);
  });

  it('holds the conditions the checker is demonstrated with', () => {
    const keys = CONDITIONS.map((condition) => condition.key);
    expect(keys).toEqual(expect.arrayContaining(['gestacao', 'lactacao', 'insuficiencia-renal', 'hepatopatia', 'anticoagulacao', 'cirurgia-programada']));
    expect(DRUGS.find((drug) => drug.key === 'varfarina')?.brands).toEqual(expect.arrayContaining(['Marevan', 'Coumadin']));
  });

  it('answers the demonstration list "Magnésio, Ferro, varfarina, gestação" with more than one interaction', () => {
    const warfarin = DRUGS.find((drug) => drug.key === 'varfarina');
    const inList = (side: InteractionSide) =>
      (side.kind === 'supplement' && ['Magnésio', 'Ferro'].includes(side.name)) ||
      (side.kind === 'drug' && side.key === 'varfarina') ||
      (side.kind === 'drug_class' && (warfarin?.classes ?? []).includes(side.key)) ||
      (side.kind === 'condition' && side.key === 'gestacao');
    const found = INTERACTIONS.filter((interaction) => inList({ kind: 'supplement', ...interaction.supplement }) && inList(interaction.other));
    expect(found.length).toBeGreaterThan(1);
  });

  it('reports a renamed supplement, an unknown form, an unknown drug, a repeated pair and a reference without DOI or PMID', () => {
    const first = at(INTERACTIONS, 0);
    const second = at(INTERACTIONS, 1);
    const broken: ClinicalSeed = {
      ...seed,
      interactions: [
        { ...first, supplement: { name: 'Magnesio' } },
        { ...second, supplement: { name: 'Ferro', form: 'Ferro mágico' } },
        { ...second, other: { kind: 'drug', key: 'nao-existe' } },
        second,
        second,
        { ...second, other: { kind: 'condition', key: 'gestacao' }, references: [{ ...at(second.references, 0), doi: null, pmid: null }] },
      ],
    };
    const problems = clinicalSeedProblems(broken, supplements);
    expect(problems).toEqual(expect.arrayContaining([
      'unknown supplement: Magnesio',
      'unknown form of Ferro: Ferro mágico',
      'unknown drug: nao-existe',
      expect.stringMatching(/^pair repeated: /),
      expect.stringMatching(/Informe o DOI ou o PMID/),
    ]));
  });

  it('reports a drug naming a class that does not exist and a repeated key', () => {
    const drug = at(DRUGS, 0);
    const problems = clinicalSeedProblems({ ...seed, drugs: [...DRUGS, { ...drug, classes: ['classe-inexistente'] }], interactions: [] }, supplements);
    expect(problems).toEqual(expect.arrayContaining([`drug key repeated: ${drug.key}`, `drug ${drug.key} names unknown class classe-inexistente`]));
  });
});
