import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type NutrientDoc, type SupplementFormDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store, Transaction } from '../../store/port.js';

const N = COLLECTIONS.nutrients;
const F = COLLECTIONS.supplementForms;
const data = <T>(docs: { data: T }[]) => docs.map((doc) => doc.data);

/** Reads of nutrients and of the chemical forms' chemistry (writes go through the content write path and the seed). */
export function createDosesRepository(store: Store) {
  return {
    getNutrient: (id: number) => store.get<NutrientDoc>(N, String(id)),
    async getNutrients(ids: readonly number[]): Promise<NutrientDoc[]> {
      if (ids.length === 0) return [];
      const docs = await store.getMany<NutrientDoc>(N, [...new Set(ids)].map(String));
      return docs.filter((doc): doc is NutrientDoc => doc !== null);
    },
    /** A page by name, optionally of those whose Portuguese or English name has a word beginning with the search's. */
    listNutrients(page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<NutrientDoc>(store, { collection: N, where, orderBy: [{ field: 'name' }] }, page, perPage);
    },
    /** The nutrients a supplement's amounts count as (a handful at most; ordered by the caller). */
    nutrientsOfSupplement: async (supplementId: number) => data(await store.query<NutrientDoc>({ collection: N, where: [{ field: 'supplement_ids', op: 'array-contains', value: supplementId }] })),
    getForm: (id: number) => store.get<SupplementFormDoc>(F, String(id)),
    /** A supplement's chemical forms in their order. */
    formsOf: async (supplementId: number) =>
      data(await store.query<SupplementFormDoc>({ collection: F, where: [{ field: 'supplement_id', op: '==', value: supplementId }], orderBy: [{ field: 'order' }] })),
  };
}
export type DosesRepository = ReturnType<typeof createDosesRepository>;

/** The forms that point at a nutrient, read inside a write's transaction (at most `limit`). */
export async function formsOfNutrient(tx: Transaction, nutrientId: number, limit: number): Promise<SupplementFormDoc[]> {
  return data(await tx.query<SupplementFormDoc>({ collection: F, where: [{ field: 'nutrient_id', op: '==', value: nutrientId }], limit }));
}

/** A supplement's forms, read inside a write's transaction (at most `limit`). */
export async function formsOfSupplement(tx: Transaction, supplementId: number, limit: number): Promise<SupplementFormDoc[]> {
  return data(await tx.query<SupplementFormDoc>({ collection: F, where: [{ field: 'supplement_id', op: '==', value: supplementId }], limit }));
}
