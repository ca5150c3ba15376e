import type { PageSize } from '../../contract/list.js';
import {
  COLLECTIONS,
  type CouncilRegistration,
  type FormulaDoc,
  type FormulaTemplateDoc,
  type NutrientDoc,
  type SupplementDoc,
  type SupplementFormDoc,
  type UserDoc,
} from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store, Transaction } from '../../store/port.js';

const present = <T>(docs: readonly (T | null)[]): T[] => docs.filter((doc): doc is T => doc !== null);
const byIds = <T>(store: Store, collection: string, ids: readonly number[]): Promise<T[]> =>
  ids.length === 0 ? Promise.resolve([]) : store.getMany<T & Record<string, unknown>>(collection, [...new Set(ids)].map(String)).then(present);

/**
 * The only code of the formula builder touching the store: the caller's formulas (read and written
 * only with their owner's uid), the council registration on the profile, and read-only the chemical
 * forms, supplements, nutrients and templates the builder computes with.
 */
export function createFormulasRepository(store: Store) {
  return {
    forms: (ids: readonly number[]) => byIds<SupplementFormDoc>(store, COLLECTIONS.supplementForms, ids),
    supplements: (ids: readonly number[]) => byIds<SupplementDoc>(store, COLLECTIONS.supplements, ids),
    nutrients: (ids: readonly number[]) => byIds<NutrientDoc>(store, COLLECTIONS.nutrients, ids),
    async templates(): Promise<FormulaTemplateDoc[]> {
      const docs = await store.query<FormulaTemplateDoc>({ collection: COLLECTIONS.formulaTemplates });
      return docs.map((doc) => doc.data).sort((a, b) => a.id - b.id);
    },

    /** The caller's formulas, last changed first; `search` matches a word of the formula's or the patient's name. */
    listPage(uid: string, search: string | undefined, page: number, perPage: PageSize) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = [{ field: 'owner_uid', op: '==', value: uid }, ...(token ? [{ field: 'keywords', op: 'array-contains' as const, value: token }] : [])];
      return paginate<FormulaDoc>(store, { collection: COLLECTIONS.formulas, where, orderBy: [{ field: 'updated_at', direction: 'desc' }] }, page, perPage);
    },
    get: (id: string) => store.get<FormulaDoc>(COLLECTIONS.formulas, id),
    /**
     * Saves a new formula and counts it on the owner's profile in one transaction, unless the count
     * has reached `max` (then `onFull` throws): two saves at once cannot both take the last place.
     * A profile without the count (none saved since it was added) starts from a count query.
     */
    async createCounted(formula: FormulaDoc, max: number, onFull: () => Error): Promise<void> {
      const counted = await store.count({ collection: COLLECTIONS.formulas, where: [{ field: 'owner_uid', op: '==', value: formula.owner_uid }] });
      await store.transaction(async (tx) => {
        const user = await tx.get<UserDoc>(COLLECTIONS.users, formula.owner_uid);
        const saved = user?.saved_formulas ?? counted;
        if (saved >= max) throw onFull();
        tx.create(COLLECTIONS.formulas, formula.id, formula);
        if (user) tx.update(COLLECTIONS.users, formula.owner_uid, { saved_formulas: saved + 1 });
      });
    },
    /** Reads the formula and writes what `change` answers, in one transaction (the revision check runs inside). */
    change<R>(id: string, change: (current: FormulaDoc | null, tx: Transaction) => R): Promise<R> {
      return store.transaction(async (tx) => change(await tx.get<FormulaDoc>(COLLECTIONS.formulas, id), tx));
    },
    /** Deletes a formula and uncounts it on its owner's profile, in one transaction, after `check` accepts it. */
    removeCounted(id: string, check: (current: FormulaDoc | null) => FormulaDoc): Promise<void> {
      return store.transaction(async (tx) => {
        const doc = check(await tx.get<FormulaDoc>(COLLECTIONS.formulas, id));
        const user = await tx.get<UserDoc>(COLLECTIONS.users, doc.owner_uid);
        tx.delete(COLLECTIONS.formulas, id);
        if (user && typeof user.saved_formulas === 'number') tx.update(COLLECTIONS.users, doc.owner_uid, { saved_formulas: Math.max(0, user.saved_formulas - 1) });
      });
    },
    collection: COLLECTIONS.formulas,

    user: (uid: string) => store.get<UserDoc>(COLLECTIONS.users, uid),
    saveCouncil: (uid: string, council: CouncilRegistration, now: string) => store.update(COLLECTIONS.users, uid, { council, updated_at: now }),
  };
}
export type FormulasRepository = ReturnType<typeof createFormulasRepository>;
