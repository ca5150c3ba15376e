import { randomBytes } from 'node:crypto';
import { POPULATION_GROUP_NAMES } from '../../contract/doses.js';
import {
  FORMULA_DELETED,
  type FormulaComputeAnswer,
  type FormulaListAnswer,
  type FormulaSummary,
  type FormulaTemplatesAnswer,
  type Prescriber,
  type SavedFormula,
} from '../../contract/formulas-answers.js';
import { UNIT_NOT_APPLICABLE, crnRegionOfState, type FormulaComputeData, type FormulaData, type FormulaUpdateData, type PrescriberData } from '../../contract/formulas.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { CheckItem } from '../../contract/interactions.js';
import type { ConditionDoc, CouncilRegistration, DrugDoc, FormulaDoc, Locale, SupplementDoc, SupplementFormDoc, UserDoc } from '../../domain/docs.js';
import { computeFormula, unitProblems, type FormulaPlan } from '../../domain/formula-totals.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, conflict, editConflict, notFound } from '../../http/errors.js';
import { mapPage } from '../../store/paginate.js';
import type { InteractionsReadService } from '../interactions/port.js';
import type { FormulasRepository } from './repository.js';

export const FORMULA_NOT_FOUND = 'Fórmula não encontrada';
export const FORMULA_EDIT_CONFLICT = 'Esta fórmula foi alterada em outra janela ou outro aparelho. Recarregue para ver a versão salva.';
export const COPY_SUFFIX = ' (cópia)';
/**
 * Saved formulas per account: years of a busy clinician's patients, and a bound on what one account
 * stores and what 'Baixar meus dados' reads at once. Counted on the profile (`saved_formulas`) in the
 * transaction that saves or deletes one, so saves at the same moment cannot pass it.
 */
export const MAX_SAVED_FORMULAS = 5_000;
export const SAVED_FORMULAS_FULL = `Você atingiu o limite de ${MAX_SAVED_FORMULAS.toLocaleString('pt-BR')} fórmulas salvas. Exclua as que não usa mais para salvar outras.`;
const MAX_NAME = 120;

/** The reads of drugs and conditions (drugs/port.ts: clinicalReader). */
export interface ClinicalReads {
  getMany(kind: 'drug', ids: readonly number[]): Promise<DrugDoc[]>;
  getMany(kind: 'condition', ids: readonly number[]): Promise<ConditionDoc[]>;
}

export interface FormulasDeps {
  formulas: FormulasRepository;
  clinical: ClinicalReads;
  /** The checker, handed the documents the formula's computation read already (issue 40 item 5). */
  checker: Pick<InteractionsReadService, 'checkKnowing'>;
  now: () => Date;
}

/** What a computation needs: the formula's fields (a saved formula has them too). */
type Plan = FormulaPlan & Pick<FormulaComputeData, 'drug_ids' | 'condition_ids'>;

/** The distinct forms a formula names (its `form_ids`: what a form's deletion looks for). */
const formIdsOf = (components: readonly { form_id: number }[]) => [...new Set(components.map((component) => component.form_id))];
const newFormulaId = () => randomBytes(12).toString('base64url');
const byId = <T extends { id: number }>(docs: readonly T[]) => new Map(docs.map((doc) => [doc.id, doc]));
const typed = (doc: { name: string; name_en: string }, locale: Locale) => (locale === 'en' ? doc.name_en || doc.name : doc.name);
const supplementName = (doc: SupplementDoc, locale: Locale) => (locale === 'en' ? doc.i18n?.en?.name || doc.name : doc.name);

