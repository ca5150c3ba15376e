import { fromDecimalText, z } from './zod.js';
import { blankToUndefined, requiredRevision, strictForm } from './catalogue-fields.js';

/**
 * References of a topic and indications of a supplement with their evidence grade
 * (docs/decisions/catalogue-and-content.md, "Evidence grades"). The grades' meanings are shown to readers in their language.
 */
export const EVIDENCE_GRADES = ['A', 'B', 'C', 'D'] as const;
export type EvidenceGrade = (typeof EVIDENCE_GRADES)[number];

export const MAX_TOPIC_REFERENCES = 50;
export const MAX_SUPPLEMENT_INDICATIONS = 30;

/** A DOI as Crossref describes it ("10.<registrant>/<suffix>"), after dropping a doi.org address or "doi:". */
const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;
/** A PubMed id: digits only, no leading zero. */
const PMID_PATTERN = /^[1-9]\d{0,8}$/;

export const DOI_INVALID = 'DOI inválido (ex.: 10.1056/NEJMra070553)';
export const PMID_INVALID = 'PMID inválido (somente números, ex.: 17634462)';
export const REFERENCE_ID_MISSING = 'Informe o DOI ou o PMID';

/** "https://doi.org/10.1/x", "doi:10.1/x" and "10.1/x" are the same DOI. */
export function normalizeDoi(value: string): string {
  return value.trim().replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
}

const requiredText = (missing: string, tooLong: string, max: number) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const optionalText = (tooLong: string, max: number) =>
  z
    .preprocess(blankToUndefined, z.string({ error: tooLong }).trim().max(max, tooLong).optional())
    .transform((text) => (text ? text : null));

export const topicReferenceSchema = strictForm({
  authors: requiredText('Autores não foram preenchidos', 'Autores muito longos', 300),
  title: requiredText('Título não foi preenchido', 'Título muito longo', 300),
  journal: optionalText('Periódico muito longo', 200),
  year: z
    .preprocess(blankToUndefined, fromDecimalText(z.number({ error: 'Ano inválido' }).int('Ano inválido').min(1800, 'Ano inválido').max(2100, 'Ano inválido')).optional())
    .transform((year) => year ?? null),
  doi: z
    .preprocess(blankToUndefined, z.string({ error: DOI_INVALID }).transform(normalizeDoi).pipe(z.string().regex(DOI_PATTERN, DOI_INVALID)).optional())
    .transform((doi) => doi ?? null),
  pmid: z
    .preprocess(blankToUndefined, z.coerce.string({ error: PMID_INVALID }).trim().regex(PMID_PATTERN, PMID_INVALID).optional())
    .transform((pmid) => pmid ?? null),
}).refine((reference) => reference.doi !== null || reference.pmid !== null, { message: REFERENCE_ID_MISSING, path: ['doi'] });
export type TopicReference = z.output<typeof topicReferenceSchema>;

/** POST supplement-topics/{id}/references (JSON): the whole list, in reading order. */
export const topicReferencesSchema = strictForm({
  references: z.array(topicReferenceSchema, { error: 'Referências inválidas' }).max(MAX_TOPIC_REFERENCES, `No máximo ${MAX_TOPIC_REFERENCES} referências`),
  revision: requiredRevision,
});
export type TopicReferencesInput = z.input<typeof topicReferencesSchema>;
export type TopicReferencesData = z.output<typeof topicReferencesSchema>;

export const indicationSchema = strictForm({
  text: z.string({ error: 'Indicação não foi preenchida' }).trim().min(2, 'Indicação muito curta').max(200, 'Indicação muito longa'),
  grade: z.enum(EVIDENCE_GRADES, { error: 'Selecione o nível de evidência' }),
});
export type Indication = z.output<typeof indicationSchema>;

/** POST supplements/{id}/indications (JSON): the whole list, in display order. */
export const supplementIndicationsSchema = strictForm({
  indications: z.array(indicationSchema, { error: 'Indicações inválidas' }).max(MAX_SUPPLEMENT_INDICATIONS, `No máximo ${MAX_SUPPLEMENT_INDICATIONS} indicações`),
  revision: requiredRevision,
});
export type SupplementIndicationsInput = z.input<typeof supplementIndicationsSchema>;
export type SupplementIndicationsData = z.output<typeof supplementIndicationsSchema>;
