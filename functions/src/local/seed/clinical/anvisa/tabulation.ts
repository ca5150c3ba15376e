import { createHash } from 'node:crypto';
import { NUTRIENT_DOSES, POPULATION_GROUPS } from '../doses.js';
import type { DoseUnit, NutrientKey, PopulationGroupKey } from '../dose-types.js';

/*
 * ANVISA's limits for food supplements as reference data (issue 38, item 1): IN 28/2018 Annex IV
 * (maxima) and Annex III (minima), as amended, by ANVISA population group. The tabulation
 * (limits.csv) records every value read, with the act and the date of the text it was read in, and
 * `checked_against`: the official text the value was checked in. A value with an empty
 * `checked_against` is kept for the record only and is never served (see `servedAnvisaLimit`).
 *
 * `npm run import:anvisa -w functions` parses the tabulation (import.ts) and writes
 * limits.generated.ts, versioned by the tabulation's hash; a malformed row stops the import with an
 * error naming the row, and the generated file is replaced only whole (temp file + rename).
 */

export type AnvisaLimitKind = 'max' | 'min';

export interface AnvisaLimitRow {
  nutrient: NutrientKey;
  group: PopulationGroupKey;
  kind: AnvisaLimitKind;
  value: number;
  unit: DoseUnit;
  /** The act whose text the value was read in, e.g. 'IN 76/2020 (Anexo IV)'. */
  act: string;
  /** The date of that text (publication in the DOU, or the consolidated text's date), YYYY-MM-DD. */
  consolidatedDate: string;
  /** The official text the value was checked against; null: not checked, never served. */
  checkedAgainst: string | null;
  /** Where that official text was read. */
  checkedUrl: string | null;
  note: string;
}

export interface AnvisaLimitsData {
  /** sha256 of the tabulation (first 16 hex digits): the reference data's version. */
  version: string;
  rows: readonly AnvisaLimitRow[];
}

export class AnvisaTabulationError extends Error {
  constructor(line: number, message: string) {
    super(`limits.csv, row at line ${line}: ${message}`);
    this.name = 'AnvisaTabulationError';
  }
}

/**
 * Where an official text of ANVISA's rules is published: the DOU (in.gov.br), ANVISA's own sites
 * (gov.br/anvisa, anvisa.gov.br), the Ministry of Health's legislation library (bvsms.saude.gov.br)
 * and ANVISA's legislation portal (anvisalegis / anexosportal on datalegis.net). A value is served only
 * when checked in one of them: never from a third party's tabulation or summary alone.
 */
export function isOfficialTextUrl(url: string): boolean {
  let parsed: URL;
  try { parsed = new URL(url); } catch { return false; }
  const host = parsed.hostname.toLowerCase();
  const under = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (under('in.gov.br') || under('anvisa.gov.br') || under('bvsms.saude.gov.br')) return true;
  if (host === 'anvisalegis.datalegis.net' || host === 'anexosportal.datalegis.net') return true;
  return (host === 'gov.br' || host === 'www.gov.br') && parsed.pathname.startsWith('/anvisa/');
}

const COLUMNS = ['nutrient', 'group', 'kind', 'value', 'unit', 'act', 'consolidated_date', 'checked_against', 'checked_url', 'note'] as const;

/** Splits one CSV line; fields may be double-quoted ("" is a quote inside one). */
export function splitCsvLine(line: string, lineNumber: number): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') { field += '"'; index += 1; }
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') { fields.push(field); field = ''; }
    else field += char;
  }
  if (quoted) throw new AnvisaTabulationError(lineNumber, 'unterminated quoted field');
  fields.push(field);
  return fields.map((value) => value.trim());
}

