import { z } from './zod.js';
import { id, isoDate, named } from './answer-shapes.js';
import { QUALITY_KINDS } from './quality.js';

const ref = z.strictObject({ id, name: z.string() });
const supplementRef = z.strictObject({ id, slug: z.string(), name: z.string() });

export const qualityItem = named(
  'QualityItem',
  z.strictObject({
    kind: z.enum(QUALITY_KINDS),
    supplement: supplementRef.nullable().describe('The monograph the finding is about (null for a drug, condition or nutrient)'),
    topic: supplementRef.nullable().describe('The topic whose text the finding was read in (its slug opens its editor)'),
    target: z
      .strictObject({ type: z.enum(['drug', 'drug_class', 'condition', 'nutrient', 'supplement_form']), ...ref.shape })
      .nullable()
      .describe('What the text names, or the item the finding is about'),
    interaction_id: id.nullable().describe('severity_disagrees: the structured interaction the text disagrees with'),
    phrase: z.string().nullable().describe("The words as the text has them ('inibidores de bomba de prótons')"),
    excerpt: z.string().nullable().describe('The sentence, list item or table row the finding was read in'),
    prose_word: z.string().nullable().describe("severity_disagrees: the text's word ('contraindicado', 'evitar')"),
    severity: z.enum(['grave', 'moderada', 'leve']).nullable().describe('severity_disagrees: the structured severity'),
    dose: z
      .strictObject({
        text: z.string().describe("The dose as written ('400–600 mg/dia')"),
        per_day: z.number().describe("The top of the range per day, in the nutrient's unit"),
        upper_level: z.number().describe("The group's tolerable upper intake level per day"),
        unit: z.enum(['mg', 'µg']),
        group: z.string().describe("The population group ('adultos-19a', 'gestantes', 'lactantes')"),
        nutrient: ref,
      })
      .nullable(),
    missing_groups: z.array(z.string()).describe('nutrient_without_anvisa: the population groups without an ANVISA maximum'),
    reviewed_at: isoDate.nullable().describe('review_due: the last review (null: never reviewed)'),
  }),
  'One finding of the content-quality report; the dashboard words it and links to the editor of what it names.',
);
export type QualityItem = z.output<typeof qualityItem>;

export const qualityReport = named(
  'QualityReport',
  z.strictObject({
    built_at: isoDate.describe('When the background job computed it'),
    counts: z.record(z.enum(QUALITY_KINDS), z.number().int().min(0)).describe('Findings of each kind (all of them, even beyond the listed items)'),
    items: z.array(qualityItem).describe('The findings, at most 300 of each kind'),
    truncated: z.boolean().describe('True when a collection was larger than the job reads (the counts are then lower bounds)'),
  }),
  'The content-quality report, computed after content changes by the `buildQualityReport` job and stored; never computed on a request.',
);
export type QualityReport = z.output<typeof qualityReport>;

/** GET quality: the stored report, or null while the first one is being computed (asking for it queues the job). */
export const qualityReportAnswer = z.strictObject({ report: qualityReport.nullable() });
export type QualityReportAnswer = z.output<typeof qualityReportAnswer>;
