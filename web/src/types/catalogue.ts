import type { Indication, TopicReference } from '@contract/evidence';
import type { Page } from '@contract/list';

/**
 * Answer shapes of the catalogue API (docs/api.md "Catalogue"), one declaration for the user area
 * and the dashboard; `image` names a file under /uploads/categories.
 */
export type { Indication, Page, TopicReference };

export interface CategoryHeader {
  id: number;
  name: string;
  slug: string;
  image: string;
}

export interface CategoryCard extends CategoryHeader {
  has_subcategory: 0 | 1;
  order: number;
  supplements_count: number;
}

export interface SupplementCard {
  id: number;
  name: string;
  slug: string;
  is_paid: 0 | 1;
  order: number;
  category_id: number;
  updated_at: string;
  category: CategoryHeader;
}

export interface SupplementHeader {
  id: number;
  name: string;
  slug: string;
  is_paid: 0 | 1;
  category: CategoryHeader;
}

export interface Topic {
  id: number;
  name: string;
  slug: string;
  order: number;
  is_paid: 0 | 1;
  tags: string | null;
  content: string | null;
  locked: boolean;
  /** Structured citations in reading order (empty when `locked`). */
  references: TopicReference[];
  reviewed_at: string | null;
  reviewed_by: string | null;
  supplement_id: number;
  /** Raised by every edit; the editor sends it back so a save on top of someone else's is refused (409). */
  revision: number;
}

/** GET supplement-topics/supplement/slug/{slug}/teaser: what a locked supplement page shows. */
export interface SupplementTeaser {
  supplement: SupplementHeader;
  topics: { id: number; name: string }[];
  /** The first paragraph of the first topic, as plain text. */
  excerpt: string | null;
}

/** GET supplement-topics/supplement/slug/{slug}: the supplement, its graded indications and its topics by order. */
export interface SupplementTopics {
  supplement: SupplementHeader;
  indications: Indication[];
  items: Topic[];
}