/** Parses the whole tabulation or throws on the first malformed row; never returns part of it. */
export function parseAnvisaLimits(text: string): AnvisaLimitsData {
  const nutrients = new Map(NUTRIENT_DOSES.map((nutrient) => [nutrient.key, nutrient]));
  const groups = new Set<string>(POPULATION_GROUPS.map((group) => group.key));
  const lines = text.split(/\r?\n/).map((line, index) => ({ line, number: index + 1 })).filter(({ line }) => line.trim() !== '' && !line.trimStart().startsWith('#'));
  const header = lines.shift();
  if (!header) throw new AnvisaTabulationError(1, 'no header row');
  const headerFields = splitCsvLine(header.line, header.number);
  if (headerFields.join(',') !== COLUMNS.join(',')) throw new AnvisaTabulationError(header.number, `header must be ${COLUMNS.join(',')}`);

  const seen = new Set<string>();
  const rows = lines.map(({ line, number }): AnvisaLimitRow => {
    const fields = splitCsvLine(line, number);
    if (fields.length !== COLUMNS.length) throw new AnvisaTabulationError(number, `${fields.length} fields, expected ${COLUMNS.length}`);
    const [nutrientKey, group, kind, valueText, unit, act, consolidatedDate, checkedAgainst, checkedUrl, note] = fields as [string, string, string, string, string, string, string, string, string, string];
    const nutrient = nutrients.get(nutrientKey as NutrientKey);
    if (!nutrient) throw new AnvisaTabulationError(number, `unknown nutrient '${nutrientKey}'`);
    if (!groups.has(group)) throw new AnvisaTabulationError(number, `unknown population group '${group}'`);
    if (kind !== 'max' && kind !== 'min') throw new AnvisaTabulationError(number, `kind must be max or min, not '${kind}'`);
    const value = /^\d+(\.\d+)?$/.test(valueText) ? Number(valueText) : Number.NaN;
    if (!Number.isFinite(value) || value <= 0) throw new AnvisaTabulationError(number, `value '${valueText}' is not a positive number (use a dot for decimals)`);
    if (unit !== nutrient.unit) throw new AnvisaTabulationError(number, `unit '${unit}' is not ${nutrient.unit}, the unit ${nutrientKey} is served in`);
    if (act === '') throw new AnvisaTabulationError(number, 'no act');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(consolidatedDate) || Number.isNaN(Date.parse(consolidatedDate))) throw new AnvisaTabulationError(number, `consolidated_date '${consolidatedDate}' is not YYYY-MM-DD`);
    if ((checkedAgainst === '') !== (checkedUrl === '')) throw new AnvisaTabulationError(number, 'checked_against and checked_url go together');
    if (checkedUrl !== '' && !/^https?:\/\//.test(checkedUrl)) throw new AnvisaTabulationError(number, `checked_url '${checkedUrl}' is not a URL`);
    if (checkedUrl !== '' && !isOfficialTextUrl(checkedUrl)) throw new AnvisaTabulationError(number, `checked_url '${checkedUrl}' is not an official text (DOU, ANVISA, BVS-MS)`);
    const key = `${nutrientKey}/${group}/${kind}`;
    if (seen.has(key)) throw new AnvisaTabulationError(number, `a second ${kind} for ${nutrientKey}, ${group}`);
    seen.add(key);
    return {
      nutrient: nutrientKey as NutrientKey, group: group as PopulationGroupKey, kind, value, unit: unit as DoseUnit, act, consolidatedDate,
      checkedAgainst: checkedAgainst || null, checkedUrl: checkedUrl || null, note,
    };
  });
  return { version: createHash('sha256').update(text).digest('hex').slice(0, 16), rows };
}

/** The source key a served value cites: one per act and text date. */
export function anvisaSourceKey(row: Pick<AnvisaLimitRow, 'act' | 'consolidatedDate'>): string {
  return `anvisa-${row.act.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${row.consolidatedDate}`;
}

/** The served ANVISA limit of a nutrient for a group: only a value checked against the official text. */
export function servedAnvisaLimit(data: AnvisaLimitsData, nutrient: NutrientKey, group: PopulationGroupKey, kind: AnvisaLimitKind): AnvisaLimitRow | null {
  return data.rows.find((row) => row.nutrient === nutrient && row.group === group && row.kind === kind && row.checkedAgainst !== null) ?? null;
}

/** The cited source of a served row: the act, its text's date and the official text it was checked in. */
export function anvisaSourceRef(row: AnvisaLimitRow): { title: string; url: string } {
  return {
    title: `ANVISA, IN 28/2018 como alterada: ${row.act}, texto de ${row.consolidatedDate} (conferido em: ${row.checkedAgainst ?? 'não conferido'})`,
    url: row.checkedUrl ?? '',
  };
}
