import type { CheckItemKind, InteractionOtherKind } from '@contract/interactions';
import type { InteractionAdmin, InteractionOption } from '@contract/interactions-answers';
import type { TypeaheadOption } from '@/components/dashboard/typeahead';

/**
 * One side of an interaction as its typeahead holds it: a supplement, one of its chemical forms
 * (with the supplement it belongs to), a drug, a drug class or a condition.
 */
export interface SideChoice extends TypeaheadOption {
  kind: CheckItemKind;
  id: number;
  /** For a form, its supplement; else null. */
  supplementId: number | null;
}

/** What the supplement side's picker offers; the other side may be anything the checker knows. */
export const SUPPLEMENT_SIDE_KINDS = ['supplement', 'form'] as const satisfies readonly CheckItemKind[];
export const OTHER_SIDE_KINDS = ['supplement', 'form', 'drug', 'drug_class', 'condition'] as const satisfies readonly CheckItemKind[];

/** A chemical form named with its supplement: 'Magnésio (citrato de magnésio)'. */
const formLabel = (supplement: string, form: string) => `${supplement} (${form})`;

/** An option of `GET interactions/options` as a choice: a form is named with its supplement. */
export function choiceOfOption(option: InteractionOption): SideChoice {
  const choice = { key: `${option.kind}:${option.id}`, kind: option.kind, id: option.id, supplementId: option.supplement_id };
  if (option.kind === 'form' && option.detail) return { ...choice, label: formLabel(option.detail, option.name) };
  return { ...choice, label: option.name, detail: option.detail ?? undefined };
}

type StoredSide = InteractionAdmin['supplement'];

/** A loaded interaction's side as its picker shows it (the same choice the typeahead would give). */
export function choiceOfSide(side: StoredSide): SideChoice {
  if (side.form) return { key: `form:${side.form.id}`, kind: 'form', id: side.form.id, supplementId: side.id, label: formLabel(side.name, side.form.name) };
  return { key: `${side.kind}:${side.id}`, kind: side.kind, id: side.id, supplementId: null, label: side.name };
}

/**
 * The supplement side's fields of the shared schema: a supplement, or a form with its supplement.
 * Nothing chosen leaves `supplement_id` empty, so the schema's own message ('Selecione o
 * suplemento') shows under the picker.
 */
export function supplementSideValues(choice: SideChoice | null): { supplement_id: number | ''; form_id: number | null } {
  if (!choice) return { supplement_id: '', form_id: null };
  if (choice.kind === 'form' && choice.supplementId !== null) return { supplement_id: choice.supplementId, form_id: choice.id };
  return { supplement_id: choice.id, form_id: null };
}

/** The other side's fields: its kind and id, and for a form the supplement as the side with the form beside it. */
export function otherSideValues(choice: SideChoice | null): { other_kind: InteractionOtherKind | ''; other_id: number | ''; other_form_id: number | null } {
  if (!choice) return { other_kind: '', other_id: '', other_form_id: null };
  if (choice.kind === 'form') return { other_kind: 'supplement', other_id: choice.supplementId ?? '', other_form_id: choice.id };
  return { other_kind: choice.kind, other_id: choice.id, other_form_id: null };
}
