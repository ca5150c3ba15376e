import type { CategoriesRepository } from '../categories/repository.js';
import type { SupplementsRepository } from '../supplements/repository.js';
import type { TopicsRepository } from '../topics/repository.js';

export interface SelectOption {
  id: number;
  name: string;
}

/** Id and name lists for selects; admins only, so the Portuguese source names. */
export function createSelectsService(deps: { categories: CategoriesRepository; supplements: SupplementsRepository; topics: TopicsRepository }) {
  return {
    /** Categories that can hold supplements (no subcategories), by name. */
    async categoryOptions(): Promise<SelectOption[]> {
      return (await deps.categories.listLeaves()).map(({ id, name }) => ({ id, name }));
    },
    /** Supplements by name, optionally only those of one category. */
    async supplementOptions(categoryId: number | undefined): Promise<SelectOption[]> {
      return (await deps.supplements.listOptions(categoryId)).map(({ id, name }) => ({ id, name }));
    },
    /** A supplement's topics in display order (none for a supplement that does not exist). */
    async topicOptions(supplementId: number): Promise<SelectOption[]> {
      return (await deps.topics.listOfSupplement(supplementId)).map(({ id, name }) => ({ id, name }));
    },
  };
}
export type SelectsService = ReturnType<typeof createSelectsService>;
