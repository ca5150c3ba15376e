import type { NutrientDoses } from '@contract/doses-answers';

export type DoseColumn = 'intake' | 'upper_level' | 'anvisa_max' | 'usual_dose';
export const DOSE_COLUMNS: readonly DoseColumn[] = ['intake', 'upper_level', 'anvisa_max', 'usual_dose'];

export interface Footnote {
  number: number;
  key: string;
  title: string;
  url: string | null;
}

/**
 * The sources a nutrient's table cites, numbered in reading order (row by row, column by column),
 * each once. A key the answer's `sources` does not hold still gets its number, titled by its key,
 * so a value never shows without its citation.
 */
export function numberFootnotes(nutrient: NutrientDoses): Footnote[] {
  const byKey = new Map(nutrient.sources.map((source) => [source.key, source]));
  const notes = new Map<string, Footnote>();
  for (const row of nutrient.groups) {
    for (const column of DOSE_COLUMNS) {
      const key = row.doses[column]?.source;
      if (key === undefined || notes.has(key)) continue;
      const source = byKey.get(key);
      notes.set(key, { number: notes.size + 1, key, title: source?.title ?? key, url: source?.url ?? null });
    }
  }
  return [...notes.values()];
}
