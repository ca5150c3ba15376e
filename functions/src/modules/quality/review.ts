import type { SupplementDoc } from '../../domain/docs.js';

export interface MonographReview {
  at: string;
  by: string;
}

/**
 * When a monograph was last reviewed as a whole: the explicit review an admin recorded on the
 * supplement ('Marcar como revisado', POST supplements/{id}/review). Null: never reviewed. A topic's
 * own review ('Revisado em' under a topic) does not count for the whole monograph.
 */
export function monographReviewOf(supplement: Pick<SupplementDoc, 'reviewed_at' | 'reviewed_by'>): MonographReview | null {
  if (typeof supplement.reviewed_at !== 'string' || !supplement.reviewed_at) return null;
  return { at: supplement.reviewed_at, by: typeof supplement.reviewed_by === 'string' ? supplement.reviewed_by : '' };
}
