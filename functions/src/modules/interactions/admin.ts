import type { InteractionAdmin, InteractionRow } from '../../contract/interactions-answers.js';
import type { InteractionData, InteractionListQuery, InteractionUpdateData } from '../../contract/interactions.js';
import { PAGE_SIZE } from '../../contract/list.js';
import { COLLECTIONS, type Actor, type InteractionDoc, type SupplementDoc, type SupplementFormDoc } from '../../domain/docs.js';
import { interactionName } from '../../domain/interaction-name.js';
import { buildKeywords } from '../../domain/keywords.js';
import { AppError, notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store, Transaction } from '../../store/port.js';
import { createContentWriter } from '../content/port.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { pairKey, sideKey } from './keys.js';
import { emptyNames, type Names } from './names.js';
import type { InteractionsReadService } from './service.js';
import type { InteractionsRepository } from './repository.js';

export const INTERACTION_NOT_FOUND = 'Interação não encontrada';
export const INTERACTION_EXISTS = 'Esta interação já está cadastrada';
const FORM_NOT_OF_SUPPLEMENT = 'Forma química não pertence ao suplemento';
const OTHER_NOT_FOUND: Record<InteractionData['other_kind'], string> = {
  supplement: 'Suplemento não encontrado',
  drug: 'Medicamento não encontrado',
  drug_class: 'Classe de medicamentos não encontrada',
  condition: 'Condição não encontrada',
};
const OTHER_COLLECTION: Record<InteractionData['other_kind'], string> = {
  supplement: COLLECTIONS.supplements,
  drug: COLLECTIONS.drugs,
  drug_class: COLLECTIONS.drugClasses,
  condition: COLLECTIONS.conditions,
};
const TRANSLATED = ['mechanism', 'management', 'timing'] as const;

const invalid = (field: string, message: string) => new AppError(422, message, { [field]: [message] });

/** The words the dashboard's list search finds an interaction by, and its name. */
interface SideNames {
  keywords: string[];
  name: string;
}

/** The sides must exist, a form must be its supplement's, and the pair (with its forms) must be new. Answers the sides' Portuguese names and the interaction's name. */
async function checkSides(tx: Transaction, input: InteractionData, editing: number | null): Promise<SideNames> {
  const supplement = await tx.get<SupplementDoc>(COLLECTIONS.supplements, String(input.supplement_id));
  if (!supplement) throw invalid('supplement_id', OTHER_NOT_FOUND.supplement);
  const other = await tx.get<{ name: string }>(OTHER_COLLECTION[input.other_kind], String(input.other_id));
  if (!other) throw invalid('other_id', OTHER_NOT_FOUND[input.other_kind]);
  const names = [supplement.name, other.name];
  const forms: (string | null)[] = [null, null];
  for (const [side, field, formId, supplementId] of [
    [0, 'form_id', input.form_id, input.supplement_id],
    [1, 'other_form_id', input.other_form_id, input.other_id],
  ] as const) {
    if (formId === null) continue;
    const form = await tx.get<SupplementFormDoc>(COLLECTIONS.supplementForms, String(formId));
    if (!form || form.supplement_id !== supplementId) throw invalid(field, FORM_NOT_OF_SUPPLEMENT);
    names.push(form.name);
    forms[side] = form.name;
  }
  const key = pairKey(sideKey('supplement', input.supplement_id), sideKey(input.other_kind, input.other_id));
  const same = await tx.query<InteractionDoc>({ collection: COLLECTIONS.interactions, where: [{ field: 'pair_key', op: '==', value: key }] });
  const repeats = same.some(({ data }) => {
    if (data.id === editing) return false;
    const forward = data.supplement_id === input.supplement_id && data.form_id === input.form_id && data.other_form_id === input.other_form_id;
    const backward = data.other_kind === 'supplement' && data.other_id === input.supplement_id && data.other_form_id === input.form_id && data.form_id === input.other_form_id;
    return forward || backward;
  });
  if (repeats) throw invalid('other_id', INTERACTION_EXISTS);
  return { keywords: names, name: interactionName({ name: supplement.name, form: forms[0] }, { name: other.name, form: forms[1] }) };
}

/** The stored fields a save sets (the review is not one of them: it is an act of its own, `review`). */
function fieldsOf(input: InteractionData, names: SideNames) {
  return {
    name: names.name,
    supplement_id: input.supplement_id,
    form_id: input.form_id,
    other_kind: input.other_kind,
    other_id: input.other_id,
    other_form_id: input.other_form_id,
    pair_key: pairKey(sideKey('supplement', input.supplement_id), sideKey(input.other_kind, input.other_id)),
    other_key: sideKey(input.other_kind, input.other_id),
    severity: input.severity,
    likelihood: input.likelihood,
    evidence: input.evidence,
    mechanism: input.mechanism,
    management: input.management,
    timing: input.timing,
    references: input.references,
    keywords: buildKeywords(...names.keywords),
  };
}

