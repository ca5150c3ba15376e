/** A side of an interaction as its name reads: the supplement, drug, class or condition, and a chemical form when one is named. */
export interface NamedSide {
  name: string;
  form?: string | null;
}

/**
 * How the dashboard's history, trash and audit log name an interaction: 'Magnésio × Levotiroxina
 * sódica', 'Vitamina K2 (Menaquinona-7) × Varfarina'. Stored with it (`name`), as every other content
 * type keeps the name those screens show.
 */
export const interactionName = (supplement: NamedSide, other: NamedSide): string =>
  [supplement, other].map((side) => (side.form ? `${side.name} (${side.form})` : side.name)).join(' × ');
