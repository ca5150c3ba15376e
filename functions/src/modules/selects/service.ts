import type { CategoriesRepository } from '../categories/repository.js';
import type { SupplementsRepository } from '../supplements/repository.js';

export interface SelectOption {
  id: number;
  name: string;
}

/** Id and name lists for selects; admins only, so the Portuguese source names. */
export function createSelectsService(deps: { categories: CategoriesRepository; supplements: SupplementsRepository }) {
  return {
    /** Categories that can hold supplements (no subcategories), by name. */
    async categoryOptions(): Promise<SelectOption[]> {
      return (await deps.categories.listLeaves()).map(({ id, name }) => ({ id, name }));
    },
    /** Supplements by name, optionally only those of one category. */
    async supplementOptions(categoryId: number | undefined): Promise<SelectOption[]> {
      return (await deps.supplements.listOptions(categoryId)).map(({ id, name }) => ({ id, name }));
    },
  };
}
export type SelectsService = ReturnType<typeof createSelectsService>;
