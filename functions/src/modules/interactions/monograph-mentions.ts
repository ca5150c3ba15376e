import type { UnrecordedMention } from '../../contract/interactions-answers.js';
import { readableText } from '../../contract/readable-text.js';
import type { DrugDoc, InteractionDoc, SupplementDoc, TopicDoc } from '../../domain/docs.js';
import { createProseMentionMatcher, unrecordedMentions, type ClinicalNameEntry } from '../../domain/prose-mentions.js';
import type { ClinicalNames } from '../drugs/port.js';
import { sideKey } from './keys.js';
import { typedName } from './names.js';
import type { Viewer } from './present.js';

export interface MentionReads {
  topicsOf(supplementId: number): Promise<TopicDoc[]>;
  /** Every drug's, class's and condition's names (the drugs module's digest: one read). */
  clinicalNames(): Promise<ClinicalNames>;
}

/**
 * The keys a supplement's records answer for: each record's other side, a drug's classes (a mention
 * of 'bisfosfonatos' is answered by a record on alendronato) and a class's drugs (a mention of
 * alendronato is answered by a record on the class, which reaches its members).
 */
function recordedKeys(supplementId: number, records: readonly InteractionDoc[], drugs: readonly Pick<DrugDoc, 'id' | 'class_ids'>[]): Set<string> {
  const keys = new Set<string>();
  for (const record of records) {
    if (record.supplement_id !== supplementId) continue;
    keys.add(record.other_key);
    if (record.other_kind === 'drug') {
      for (const classId of drugs.find((drug) => drug.id === record.other_id)?.class_ids ?? []) keys.add(sideKey('drug_class', classId));
    }
    if (record.other_kind === 'drug_class') {
      for (const drug of drugs) if (drug.class_ids.includes(record.other_id)) keys.add(sideKey('drug', drug.id));
    }
  }
  return keys;
}

/**
 * The drugs, classes and conditions the monograph's text names (its Portuguese text, the topics
 * this reader may read) that none of its structured interactions answers: flagged on the
 * monograph's 'Interações' until prose and data agree (issue 39).
 */
export async function monographMentionsWithoutRecord(supplement: SupplementDoc, records: readonly InteractionDoc[], viewer: Viewer, reads: MentionReads): Promise<UnrecordedMention[]> {
  if (supplement.is_paid === 1 && !viewer.premium) return [];
  const [topics, { drug: drugs, drug_class: classes, condition: conditions }] = await Promise.all([reads.topicsOf(supplement.id), reads.clinicalNames()]);
  const entries: (ClinicalNameEntry & { doc: { name: string; name_en: string } })[] = [
    ...drugs.map((doc) => ({ ...doc, kind: 'drug' as const, doc })),
    ...classes.map((doc) => ({ ...doc, kind: 'drug_class' as const, doc })),
    ...conditions.map((doc) => ({ ...doc, kind: 'condition' as const, doc })),
  ];
  const byKey = new Map(entries.map((entry) => [sideKey(entry.kind, entry.id), entry]));
  const matcher = createProseMentionMatcher(entries);
  const text = topics
    .filter((topic) => topic.is_paid !== 1 || viewer.premium)
    .map((topic) => readableText(topic.content))
    .join('\n');
  return unrecordedMentions(matcher.mentionsIn(text), recordedKeys(supplement.id, records, drugs)).map((mention) => ({
    phrase: mention.phrase,
    items: mention.targets.flatMap((target) => {
      const entry = byKey.get(sideKey(target.kind, target.id));
      return entry ? [{ kind: target.kind, id: target.id, name: typedName(entry.doc, viewer.locale) }] : [];
    }),
  }));
}
