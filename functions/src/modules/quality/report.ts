import { QUALITY_KINDS, type QualityKind } from '../../contract/quality.js';
import type { QualityItem, QualityReport } from '../../contract/quality-answers.js';
import type { TopicDoc } from '../../domain/docs.js';
import { anvisaFindings, formFindings, reviewFindings, unusedFindings } from './coverage-checks.js';
import { doseFindings } from './dose-checks.js';
import { proseMentionFindings } from './prose-checks.js';
import type { QualitySnapshot } from './snapshot.js';

/** Findings listed per kind (the counts say how many there are in all): keeps the report document small. */
export const MAX_ITEMS_PER_KIND = 300;

/** Every finding of the content-quality checks over one snapshot of the catalogue. */
export function buildQualityReport(snapshot: QualitySnapshot, now: Date, complete: boolean): QualityReport {
  const topicsBySupplement = new Map<number, TopicDoc[]>();
  for (const topic of [...snapshot.topics].sort((a, b) => a.order - b.order || a.id - b.id)) {
    topicsBySupplement.set(topic.supplement_id, [...(topicsBySupplement.get(topic.supplement_id) ?? []), topic]);
  }
  const all: QualityItem[] = [
    ...proseMentionFindings(snapshot, topicsBySupplement),
    ...doseFindings(snapshot, topicsBySupplement),
    ...formFindings(snapshot),
    ...anvisaFindings(snapshot),
    ...reviewFindings(snapshot, now),
    ...unusedFindings(snapshot),
  ];
  const counts = Object.fromEntries(QUALITY_KINDS.map((kind) => [kind, 0])) as Record<QualityKind, number>;
  const items: QualityItem[] = [];
  for (const item of all) {
    counts[item.kind] += 1;
    if (counts[item.kind] <= MAX_ITEMS_PER_KIND) items.push(item);
  }
  items.sort((a, b) => QUALITY_KINDS.indexOf(a.kind) - QUALITY_KINDS.indexOf(b.kind));
  return { built_at: now.toISOString(), counts, items, truncated: !complete };
}
