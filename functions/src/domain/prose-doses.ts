/**
 * Reads the daily doses a monograph's prose states ('400–600 mg/dia', '500 mg 2x/dia', '50.000
 * UI/semana'), so the quality report can hold them against the nutrient's upper level (issue 39).
 * Only amounts with a stated frequency are read (a capsule's content is not a day's dose); a range
 * counts as its top; a weekly amount counts as a seventh of it per day; an amount per kilogram
 * ('3–6 mg/kg') is skipped. Amounts are in the text's unit: the caller converts.
 */

export type ProseUnit = 'mg' | 'µg' | 'g' | 'UI';

export interface ProseDose {
  /** The words as the text has them ('400–600 mg/dia de Mg elementar'). */
  text: string;
  /** The top of the range, per day, in `unit`. */
  per_day: number;
  unit: ProseUnit;
  /** What the amount is of, when the text says ('bisglicinato', 'mg elementar'); null otherwise. */
  of: string | null;
}

const NUMBER = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const DOSE = new RegExp(String.raw`(${NUMBER})(?:\s*(?:–|-|a|até)\s*(${NUMBER}))?\s*(mg|mcg|µg|μg|g|UI)(?![\p{L}\p{N}])`, 'giu');
const UNITS: Record<string, ProseUnit> = { mg: 'mg', mcg: 'µg', 'µg': 'µg', 'μg': 'µg', g: 'g', ui: 'UI' };
const TIMES_WORDS: Record<string, number> = { uma: 1, duas: 2, 'três': 3, tres: 3, quatro: 4 };

const parseNumber = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

/** How many times a day the words after an amount say it is taken; null when they state no frequency. */
function timesPerDay(tail: string): number | null {
  const lower = tail.toLowerCase();
  if (/^\s*\/\s*kg/.test(lower)) return null;
  const times = /(\d+)\s*x\s*(?:\/\s*|ao\s+|por\s+)dia/.exec(lower) ?? /(uma|duas|três|tres|quatro)\s+vezes\s+(?:ao|por)\s+dia/.exec(lower);
  if (times) return TIMES_WORDS[times[1]!] ?? Number(times[1]);
  if (/^[^\d]*?(?:\/\s*dia|ao\s+dia|por\s+dia|diári)/.test(lower)) return 1;
  if (/^[^\d]*?(?:\/\s*semana|por\s+semana|semanal)/.test(lower)) return 1 / 7;
  return null;
}

/** What the words after an amount say it is of ('de bisglicinato', 'de Mg elementar'). */
function ofWhat(tail: string): string | null {
  const match = /^\s*(?:[\p{L}]+\s*)?(?:\/\s*(?:dia|semana)\s*)?de\s+([\p{L}]+(?:\s+elementar)?)/iu.exec(tail);
  return match ? match[1]!.toLowerCase() : null;
}

/** The daily doses stated in one unit of text (a paragraph, list item or table row). */
export function findDailyDoses(text: string): ProseDose[] {
  const doses: ProseDose[] = [];
  const matches = [...text.matchAll(DOSE)];
  matches.forEach((match, index) => {
    const end = match.index + match[0].length;
    const next = matches[index + 1]?.index ?? text.length;
    const tail = text.slice(end, Math.min(next, end + 48));
    const times = timesPerDay(tail);
    if (times === null) return;
    const top = parseNumber(match[2] ?? match[1]!);
    if (!Number.isFinite(top)) return;
    const unit = UNITS[match[3]!.toLowerCase()]!;
    const frequency = /^[^\d]*?(?:\d+\s*x\s*)?(?:\/\s*(?:dia|semana)|(?:ao|por)\s+(?:dia|semana)|vezes\s+(?:ao|por)\s+dia)/i.exec(tail)?.[0] ?? '';
    doses.push({ text: `${match[0]}${frequency}`.trim(), per_day: top * times, unit, of: ofWhat(tail) });
  });
  return doses;
}
