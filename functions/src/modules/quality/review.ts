import type { SupplementDoc, TopicDoc } from '../../domain/docs.js';

export interface MonographReview {
  at: string;
  by: string;
}

/**
 * When a monograph was last reviewed as a whole: the explicit review an admin recorded on the
 * supplement ('Marcar como revisado'), or, before one was recorded, the oldest of its topics' reviews
 * when every topic has one (the whole text was reviewed at least then). Null: never reviewed.
 */
export function monographReviewOf(supplement: Pick<SupplementDoc, 'reviewed_at' | 'reviewed_by'>, topics: readonly Pick<TopicDoc, 'reviewed_at' | 'reviewed_by'>[]): MonographReview | null {
  if (typeof supplement.reviewed_at === 'string' && supplement.reviewed_at) return { at: supplement.reviewed_at, by: typeof supplement.reviewed_by === 'string' ? supplement.reviewed_by : '' };
  if (topics.length === 0) return null;
  let oldest: MonographReview | null = null;
  for (const topic of topics) {
    if (!topic.reviewed_at || !topic.reviewed_by) return null;
    if (!oldest || topic.reviewed_at < oldest.at) oldest = { at: topic.reviewed_at, by: topic.reviewed_by };
  }
  return oldest;
}
