import { describe, expect, it } from 'vitest';
import { computeRequest, councilLine, emptyValues, errorsOnRows, newRow, parseDecimal, saveInput, worstMark } from './formula-values';

const MAGNESIUM = { id: 11, name: 'Magnésio quelato (bisglicinato)', detail: 'Magnésio' };
const IRON = { id: 21, name: 'Sulfato ferroso', detail: 'Ferro' };

describe('Brazilian decimals', () => {
  it.each([
    ['0,5', 0.5],
    ['2.000', 2000],
    ['1.234,5', 1234.5],
    ['300', 300],
    ['0.5', 0.5],
    [' 15 ', 15],
  ])('reads %s as %s', (text, number) => expect(parseDecimal(text)).toBe(number));

  it.each(['', 'abc', '1,2,3', '1.2.3,4', '-5', '2 000x'])('refuses %j', (text) => expect(parseDecimal(text)).toBeUndefined());
});

describe('what the builder sends to compute', () => {
  it('waits for the group and a complete component', () => {
    const values = { ...emptyValues(), components: [newRow({ form: MAGNESIUM, amount: '3000' })] };
    expect(computeRequest(values)).toBeNull();
    expect(computeRequest({ ...values, population: 'gestantes', components: [newRow({ form: MAGNESIUM, amount: '' })] })).toBeNull();
    expect(computeRequest({ ...values, population: 'gestantes', units_per_dose: 'x' })).toBeNull();
  });

  it('sends the complete rows only, and places the API’s messages back on the rows they came from', () => {
    const values = {
      ...emptyValues(),
      population: 'gestantes' as const,
      components: [newRow({ form: IRON, amount: '' }), newRow({ form: MAGNESIUM, amount: '0,5', unit: 'UI' as const })],
      drugs: [{ id: 4, name: 'Varfarina', detail: null }],
    };
    const request = computeRequest(values);
    expect(request?.input).toEqual({
      population: 'gestantes',
      components: [{ form_id: 11, amount: 0.5, unit: 'UI' }],
      pharmaceutical_form: 'capsula',
      units_per_dose: 1,
      doses_per_day: 1,
      duration_days: 30,
      drug_ids: [4],
      condition_ids: [],
    });
    expect(request?.rows).toEqual([1]);
    expect(errorsOnRows({ 'components.0.unit': ['A unidade UI não se aplica a Magnésio quelato (bisglicinato)'], 'drug_ids.0': ['Medicamento não encontrado (id 4)'] }, request?.rows ?? [])).toEqual({
      'components.1.unit': 'A unidade UI não se aplica a Magnésio quelato (bisglicinato)',
      'drug_ids.0': 'Medicamento não encontrado (id 4)',
    });
  });

  it('saves every row, an amount that is not a number left for the schema to refuse', () => {
    const values = { ...emptyValues(), name: 'Gestante', components: [newRow({ form: MAGNESIUM, amount: 'muito' })] };
    expect(saveInput(values, 3)).toMatchObject({ name: 'Gestante', population: undefined, components: [{ form_id: 11, amount: undefined, unit: 'mg' }], revision: 3 });
  });
});

it('prints the council as it writes it: CRN-3 12345, CRM-SP 123456', () => {
  expect(councilLine({ council: 'CRN', number: '12345', region: 3, state: null })).toBe('CRN-3 12345');
  expect(councilLine({ council: 'CRM', number: '123456', region: null, state: 'SP' })).toBe('CRM-SP 123456');
  expect(councilLine({ council: 'CRN', number: '12345', region: null, state: 'SP' })).toBeNull();
  expect(councilLine({ council: null, number: null, region: null, state: null })).toBeNull();
});

describe("a nutrient's worst mark (the phone's totals bar)", () => {
  it('puts the UL and ANVISA before the RDA/AI, the whole group before part of it', () => {
    expect(worstMark({ marks: { intake: 'above', upper_level: 'above', anvisa_max: 'within' } })).toEqual({ limit: 'upper_level', mark: 'above' });
    expect(worstMark({ marks: { intake: 'above', upper_level: 'within', anvisa_max: 'above' } })).toEqual({ limit: 'anvisa_max', mark: 'above' });
    expect(worstMark({ marks: { intake: 'above', upper_level: 'above_part', anvisa_max: 'unknown' } })).toEqual({ limit: 'upper_level', mark: 'above_part' });
    expect(worstMark({ marks: { intake: 'within', upper_level: 'above_part', anvisa_max: 'above' } })).toEqual({ limit: 'anvisa_max', mark: 'above' });
  });
  it('shows a total off the RDA/AI when the upper limits are kept, and reached or unknown last', () => {
    expect(worstMark({ marks: { intake: 'below', upper_level: 'within', anvisa_max: 'within' } })).toEqual({ limit: 'intake', mark: 'below' });
    expect(worstMark({ marks: { intake: 'above', upper_level: 'within', anvisa_max: 'unknown' } })).toEqual({ limit: 'intake', mark: 'above' });
    expect(worstMark({ marks: { intake: 'within', upper_level: 'within', anvisa_max: 'unknown' } })).toEqual({ limit: 'upper_level', mark: 'within' });
    expect(worstMark({ marks: { intake: 'unknown', upper_level: 'unknown', anvisa_max: 'unknown' } })).toEqual({ limit: 'upper_level', mark: 'unknown' });
    expect(worstMark({ marks: { intake: 'within', upper_level: 'unknown', anvisa_max: 'unknown' } })).toEqual({ limit: 'intake', mark: 'within' });
  });
});
