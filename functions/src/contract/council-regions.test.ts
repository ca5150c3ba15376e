import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, CRN_REGIONS, CRN_REGION_NUMBERS, crnRegionOfState, prescriberSchema } from './formulas.js';

describe('CRN regions (issue 41)', () => {
  it('covers every state exactly once across CRN-1 … CRN-11', () => {
    expect(CRN_REGION_NUMBERS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const covered = CRN_REGION_NUMBERS.flatMap((region) => CRN_REGIONS[region] ?? []);
    expect([...covered].sort()).toEqual([...BRAZILIAN_STATES].sort());
  });

  it('maps a stored state to its region, and nothing else', () => {
    expect(crnRegionOfState('SP')).toBe(3);
    expect(crnRegionOfState('MS')).toBe(3);
    expect(crnRegionOfState('CE')).toBe(11);
    expect(crnRegionOfState('PE')).toBe(6);
    expect(crnRegionOfState('XX')).toBeNull();
    expect(crnRegionOfState(null)).toBeNull();
  });

  it('asks CRN for the region and CRM/CRF for the state, in Portuguese', () => {
    expect(prescriberSchema.safeParse({ council: 'CRN', number: '12345', region: 3 }).success).toBe(true);
    expect(prescriberSchema.safeParse({ council: 'CRN', number: '12345', region: '11' }).success).toBe(true);
    const noRegion = prescriberSchema.safeParse({ council: 'CRN', number: '12345', state: 'SP' });
    expect(noRegion.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['region', 'Selecione a região do CRN (1 a 11)']]);
    const noState = prescriberSchema.safeParse({ council: 'CRF', number: '1234' });
    expect(noState.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['state', 'Selecione o estado (UF)']]);
    expect(prescriberSchema.safeParse({ council: 'CRN', number: '1', region: 0 }).success).toBe(false);
  });
});
