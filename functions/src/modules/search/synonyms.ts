import { z } from 'zod';
import synonymsData from './synonyms.json' with { type: 'json' };
import { queryTerms } from './text.js';

const synonymsFile = z.object({ groups: z.array(z.array(z.string().min(1)).min(2)) });

/** Each group as lists of processed terms (the same processing as indexed text). */
export type SynonymGroups = string[][][];

/** Checks synonyms.json (bundled into the build beside this module) and processes its terms. */
export function loadSynonyms(data: unknown = synonymsData): SynonymGroups {
  const parsed = synonymsFile.parse(data);
  return parsed.groups.map((group) => group.map(queryTerms).filter((terms) => terms.length > 0));
}

function indexOfRun(terms: string[], run: string[]): number {
  for (let start = 0; start + run.length <= terms.length; start += 1) {
    if (run.every((term, offset) => terms[start + offset] === term)) return start;
  }
  return -1;
}

/**
 * The query's variants: the query itself, then each synonym phrase found in it replaced by every
 * other phrase of its group ('óleo de peixe magnésio' → 'omega 3 magnesio', 'fish oil magnesio', …).
 */
export function queryVariants(query: string, groups: SynonymGroups): string[] {
  const terms = queryTerms(query);
  const variants = new Set([terms.join(' ')]);
  for (const group of groups) {
    for (const phrase of group) {
      const at = indexOfRun(terms, phrase);
      if (at < 0) continue;
      for (const other of group) {
        if (other === phrase) continue;
        variants.add([...terms.slice(0, at), ...other, ...terms.slice(at + phrase.length)].join(' '));
      }
    }
  }
  return [...variants].filter((variant) => variant.length > 0);
}