const side = (names: Names, kind: InteractionDoc['other_kind'], id: number, formId: number | null) => {
  const doc = kind === 'supplement' ? names.supplement.get(id) : names[kind].get(id);
  const form = formId === null ? undefined : names.form.get(formId);
  return { kind, id, name: doc?.name ?? '', form: form ? { id: form.id, name: form.name } : null };
};

export function presentRow(record: InteractionDoc, names: Names): InteractionRow {
  return {
    id: record.id,
    severity: record.severity,
    evidence: record.evidence,
    supplement: side(names, 'supplement', record.supplement_id, record.form_id),
    other: side(names, record.other_kind, record.other_id, record.other_form_id),
    reviewed_at: record.reviewed_at,
    updated_at: record.updated_at,
  };
}

export function presentAdmin(record: InteractionDoc, names: Names): InteractionAdmin {
  const row = presentRow(record, names);
  return {
    id: record.id,
    supplement_id: record.supplement_id,
    form_id: record.form_id,
    other_kind: record.other_kind,
    other_id: record.other_id,
    other_form_id: record.other_form_id,
    severity: record.severity,
    likelihood: record.likelihood,
    evidence: record.evidence,
    mechanism: record.mechanism,
    management: record.management,
    timing: record.timing,
    references: record.references,
    reviewed_at: record.reviewed_at,
    reviewed_by: record.reviewed_by,
    supplement: row.supplement,
    other: row.other,
    created_at: record.created_at,
    updated_at: record.updated_at,
    revision: record.revision ?? 0,
  };
}

/** Dashboard management of interactions (admin only; the content write path). */
export function createInteractionsAdminService(deps: { interactions: InteractionsRepository; reads: InteractionsReadService; store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);

  async function withNames(records: InteractionDoc[]): Promise<Names> {
    const names = emptyNames();
    await deps.reads.completeNames(records, names);
    return names;
  }

  async function list(query: InteractionListQuery) {
    const page = await deps.interactions.list(query.page, PAGE_SIZE, query.search, query.severity);
    const names = await withNames(page.data);
    return { ...page, data: page.data.map((record) => presentRow(record, names)) };
  }

  async function get(id: number) {
    const record = await deps.interactions.get(id);
    if (!record) throw notFound(INTERACTION_NOT_FOUND);
    return presentAdmin(record, await withNames([record]));
  }

  async function create(input: InteractionData, actor: Actor) {
    const record = await writer.create<InteractionDoc, SideNames>({
      type: 'interaction',
      actor,
      read: (tx) => checkSides(tx, input, null),
      build: ({ id, stamp, context }) => ({ id, ...fieldsOf(input, context), reviewed_at: null, reviewed_by: null, en_translated: false, ...stamp }),
    });
    return presentAdmin(record, await withNames([record]));
  }

  async function update(id: number, input: InteractionUpdateData, actor: Actor) {
    const { item } = await writer.update<InteractionDoc, SideNames>({
      type: 'interaction',
      id,
      actor,
      notFoundMessage: INTERACTION_NOT_FOUND,
      revision: input.revision,
      read: (tx) => checkSides(tx, input, id),
      patch: (current, names) => ({
        ...fieldsOf(input, names),
        ...staleEnglishPatch(TRANSLATED.filter((field) => current[field] !== input[field] && input[field] !== null)),
      }),
    });
    return presentAdmin(item, await withNames([item]));
  }

  /** Records that an admin reviewed the interaction now ('Revisada em {date} por {name}'); the save date stays. */
  async function review(id: number, actor: Actor) {
    const { item } = await writer.update<InteractionDoc, undefined>({
      type: 'interaction',
      id,
      actor,
      notFoundMessage: INTERACTION_NOT_FOUND,
      revision: null,
      touch: false,
      detail: '(revisada)',
      patch: (_current, _context, at) => ({ reviewed_at: at, reviewed_by: actor.name }),
    });
    return presentAdmin(item, await withNames([item]));
  }

  async function remove(id: number, actor: Actor): Promise<void> {
    await writer.remove<InteractionDoc>({ type: 'interaction', id, actor, notFoundMessage: INTERACTION_NOT_FOUND });
  }

  return { list, get, create, update, review, remove };
}
export type InteractionsAdminService = ReturnType<typeof createInteractionsAdminService>;
