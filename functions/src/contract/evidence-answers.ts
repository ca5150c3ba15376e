import { z } from './zod.js';
import { named } from './answer-shapes.js';
import { EVIDENCE_GRADES } from './evidence.js';

export const topicReference = named(
  'TopicReference',
  z.strictObject({
    authors: z.string(),
    title: z.string(),
    journal: z.string().nullable(),
    year: z.number().int().nullable(),
    doi: z.string().nullable().describe('A bare DOI (10.xxxx/...); link: https://doi.org/{doi}'),
    pmid: z.string().nullable().describe('A PubMed id; link: https://pubmed.ncbi.nlm.nih.gov/{pmid}/'),
  }),
);
export type TopicReferenceAnswer = z.output<typeof topicReference>;

export const indication = named(
  'Indication',
  z.strictObject({ text: z.string(), grade: z.enum(EVIDENCE_GRADES).describe('Evidence grade: A forte, B moderada, C limitada, D insuficiente (docs/decisions/catalogue-and-content.md)') }),
);
export type IndicationAnswer = z.output<typeof indication>;
