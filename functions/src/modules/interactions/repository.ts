import type { PageSize } from '../../contract/list.js';
import type { InteractionSeverity } from '../../contract/interactions.js';
import { COLLECTIONS, type InteractionDoc, type NutrientDoc, type SupplementFormDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';
import { chunksOf } from './keys.js';

const I = COLLECTIONS.interactions;
const F = COLLECTIONS.supplementForms;
const N = COLLECTIONS.nutrients;
const data = <T>(docs: { data: T }[]) => docs.map((doc) => doc.data);

/** The only code that reads interactions and supplement forms (writes go through the content write path and the seed). */
export function createInteractionsRepository(store: Store) {
  return {
    get: (id: number) => store.get<InteractionDoc>(I, String(id)),
    /** Newest change first, optionally of one severity or naming a side whose name begins with the search's word. */
    list(page: number, perPage: PageSize, search: string | undefined, severity: InteractionSeverity | undefined) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = [];
      if (token) where.push({ field: 'keywords', op: 'array-contains', value: token });
      if (severity) where.push({ field: 'severity', op: '==', value: severity });
      return paginate<InteractionDoc>(store, { collection: I, where, orderBy: [{ field: 'updated_at', direction: 'desc' }] }, page, perPage);
    },
    /** The records of these pairs: one `in` query per 30 keys, so the reads follow the list, not the catalogue. */
    async byPairKeys(keys: readonly string[]): Promise<InteractionDoc[]> {
      const found = await Promise.all(chunksOf([...new Set(keys)]).map((chunk) => store.query<InteractionDoc>({ collection: I, where: [{ field: 'pair_key', op: 'in', value: chunk }] })));
      return found.flatMap(data);
    },
    /** Every record of a supplement, on either side. */
    async ofSupplement(supplementId: number): Promise<InteractionDoc[]> {
      const [first, other] = await Promise.all([
        store.query<InteractionDoc>({ collection: I, where: [{ field: 'supplement_id', op: '==', value: supplementId }] }),
        store.query<InteractionDoc>({ collection: I, where: [{ field: 'other_key', op: '==', value: `supplement:${supplementId}` }] }),
      ]);
      return [...data(first), ...data(other)];
    },
    /** Whether any record names the supplement on either side: one read, or two when its own side has none. */
    async anyOfSupplement(supplementId: number): Promise<boolean> {
      if ((await store.query({ collection: I, where: [{ field: 'supplement_id', op: '==', value: supplementId }], limit: 1 })).length > 0) return true;
      return (await store.query({ collection: I, where: [{ field: 'other_key', op: '==', value: `supplement:${supplementId}` }], limit: 1 })).length > 0;
    },
    /**
     * Whether any record concerns the form (its supplement's with no form named, or that form's), on
     * either side: `limit: 1` reads one after the other (the supplement's own side without a form
     * first, the most common), so one to four reads whatever the supplement's records.
     */
    async anyConcerningForm(supplementId: number, formId: number): Promise<boolean> {
      const own = { field: 'supplement_id', op: '==' as const, value: supplementId };
      const other = { field: 'other_key', op: '==' as const, value: `supplement:${supplementId}` };
      const shapes: Filter[][] = [
        [own, { field: 'form_id', op: '==', value: null }],
        [own, { field: 'form_id', op: '==', value: formId }],
        [other, { field: 'other_form_id', op: '==', value: null }],
        [other, { field: 'other_form_id', op: '==', value: formId }],
      ];
      for (const where of shapes) if ((await store.query({ collection: I, where, limit: 1 })).length > 0) return true;
      return false;
    },
    /** Every record naming one of these other-side keys ('drug:5', 'drug_class:3'): one `in` query per 30 keys. */
    async namingAny(keys: readonly string[]): Promise<InteractionDoc[]> {
      const found = await Promise.all(chunksOf([...new Set(keys)]).map((chunk) => store.query<InteractionDoc>({ collection: I, where: [{ field: 'other_key', op: 'in', value: chunk }] })));
      return found.flatMap(data);
    },
    /** Whether any record names one of these other-side keys: one read at most per 30 keys. */
    async anyNaming(keys: readonly string[]): Promise<boolean> {
      for (const chunk of chunksOf([...new Set(keys)])) {
        if ((await store.query({ collection: I, where: [{ field: 'other_key', op: 'in', value: chunk }], limit: 1 })).length > 0) return true;
      }
      return false;
    },
    formsOf: async (supplementId: number) =>
      data(await store.query<SupplementFormDoc>({ collection: F, where: [{ field: 'supplement_id', op: '==', value: supplementId }], orderBy: [{ field: 'order' }] })),
    async getForms(ids: readonly number[]): Promise<SupplementFormDoc[]> {
      if (ids.length === 0) return [];
      const docs = await store.getMany<SupplementFormDoc>(F, [...new Set(ids)].map(String));
      return docs.filter((doc): doc is SupplementFormDoc => doc !== null);
    },
    /** At most `limit` forms whose words begin with `token`. */
    async formsMatching(token: string, limit: number): Promise<SupplementFormDoc[]> {
      if (!token) return [];
      return data(await store.query<SupplementFormDoc>({ collection: F, where: [{ field: 'keywords', op: 'array-contains', value: token }], limit }));
    },
    /** The forms of these supplements (one `in` query per 30), at most `limit` in all: the typeahead's forms found by their nutrient's name. */
    async formsOfSupplements(ids: readonly number[], limit: number): Promise<SupplementFormDoc[]> {
      const found = await Promise.all(chunksOf([...new Set(ids)]).map((chunk) => store.query<SupplementFormDoc>({ collection: F, where: [{ field: 'supplement_id', op: 'in', value: chunk }], limit })));
      return found.flatMap(data).slice(0, limit);
    },
    /** At most `limit` nutrients whose Portuguese or English name has a word beginning with `token`. */
    async nutrientsMatching(token: string, limit: number): Promise<NutrientDoc[]> {
      if (!token) return [];
      return data(await store.query<NutrientDoc>({ collection: N, where: [{ field: 'keywords', op: 'array-contains', value: token }], limit }));
    },
    async getNutrients(ids: readonly number[]): Promise<NutrientDoc[]> {
      if (ids.length === 0) return [];
      const docs = await store.getMany<NutrientDoc>(N, [...new Set(ids)].map(String));
      return docs.filter((doc): doc is NutrientDoc => doc !== null);
    },
  };
}
export type InteractionsRepository = ReturnType<typeof createInteractionsRepository>;
