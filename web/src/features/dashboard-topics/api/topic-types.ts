/** Shapes of the topics API (docs/api.md "Catalogue"); admins always read the Portuguese source. */
export interface CategoryHeader {
  id: number;
  name: string;
  slug: string;
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
  supplement_id: number;
}

export const topicKeys = {
  list: (supplementSlug: string) => ['dashboard', 'supplement-topics', supplementSlug] as const,
  detail: (topicSlug: string) => ['dashboard', 'topic', topicSlug] as const,
};
