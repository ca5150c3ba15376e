import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../catalogue.js';
import { buildClinicalDocs } from '../../clinical-docs.js';
import { buildDoseDocs } from '../../dose-docs.js';
import { importAnvisaLimits } from './import.js';
import { ANVISA_LIMITS } from './limits.generated.js';
import { AnvisaTabulationError, isOfficialTextUrl, parseAnvisaLimits, servedAnvisaLimit } from './tabulation.js';

const HEADER = 'nutrient,group,kind,value,unit,act,consolidated_date,checked_against,checked_url,note';
const CHECKED = 'folato,gestantes,max,1138.3,µg,IN 76/2020 (Anexo IV),2020-11-11,"DOU nº 215, 11/11/2020",https://www.in.gov.br/web/dou/-/instrucao-normativa-in-n-76-de-5-de-novembro-de-2020-287508490,';
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
    [
      'a check in a third party\'s tabulation',
      'folato,lactantes,max,1162.3,µg,IN 76/2020,2020-11-11,tabulation,https://github.com/Rodriguesmath/anvisa-suplementos-in28,',
      /line 3: checked_url 'https:\/\/github.com\/Rodriguesmath\/anvisa-suplementos-in28' is not an official text/,
    ],
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

  it('takes as official texts only the DOU, ANVISA, the BVS-MS and ANVISA\'s legislation portal', () => {
    for (const url of [
      'https://www.in.gov.br/web/dou/-/instrucao-normativa-in-n-76-de-5-de-novembro-de-2020-287508490',
      'https://www.gov.br/anvisa/pt-br/assuntos/alimentos/ingredientes',
      'http://antigo.anvisa.gov.br/documents/10181/5887540/IN_87_2021_.pdf/10472f9f-5e55-4da1-84a7-04f24d26c858',
      'https://bvsms.saude.gov.br/bvs/saudelegis/anvisa/2002/rdc0084_19_03_2002.html',
      'https://anexosportal.datalegis.net/arquivos/1874597.pdf',
    ]) expect(isOfficialTextUrl(url), url).toBe(true);
    for (const url of [
      'https://github.com/Rodriguesmath/anvisa-suplementos-in28',
      'https://pt.scribd.com/document/655748989/INSTRUCAO-NORMATIVA-IN-N-28-DE-26-DE-JULHO-DE-2018-Imprensa-Nacional',
      'https://alimentusconsultoria.com.br/retificacao-instrucao-normativa-no-76-de-5-de-novembro-de-2020/',
      'https://www.gov.br/saude/pt-br',
      'https://in.gov.br.example.org/x',
      'not a url',
    ]) expect(isOfficialTextUrl(url), url).toBe(false);
  });

  /*
   * The maxima recorded from ANVISA's panel as tabulated in
   * https://github.com/Rodriguesmath/anvisa-suplementos-in28/blob/dc23dbbca61231aac9301821dfe9997bc217b2bd/data/limites_por_faixa_etaria.csv
   * (a way in only): one value per nutrient, as read there. None was read in an official text, so none is served.
   */
  it.each([
    ['magnesio', 'adultos-19a', 350],
    ['ferro', 'gestantes', 34.71],
    ['zinco', 'gestantes', 23.5],
    ['calcio', 'adultos-19a', 1534.67],
    ['selenio', 'gestantes', 309.65],
    ['iodo', 'lactantes', 724.36],
    ['cobre', 'adultos-19a', 8975.52],
    ['cromo', 'adultos-19a', 250],
    ['vitamina-d', 'gestantes', 50],
    ['vitamina-a', 'adultos-19a', 2623.61],
    ['vitamina-e', 'adultos-19a', 1000],
    ['vitamina-c', 'adultos-19a', 1916.02],
    ['vitamina-b6', 'adultos-19a', 98.6],
    ['folato', 'gestantes', 1138.3],
    ['vitamina-b12', 'lactantes', 10.07],
  ] as const)('records %s (%s) as read in the tabulation, %s, and does not serve it', (nutrient, group, value) => {
    const row = ANVISA_LIMITS.rows.find((candidate) => candidate.nutrient === nutrient && candidate.group === group && candidate.kind === 'max');
    expect(row?.value).toBe(value);
    expect(row?.checkedAgainst).toBeNull();
    expect(servedAnvisaLimit(ANVISA_LIMITS, nutrient, group, 'max')).toBeNull();
  });
});
