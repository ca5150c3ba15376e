/**
 * Standard atomic weights of the elements the seeded chemical forms need.
 *
 * Source: IUPAC Commission on Isotopic Abundances and Atomic Weights (CIAAW), "Standard Atomic
 * Weights 2021", https://www.ciaaw.org/atomic-weights.htm (consulted 2026-11-27). For the elements
 * the table gives as a single value (Na, P, K, Ca, Cr, Mn, Fe, Co, Cu, Zn, Se, Mo, I) the value is
 * used as published. For the elements it gives as an interval (H, B, C, N, O, Mg, Si, S, Cl) the
 * value is IUPAC's abridged conventional value (five figures), which agrees with that interval to
 * its last digit; the interval is kept beside it and `elements.test.ts` fails if the value leaves it.
 */
export interface AtomicWeight {
  /** g/mol, the value used in every computation. */
  value: number;
  /** CIAAW 2021 interval [low, high] for elements published as an interval. */
  interval?: readonly [number, number];
}

export const ATOMIC_WEIGHTS = {
  H: { value: 1.008, interval: [1.00784, 1.00811] },
  B: { value: 10.81, interval: [10.806, 10.821] },
  C: { value: 12.011, interval: [12.0096, 12.0116] },
  N: { value: 14.007, interval: [14.00643, 14.00728] },
  O: { value: 15.999, interval: [15.99903, 15.99977] },
  Na: { value: 22.98976928 },
  Mg: { value: 24.305, interval: [24.304, 24.307] },
  Si: { value: 28.085, interval: [28.084, 28.086] },
  P: { value: 30.973761998 },
  S: { value: 32.06, interval: [32.059, 32.076] },
  Cl: { value: 35.45, interval: [35.446, 35.457] },
  K: { value: 39.0983 },
  Ca: { value: 40.078 },
  Cr: { value: 51.9961 },
  Mn: { value: 54.938043 },
  Fe: { value: 55.845 },
  Co: { value: 58.933194 },
  Cu: { value: 63.546 },
  Zn: { value: 65.38 },
  Se: { value: 78.971 },
  Mo: { value: 95.95 },
  I: { value: 126.90447 },
} as const satisfies Record<string, AtomicWeight>;

export type ElementSymbol = keyof typeof ATOMIC_WEIGHTS;

export function isElementSymbol(symbol: string): symbol is ElementSymbol {
  return Object.hasOwn(ATOMIC_WEIGHTS, symbol);
}
