import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../catalogue.js';
import { buildClinicalDocs } from '../../clinical-docs.js';
import { buildDoseDocs } from '../../dose-docs.js';
import { importAnvisaLimits } from './import.js';
import { ANVISA_LIMITS } from './limits.generated.js';
import { AnvisaTabulationError, parseAnvisaLimits, servedAnvisaLimit } from './tabulation.js';

const HEADER = 'nutrient,group,kind,value,unit,act,consolidated_date,checked_against,checked_url,note';
const CHECKED = 'folato,gestantes,max,1138.3,µg,IN 76/2020 (Anexo IV),2020-11-11,"DOU nº 215, 11/11/2020",https://example.org/in-76,';
const UNCHECKED = 'folato,lactantes,max,1162.3,µg,IN 76/2020 (Anexo IV),2020-11-11,,,"not read in the official text"';

describe('ANVISA tabulation (IN 28/2018 as amended)', () => {
  it('parses rows, a quoted field with a comma included, and serves only the checked ones', () => {
    const data = parseAnvisaLimits(['# comment', HEADER, CHECKED, UNCHECKED, ''].join('\n'));
    expect(data.rows).toHaveLength(2);
    expect(data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(servedAnvisaLimit(data, 'folato', 'gestantes', 'max')).toMatchObject({ value: 1138.3, checkedAgainst: 'DOU nº 215, 11/11/2020' });
    expect(servedAnvisaLimit(data, 'folato', 'lactantes', 'max')).toBeNull();
  });

  it.each([
    ['an unknown nutrient', 'magnesium,gestantes,max,350,mg,IN 28/2018,2018-07-27,,,', /line 3: unknown nutrient 'magnesium'/],
    ['an unknown group', 'folato,adultos,max,350,µg,IN 28/2018,2018-07-27,,,', /line 3: unknown population group 'adultos'/],
    ['a decimal comma', 'folato,gestantes,max,"1138,3",µg,IN 28/2018,2018-07-27,,,', /line 3: value '1138,3' is not a positive number/],
    ['a unit other than the served one', 'folato,gestantes,max,1.1,mg,IN 28/2018,2018-07-27,,,', /line 3: unit 'mg' is not µg/],
    ['a missing field', 'folato,gestantes,max,1138.3,µg,IN 28/2018,2018-07-27,,', /line 3: 9 fields, expected 10/],
    ['a check without where', 'folato,gestantes,max,1138.3,µg,IN 28/2018,2018-07-27,DOU,,', /line 3: checked_against and checked_url go together/],
    ['a bad date', 'folato,gestantes,max,1138.3,µg,IN 28/2018,27/07/2018,,,', /line 3: consolidated_date/],
  ])('rejects %s, naming the row', (_, row, message) => {
    expect(() => parseAnvisaLimits([HEADER, CHECKED, row].join('\n'))).toThrow(AnvisaTabulationError);
    expect(() => parseAnvisaLimits([HEADER, CHECKED, row].join('\n'))).toThrow(message);
  });

  it('rejects a second value for the same nutrient, group and kind', () => {
    expect(() => parseAnvisaLimits([HEADER, CHECKED, CHECKED].join('\n'))).toThrow(/line 3: a second max for folato, gestantes/);
  });

  it('imports all or nothing: a malformed row leaves the generated module as it was, with no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'anvisa-'));
    const csv = join(dir, 'limits.csv');
    const out = join(dir, 'limits.generated.ts');
    await writeFile(csv, [HEADER, CHECKED, UNCHECKED].join('\n'));
    const first = await importAnvisaLimits(csv, out);
    expect(first.rows).toHaveLength(2);
    const before = await readFile(out, 'utf8');
    expect(before).toContain(first.version);

    await writeFile(csv, [HEADER, CHECKED, UNCHECKED, 'folato,9-18a,max,abc,µg,IN 76/2020,2020-11-11,,,'].join('\n'));
    await expect(importAnvisaLimits(csv, out)).rejects.toThrow(/line 4: value 'abc'/);
    expect(await readFile(out, 'utf8')).toBe(before);
    expect(await readdir(dir)).toEqual(['limits.csv', 'limits.generated.ts']);
  });

  it('keeps the generated module in step with limits.csv (run `npm run import:anvisa -w functions`)', async () => {
    const text = await readFile(new URL('./limits.csv', import.meta.url), 'utf8');
    expect(parseAnvisaLimits(text)).toEqual(ANVISA_LIMITS);
  });

  it('serves in the seeded nutrients exactly the checked values, each citing its act', () => {
    const { supplements } = buildCatalogue();
    const { nutrients } = buildDoseDocs(supplements, buildClinicalDocs(supplements).forms);
    const served = nutrients.flatMap((nutrient) => Object.entries(nutrient.groups).flatMap(([group, doses]) => (doses?.anvisa_max ? [{ nutrient, group, max: doses.anvisa_max }] : [])));
    const checked = ANVISA_LIMITS.rows.filter((row) => row.kind === 'max' && row.checkedAgainst !== null);
    expect(served).toHaveLength(checked.length);
    for (const { nutrient, group, max } of served) {
      const row = checked.find((candidate) => candidate.nutrient === nutrient.slug && candidate.group === group);
      expect(row?.value).toBe(max.value);
      expect(nutrient.sources.find((source) => source.key === max.source)?.title).toContain(row?.act);
    }
  });
});
