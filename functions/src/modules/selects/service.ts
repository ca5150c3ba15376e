import type { Store } from '../../store/port.js';
import { listLeafCategories } from '../categories/port.js';
import { listSupplementOptions } from '../supplements/port.js';
import { listTopicsOfSupplement } from '../topics/port.js';

export interface SelectOption {
  id: number;
  name: string;
}

const toOption = ({ id, name }: SelectOption): SelectOption => ({ id, name });

/** Id and name lists for selects; admins only, so the Portuguese source names. */
export function createSelectsService(deps: { store: Store }) {
  return {
    /** Categories that can hold supplements (no subcategories), by name. */
    async categoryOptions(): Promise<SelectOption[]> {
      return (await listLeafCategories(deps.store)).map(toOption);
    },
    /** Supplements by name, optionally only those of one category. */
    async supplementOptions(categoryId: number | undefined): Promise<SelectOption[]> {
      return (await listSupplementOptions(deps.store, categoryId)).map(toOption);
    },
    /** A supplement's topics in display order (none for a supplement that does not exist). */
    async topicOptions(supplementId: number): Promise<SelectOption[]> {
      return (await listTopicsOfSupplement(deps.store, supplementId)).map(toOption);
    },
  };
}
export type SelectsService = ReturnType<typeof createSelectsService>;
