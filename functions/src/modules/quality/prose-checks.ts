import type { QualityItem } from '../../contract/quality-answers.js';
import type { DrugDoc, InteractionDoc, SupplementDoc, TopicDoc } from '../../domain/docs.js';
import { createProseMentionMatcher, refKey, type ClinicalMentionKind, type ClinicalRef } from '../../domain/prose-mentions.js';
import { excerptOf, proseUnitsOf, type ProseUnit } from './prose-units.js';
import { finding, supplementRefOf, type QualitySnapshot } from './snapshot.js';

/** Words by which a monograph forbids or advises against a combination: the structured severity should be 'grave'. */
const STRONG_WORDS = /\b(contraindicad[oa]s?|evitar|não\s+(?:usar|associar|combinar))\b/iu;
/**
 * A condition is named as a caution only beside one of these words: elsewhere it is a population a
 * dose is for ('Gestantes e lactantes 220–290 mcg/dia') or a use ('Náusea (gestação…)'), not a
 * contraindication the interaction data should carry.
 */
const CAUTION_WORDS = /cautela|evitar|contraindicad|risco|não\s+(?:usar|associar|combinar)|acompanhamento|monitorar|precaução|suspender|interrompa|interromper/iu;

/**
 * A word several drug entries share ('antibiótico', 'diurético') is a whole family of medicines, not
 * one: it names them as a caution only in a sentence that speaks of a caution or an interaction
 * ('Separar em 2 horas de antibióticos'), not in a use or a property ('diarreia associada a
 * antibióticos', 'levedura resistente a antibióticos').
 */
const INTERACTION_WORDS = /separar|intera[gç]|reduz|diminu|aument|potencializ|absorç|efeito/iu;

/** 'associada a', 'induzida por' just before a name: the medicine is the cause of a condition treated, not a caution. */
const CAUSE_BEFORE = /(?:associad|induzid|causad|relacionad)[oa]s?\s+(?:a|à|às|ao|aos|por|pel[oa]s?|com)\s*$/iu;

/**
 * Whether a mention counts in this sentence: a condition only beside a caution, a shared family word
 * only beside a caution or an interaction, and a medicine named as the cause of what the supplement
 * is used for ('Miopatia associada a estatinas (adjuvante)') not at all unless the sentence also cautions.
 */
export function mentionCounts(targets: readonly ClinicalRef[], text: string, phrase?: string): ClinicalRef[] {
  const cautions = CAUTION_WORDS.test(text);
  if (phrase && !cautions && !INTERACTION_WORDS.test(text)) {
    const at = text.toLowerCase().indexOf(phrase.toLowerCase());
    if (at >= 0 && CAUSE_BEFORE.test(text.slice(0, at))) return [];
  }
  const shared = targets.filter((target) => target.kind !== 'condition').length > 1;
  if (shared && !cautions && !INTERACTION_WORDS.test(text)) return targets.filter((target) => target.kind === 'condition' && cautions);
  return targets.filter((target) => target.kind !== 'condition' || cautions);
}

/** The structured records of one supplement that cover a mention (a class record covers its drugs and a drug's record its classes). */
export function recordsCovering(mention: ClinicalRef, records: readonly InteractionDoc[], drugs: ReadonlyMap<number, DrugDoc>): InteractionDoc[] {
  return records.filter((record) => {
    if (record.other_kind === mention.kind && record.other_id === mention.id) return true;
    if (mention.kind === 'drug' && record.other_kind === 'drug_class') return drugs.get(mention.id)?.class_ids.includes(record.other_id) ?? false;
    if (mention.kind === 'drug_class' && record.other_kind === 'drug') return drugs.get(record.other_id)?.class_ids.includes(mention.id) ?? false;
    return false;
  });
}

export interface MentionContext {
  names: Map<string, string>;
  drugs: Map<number, DrugDoc>;
  recordsBySupplement: Map<number, InteractionDoc[]>;
}

export function mentionContext(snapshot: QualitySnapshot): MentionContext {
  const names = new Map<string, string>();
  for (const [kind, docs] of [['drug', snapshot.drugs], ['drug_class', snapshot.drugClasses], ['condition', snapshot.conditions]] as const) {
    for (const doc of docs) names.set(`${kind}:${doc.id}`, doc.name);
  }
  const recordsBySupplement = new Map<number, InteractionDoc[]>();
  for (const record of snapshot.interactions) recordsBySupplement.set(record.supplement_id, [...(recordsBySupplement.get(record.supplement_id) ?? []), record]);
  return { names, drugs: new Map(snapshot.drugs.map((drug) => [drug.id, drug])), recordsBySupplement };
}

const topicRef = (topic: TopicDoc) => ({ id: topic.id, slug: topic.slug, name: topic.name });

/**
 * For each monograph: each drug, class or condition its text names that no structured interaction of
 * the supplement covers (once per monograph and item, where first read), and each one named beside
 * 'contraindicado'/'evitar' whose structured records are none of them 'grave'.
 */
export function proseMentionFindings(snapshot: QualitySnapshot, topicsBySupplement: Map<number, TopicDoc[]>): QualityItem[] {
  const matcher = createProseMentionMatcher([
    ...snapshot.drugs.map((doc) => ({ ...doc, kind: 'drug' as const })),
    ...snapshot.drugClasses.map((doc) => ({ ...doc, kind: 'drug_class' as const })),
    ...snapshot.conditions.map((doc) => ({ ...doc, kind: 'condition' as const })),
  ]);
  const context = mentionContext(snapshot);
  const findings: QualityItem[] = [];
  for (const supplement of snapshot.supplements) {
    const records = context.recordsBySupplement.get(supplement.id) ?? [];
    const reported = new Set<string>();
    for (const unit of (topicsBySupplement.get(supplement.id) ?? []).flatMap(proseUnitsOf)) {
      const strong = STRONG_WORDS.exec(unit.text)?.[1] ?? null;
      for (const mention of matcher.mentionsIn(unit.text)) {
        // A word several entries share ('antibiótico') names them all: covered when any of them is.
        const targets = mentionCounts(mention.targets, unit.text, mention.phrase);
        if (targets.length === 0) continue;
        const covering = targets.flatMap((target) => recordsCovering(target, records, context.drugs));
        const target = targets[0]!;
        const key = targets.map(refKey).join(',');
        if (covering.length === 0 && !reported.has(key)) {
          reported.add(key);
          findings.push(mentionFinding('prose_without_interaction', supplement, unit, target, mention.phrase, context));
        } else if (strong && covering.length > 0 && !covering.some((record) => record.severity === 'grave') && !reported.has(`${key}:severity`)) {
          reported.add(`${key}:severity`);
          const record = covering[0]!;
          const named = { kind: record.other_kind as ClinicalMentionKind, id: record.other_id };
          findings.push({ ...mentionFinding('severity_disagrees', supplement, unit, named, mention.phrase, context), interaction_id: record.id, prose_word: strong.toLowerCase(), severity: record.severity });
        }
      }
    }
  }
  return findings;
}

function mentionFinding(kind: QualityItem['kind'], supplement: SupplementDoc, unit: ProseUnit, target: ClinicalRef, phrase: string, context: MentionContext): QualityItem {
  return {
    ...finding(kind),
    supplement: supplementRefOf(supplement),
    topic: topicRef(unit.topic),
    target: { type: target.kind, id: target.id, name: context.names.get(refKey(target)) ?? '' },
    phrase,
    excerpt: excerptOf(unit),
  };
}

export { topicRef };
