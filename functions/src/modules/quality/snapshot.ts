import type { QualityItem } from '../../contract/quality-answers.js';
import type { ConditionDoc, DrugClassDoc, DrugDoc, InteractionDoc, NutrientDoc, SupplementDoc, SupplementFormDoc, TopicDoc } from '../../domain/docs.js';

/** What the quality job reads: the catalogue content the checks hold against each other. */
export interface QualitySnapshot {
  supplements: SupplementDoc[];
  topics: TopicDoc[];
  interactions: InteractionDoc[];
  drugs: DrugDoc[];
  drugClasses: DrugClassDoc[];
  conditions: ConditionDoc[];
  nutrients: NutrientDoc[];
  forms: SupplementFormDoc[];
}

/** A finding with every optional part empty, to spread the kind's own parts into. */
export const finding = (kind: QualityItem['kind']): QualityItem => ({
  kind,
  supplement: null,
  topic: null,
  target: null,
  interaction_id: null,
  phrase: null,
  excerpt: null,
  prose_word: null,
  severity: null,
  dose: null,
  missing_groups: [],
  reviewed_at: null,
});

export const supplementRefOf = (supplement: Pick<SupplementDoc, 'id' | 'slug' | 'name'>) => ({ id: supplement.id, slug: supplement.slug, name: supplement.name });