/** The formula builder: computing a formula (one call), the caller's saved formulas, the templates and the prescriber. */
export function createFormulasService(deps: FormulasDeps) {
  /** Every document a formula names; 400 naming each unknown form, drug or condition by its field. */
  async function readNamed(plan: Pick<Plan, 'components' | 'drug_ids' | 'condition_ids'>) {
    const [forms, drugs, conditions] = await Promise.all([
      deps.formulas.forms(plan.components.map((component) => component.form_id)),
      deps.clinical.getMany('drug', plan.drug_ids),
      deps.clinical.getMany('condition', plan.condition_ids),
    ]);
    const [supplements, nutrients] = await Promise.all([
      deps.formulas.supplements(forms.map((form) => form.supplement_id)),
      deps.formulas.nutrients(forms.flatMap((form) => (typeof form.nutrient_id === 'number' ? [form.nutrient_id] : []))),
    ]);
    return { forms: byId(forms), supplements: byId(supplements), nutrients: byId(nutrients), drugs: byId(drugs), conditions: byId(conditions) };
  }
  type Named = Awaited<ReturnType<typeof readNamed>>;

  /**
   * The refusals of bad references (400) and of units that do not apply (422), each on its field; a
   * form is named in the caller's language (the error middleware words the rest: contract/messages-en.ts).
   */
  function refuseInvalid(plan: Pick<Plan, 'components' | 'drug_ids' | 'condition_ids'>, named: Named, locale: Locale): void {
    const unknown: Record<string, string[]> = {};
    plan.components.forEach((component, index) => {
      const form = named.forms.get(component.form_id);
      if (!form || !named.supplements.has(form.supplement_id)) unknown[`components.${index}.form_id`] = [`Forma química não encontrada (id ${component.form_id})`];
    });
    plan.drug_ids.forEach((id, index) => {
      if (!named.drugs.has(id)) unknown[`drug_ids.${index}`] = [`Medicamento não encontrado (id ${id})`];
    });
    plan.condition_ids.forEach((id, index) => {
      if (!named.conditions.has(id)) unknown[`condition_ids.${index}`] = [`Condição não encontrada (id ${id})`];
    });
    const first = Object.values(unknown)[0]?.[0];
    if (first) throw new AppError(400, first, unknown);
    const problems = unitProblems(plan.components, named.forms);
    if (problems.length > 0) {
      const errors = Object.fromEntries(problems.map(({ index, form }) => [`components.${index}.unit`, [`${UNIT_NOT_APPLICABLE} ${typed(form, locale)}`]]));
      throw new AppError(422, Object.values(errors)[0]![0]!, errors);
    }
  }

  async function compute(plan: Plan, locale: Locale): Promise<FormulaComputeAnswer> {
    const named = await readNamed(plan);
    refuseInvalid(plan, named, locale);
    const totals = computeFormula(plan, named, locale);
    const items: CheckItem[] = [
      ...plan.components.map((component) => ({ kind: 'form' as const, id: component.form_id })),
      ...plan.drug_ids.map((id) => ({ kind: 'drug' as const, id })),
      ...plan.condition_ids.map((id) => ({ kind: 'condition' as const, id })),
    ];
    const known = { form: [...named.forms.values()], supplement: [...named.supplements.values()], drug: [...named.drugs.values()], condition: [...named.conditions.values()] };
    const interactions = await deps.checker.checkKnowing(items, { locale, premium: true }, known);
    return { population: { key: plan.population, name: POPULATION_GROUP_NAMES[plan.population][locale] }, ...totals, interactions };
  }

  /** The caller's formula; another account's (or none) is the same 404, so ids leak nothing. */
  function owned(doc: FormulaDoc | null, uid: string): FormulaDoc {
    if (!doc || doc.owner_uid !== uid) throw notFound(FORMULA_NOT_FOUND);
    return doc;
  }

  async function present(doc: FormulaDoc, locale: Locale): Promise<SavedFormula> {
    const named = await readNamed(doc);
    return presentWith(doc, named, locale);
  }

  function presentWith(doc: FormulaDoc, named: Named, locale: Locale): SavedFormula {
    return {
      ...summaryFields(doc),
      notes: doc.notes,
      components: doc.components.map((component) => {
        const form = named.forms.get(component.form_id);
        const supplement = form ? named.supplements.get(form.supplement_id) : undefined;
        return {
          form_id: component.form_id,
          amount: component.amount,
          unit: component.unit,
          form: form && supplement ? { id: form.id, name: typed(form, locale), supplement_id: supplement.id, supplement_name: supplementName(supplement, locale) } : null,
        };
      }),
      drugs: doc.drug_ids.flatMap((id) => {
        const drug = named.drugs.get(id);
        return drug ? [{ id, name: typed(drug, locale) }] : [];
      }),
      conditions: doc.condition_ids.flatMap((id) => {
        const condition = named.conditions.get(id);
        return condition ? [{ id, name: typed(condition, locale) }] : [];
      }),
      revision: doc.revision,
    };
  }

  const summaryFields = (doc: FormulaDoc) => ({
    id: doc.id,
    name: doc.name,
    patient_name: doc.patient_name,
    population: doc.population,
    pharmaceutical_form: doc.pharmaceutical_form as SavedFormula['pharmaceutical_form'],
    units_per_dose: doc.units_per_dose,
    doses_per_day: doc.doses_per_day,
    duration_days: doc.duration_days,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
  });

  const fieldsOf = (data: FormulaData) => ({
    name: data.name,
    patient_name: data.patient_name,
    notes: data.notes,
    population: data.population,
    components: data.components.map(({ form_id, amount, unit }) => ({ form_id, amount, unit })),
    form_ids: formIdsOf(data.components),
    pharmaceutical_form: data.pharmaceutical_form,
    units_per_dose: data.units_per_dose,
    doses_per_day: data.doses_per_day,
    duration_days: data.duration_days,
    drug_ids: data.drug_ids,
    condition_ids: data.condition_ids,
    keywords: buildKeywords(data.name, data.patient_name),
  });

  const saveCounted = (doc: FormulaDoc) => deps.formulas.createCounted(doc, MAX_SAVED_FORMULAS, () => conflict(SAVED_FORMULAS_FULL));

  async function create(uid: string, data: FormulaData, locale: Locale): Promise<SavedFormula> {
    const named = await readNamed(data);
    refuseInvalid(data, named, locale);
    const now = deps.now().toISOString();
    const doc: FormulaDoc = { id: newFormulaId(), owner_uid: uid, ...fieldsOf(data), revision: 1, created_at: now, updated_at: now };
    await saveCounted(doc);
    return presentWith(doc, named, locale);
  }

  async function update(uid: string, id: string, data: FormulaUpdateData, locale: Locale): Promise<SavedFormula> {
    owned(await deps.formulas.get(id), uid);
    const named = await readNamed(data);
    refuseInvalid(data, named, locale);
    const saved = await deps.formulas.change(id, (current, tx) => {
      const doc = owned(current, uid);
      // The contract requires the revision the edit was based on (formulaUpdateSchema: 422 without it).
      if (data.revision !== doc.revision) throw editConflict(FORMULA_EDIT_CONFLICT, { updated_by: null, updated_at: doc.updated_at });
      const next: FormulaDoc = { ...doc, ...fieldsOf(data), revision: doc.revision + 1, updated_at: deps.now().toISOString() };
      tx.set(deps.formulas.collection, id, next);
      return next;
    });
    return presentWith(saved, named, locale);
  }

  async function duplicate(uid: string, id: string, locale: Locale): Promise<SavedFormula> {
    const source = owned(await deps.formulas.get(id), uid);
    const now = deps.now().toISOString();
    const name = `${source.name.slice(0, MAX_NAME - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    const copy: FormulaDoc = { ...source, id: newFormulaId(), name, keywords: buildKeywords(name, source.patient_name), form_ids: formIdsOf(source.components), revision: 1, created_at: now, updated_at: now };
    await saveCounted(copy);
    return present(copy, locale);
  }

  async function remove(uid: string, id: string): Promise<{ message: string }> {
    await deps.formulas.removeCounted(id, (current) => owned(current, uid));
    return { message: FORMULA_DELETED };
  }

  async function list(uid: string, query: ListQuery, locale: Locale): Promise<FormulaListAnswer> {
    const page = await deps.formulas.listPage(uid, query.search, query.page, PAGE_SIZE);
    const forms = byId(await deps.formulas.forms(page.data.flatMap((doc) => doc.components.map((component) => component.form_id))));
    return mapPage(page, (doc): FormulaSummary => ({
      ...summaryFields(doc),
      components: doc.components.map((component) => {
        const form = forms.get(component.form_id);
        return { form_id: component.form_id, name: form ? typed(form, locale) : '', amount: component.amount, unit: component.unit };
      }),
    }));
  }

  async function templates(locale: Locale): Promise<FormulaTemplatesAnswer> {
    const docs = await deps.formulas.templates();
    const [forms, supplements] = await Promise.all([
      deps.formulas.forms(docs.flatMap((doc) => doc.components.map((component) => component.form_id))),
      deps.formulas.supplements(docs.map((doc) => doc.supplement_id)),
    ]);
    const formById = byId<SupplementFormDoc>(forms);
    const supplementById = byId(supplements);
    return {
      items: docs.flatMap((doc) => {
        const supplement = supplementById.get(doc.supplement_id);
        if (!supplement) return [];
        return [
          {
            id: doc.id,
            name: locale === 'en' ? doc.name_en || doc.name : doc.name,
            supplement: { id: supplement.id, name: supplementName(supplement, locale), slug: supplement.slug },
            // A form removed from the catalogue since is left out: the builder cannot add it.
            components: doc.components.flatMap((component) => {
              const form = formById.get(component.form_id);
              return form ? [{ form_id: component.form_id, amount: component.amount, unit: component.unit, name: typed(form, locale) }] : [];
            }),
            pharmaceutical_form: doc.pharmaceutical_form as FormulaTemplatesAnswer['items'][number]['pharmaceutical_form'],
            units_per_dose: doc.units_per_dose,
            doses_per_day: doc.doses_per_day,
            duration_days: doc.duration_days,
            unmapped: doc.unmapped,
          },
        ];
      }),
    };
  }

  function prescriberOf(user: UserDoc): Prescriber {
    const council = user.council ?? null;
    if (!council) return { name: user.name, council: null, number: null, region: null, state: null, contact: null };
    if (council.council === 'CRN') {
      const region = council.region ?? crnRegionOfState(council.state);
      // A stored CRN whose region cannot be told is asked again (council fields null).
      if (region === null) return { name: user.name, council: null, number: null, region: null, state: null, contact: council.contact ?? null };
      return { name: user.name, council: 'CRN', number: council.number, region, state: null, contact: council.contact ?? null };
    }
    return { name: user.name, council: council.council, number: council.number, region: null, state: council.state ?? null, contact: council.contact ?? null };
  }

  async function savePrescriber(user: UserDoc, data: PrescriberData): Promise<Prescriber> {
    const council: CouncilRegistration = data.council === 'CRN'
      ? { council: 'CRN', number: data.number.toUpperCase(), region: data.region ?? null, state: null, contact: data.contact }
      : { council: data.council, number: data.number.toUpperCase(), region: null, state: data.state ?? null, contact: data.contact };
    await deps.formulas.saveCouncil(user.uid, council, deps.now().toISOString());
    return prescriberOf({ ...user, council });
  }

  return {
    compute,
    list,
    create,
    get: async (uid: string, id: string, locale: Locale) => present(owned(await deps.formulas.get(id), uid), locale),
    computed: async (uid: string, id: string, locale: Locale) => compute(owned(await deps.formulas.get(id), uid) as FormulaDoc & Plan, locale),
    update,
    duplicate,
    remove,
    templates,
    prescriber: prescriberOf,
    savePrescriber,
  };
}
export type FormulasService = ReturnType<typeof createFormulasService>;
