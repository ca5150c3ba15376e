import { describe, expect, it } from 'vitest';
import { ATOMIC_WEIGHTS, type AtomicWeight } from './elements.js';

describe('standard atomic weights', () => {
  // A conventional value is abridged to five figures, so it may sit one unit of its last digit
  // outside the interval (oxygen: 15.999 for [15.99903, 15.99977]); more than that is an error.
  it('keeps every conventional value within its CIAAW 2021 interval, to its last digit', () => {
    const withIntervals = Object.entries(ATOMIC_WEIGHTS as Record<string, AtomicWeight>).filter(([, w]) => w.interval);
    expect(withIntervals.map(([symbol]) => symbol)).toEqual(['H', 'B', 'C', 'N', 'O', 'Mg', 'Si', 'S', 'Cl']);
    for (const [, weight] of withIntervals) {
      const [low, high] = weight.interval as readonly [number, number];
      const lastDigit = 10 ** -(String(weight.value).split('.')[1]?.length ?? 0);
      expect(weight.value).toBeGreaterThanOrEqual(low - lastDigit);
      expect(weight.value).toBeLessThanOrEqual(high + lastDigit);
    }
  });

  it('uses the CIAAW 2021 single values for the metals of the seeded forms', () => {
    expect(ATOMIC_WEIGHTS.Fe.value).toBe(55.845);
    expect(ATOMIC_WEIGHTS.Zn.value).toBe(65.38);
    expect(ATOMIC_WEIGHTS.Ca.value).toBe(40.078);
    expect(ATOMIC_WEIGHTS.Cr.value).toBe(51.9961);
    expect(ATOMIC_WEIGHTS.Cu.value).toBe(63.546);
    expect(ATOMIC_WEIGHTS.Se.value).toBe(78.971);
  });
});
