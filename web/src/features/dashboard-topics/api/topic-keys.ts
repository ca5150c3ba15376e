/** Query keys of the dashboard's topic screens (answer shapes: `@/types/catalogue`). */
export const topicKeys = {
  list: (supplementSlug: string) => ['dashboard', 'supplement-topics', supplementSlug] as const,
  detail: (topicSlug: string) => ['dashboard', 'topic', topicSlug] as const,
};
