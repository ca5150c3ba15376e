/**
 * The domain's fixed terms and their one English form. Before translation each occurrence (in text,
 * never inside a tag) becomes its English form inside `<span translate="no">`, which Cloud
 * Translation (and the local development translator) leave untouched; after translation the spans
 * are unwrapped. So 'Formas Químicas' is 'Chemical Forms' everywhere, whatever the engine would say.
 */
export const GLOSSARY: ReadonlyArray<readonly [pt: string, en: string]> = [
  ['Formas Químicas', 'Chemical Forms'],
  ['Nutra Fórmulas', 'Nutra Formulas'],
  ['Posologia', 'Dosage'],
  ['NutrIndex', 'NutrIndex'],
  ['Nutrindex', 'Nutrindex'],
];

/** Units after a number: kept as written, except the Portuguese 'UI' (unidades internacionais). */
const UNITS: Readonly<Record<string, string>> = { mg: 'mg', mcg: 'mcg', µg: 'µg', g: 'g', kg: 'kg', ml: 'ml', mL: 'mL', UI: 'IU', UFC: 'CFU', kcal: 'kcal' };

const MARK_OPEN = '<span translate="no" class="notranslate" data-glossary="1">';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const termPattern = new RegExp(`(?<![\\p{L}\\d])(${GLOSSARY.map(([pt]) => escapeRegExp(pt)).join('|')})(?![\\p{L}\\d])`, 'gu');
const unitPattern = new RegExp(`(?<=\\d\\s?)(${Object.keys(UNITS).map(escapeRegExp).join('|')})(?![\\p{L}\\d])`, 'gu');
const englishOf = new Map(GLOSSARY);

const mark = (english: string) => `${MARK_OPEN}${english}</span>`;

function protectText(text: string): string {
  return text.replace(termPattern, (term: string) => mark(englishOf.get(term) ?? term)).replace(unitPattern, (unit: string) => mark(UNITS[unit] ?? unit));
}

/** Marks every glossary term and unit of the fragment's text with its fixed English form. */
export function applyGlossary(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : protectText(part)))
    .join('');
}

const markedSpan = /<span\b[^>]*\bdata-glossary="1"[^>]*>([^<]*)<\/span>/g;

/** Unwraps the glossary marks of a translated fragment. */
export function releaseGlossary(html: string): string {
  return html.replace(markedSpan, '$1');
}
