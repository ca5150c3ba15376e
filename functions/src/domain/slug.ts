import { normalizeText } from './keywords.js';

/** URL slug: accent-free, lower case, words joined by single hyphens ("Magnésio Quelato" → "magnesio-quelato"). */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
