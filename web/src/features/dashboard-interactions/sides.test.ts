import { describe, expect, it } from 'vitest';
import { choiceOfOption, choiceOfSide, otherSideValues, supplementSideValues } from './sides';

const option = (fields: Partial<Parameters<typeof choiceOfOption>[0]>) => ({ kind: 'supplement' as const, id: 1, name: 'Magnésio', detail: null, supplement_id: null, units: null, ...fields });

describe('an interaction side, from the picker to the request', () => {
  it('sends a chemical form as its supplement with the form beside it, on either side', () => {
    const citrate = choiceOfOption(option({ kind: 'form', id: 9, name: 'Citrato de magnésio', detail: 'Magnésio', supplement_id: 4 }));
    expect(citrate.label).toBe('Magnésio (Citrato de magnésio)');
    expect(supplementSideValues(citrate)).toEqual({ supplement_id: 4, form_id: 9 });
    expect(otherSideValues(citrate)).toEqual({ other_kind: 'supplement', other_id: 4, other_form_id: 9 });
  });

  it('sends a drug, a class or a condition by its kind and id, with no form', () => {
    expect(otherSideValues(choiceOfOption(option({ kind: 'drug', id: 3, name: 'Varfarina', detail: 'Marevan' })))).toEqual({ other_kind: 'drug', other_id: 3, other_form_id: null });
    expect(otherSideValues(choiceOfOption(option({ kind: 'drug_class', id: 2, name: 'Anticoagulantes' })))).toEqual({ other_kind: 'drug_class', other_id: 2, other_form_id: null });
    expect(otherSideValues(choiceOfOption(option({ kind: 'condition', id: 5, name: 'Gestação' })))).toEqual({ other_kind: 'condition', other_id: 5, other_form_id: null });
  });

  it('leaves the ids empty when nothing is chosen, so the shared schema names the missing side', () => {
    expect(supplementSideValues(null)).toEqual({ supplement_id: '', form_id: null });
    expect(otherSideValues(null)).toEqual({ other_kind: '', other_id: '', other_form_id: null });
  });

  it('shows a loaded side as the picker would have given it, so saving it unchanged sends the same ids', () => {
    const stored = { kind: 'supplement' as const, id: 4, name: 'Magnésio', form: { id: 9, name: 'Citrato de magnésio' } };
    const shown = choiceOfSide(stored);
    expect(shown).toMatchObject({ key: 'form:9', label: 'Magnésio (Citrato de magnésio)' });
    expect(supplementSideValues(shown)).toEqual({ supplement_id: 4, form_id: 9 });
    expect(otherSideValues(choiceOfSide({ kind: 'drug', id: 3, name: 'Varfarina', form: null }))).toEqual({ other_kind: 'drug', other_id: 3, other_form_id: null });
  });
});
