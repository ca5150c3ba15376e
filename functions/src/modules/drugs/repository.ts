import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type ConditionDoc, type DrugClassDoc, type DrugDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';
import { readClinicalNames } from './names-digest.js';

/** The three lists of this module and their documents. */
export interface ClinicalDocs {
  drug: DrugDoc;
  drug_class: DrugClassDoc;
  condition: ConditionDoc;
}
export type ClinicalKind = keyof ClinicalDocs;

export const CLINICAL_COLLECTIONS: Record<ClinicalKind, string> = {
  drug: COLLECTIONS.drugs,
  drug_class: COLLECTIONS.drugClasses,
  condition: COLLECTIONS.conditions,
};

export const NOT_FOUND: Record<ClinicalKind, string> = {
  drug: 'Medicamento não encontrado',
  drug_class: 'Classe de medicamentos não encontrada',
  condition: 'Condição não encontrada',
};

/** Reads of drugs, drug classes and conditions (writes go through the content write path). */
export function createDrugsRepository(store: Store) {
  return {
    /** A page by name, optionally of those whose names, synonyms or brands begin with the search's word. */
    list<K extends ClinicalKind>(kind: K, page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<ClinicalDocs[K]>(store, { collection: CLINICAL_COLLECTIONS[kind], where, orderBy: [{ field: 'name' }] }, page, perPage);
    },
    get: <K extends ClinicalKind>(kind: K, id: number) => store.get<ClinicalDocs[K]>(CLINICAL_COLLECTIONS[kind], String(id)),
    async getMany<K extends ClinicalKind>(kind: K, ids: readonly number[]): Promise<ClinicalDocs[K][]> {
      if (ids.length === 0) return [];
      const docs = await store.getMany<ClinicalDocs[K]>(CLINICAL_COLLECTIONS[kind], [...new Set(ids)].map(String));
      return docs.filter((doc): doc is ClinicalDocs[K] => doc !== null);
    },
    /** At most `limit` of a kind whose words begin with the search's word, by name. */
    async matching<K extends ClinicalKind>(kind: K, search: string, limit: number): Promise<ClinicalDocs[K][]> {
      const token = searchToken(search);
      if (!token) return [];
      const docs = await store.query<ClinicalDocs[K]>({
        collection: CLINICAL_COLLECTIONS[kind],
        where: [{ field: 'keywords', op: 'array-contains', value: token }],
        orderBy: [{ field: 'name' }],
        limit,
      });
      return docs.map((doc) => doc.data);
    },
    /** How many drugs name the class. */
    drugsOfClass: (classId: number) => store.count({ collection: COLLECTIONS.drugs, where: [{ field: 'class_ids', op: 'array-contains', value: classId }] }),
    /** At most `limit` drugs of a class (a class on the checker's list, a class found by search); no order, so no composite index. */
    async membersOf(classId: number, limit: number): Promise<DrugDoc[]> {
      const docs = await store.query<DrugDoc>({ collection: COLLECTIONS.drugs, where: [{ field: 'class_ids', op: 'array-contains', value: classId }], limit });
      return docs.map((doc) => doc.data);
    },
    /** Every drug's, class's and condition's names (the prose-mention matcher): one document read while current (names-digest.ts). */
    names: () => readClinicalNames(store),
    /** Every class, by name (the drug form's select). */
    async allClasses(limit: number): Promise<DrugClassDoc[]> {
      const docs = await store.query<DrugClassDoc>({ collection: COLLECTIONS.drugClasses, orderBy: [{ field: 'name' }], limit });
      return docs.map((doc) => doc.data);
    },
  };
}
export type DrugsRepository = ReturnType<typeof createDrugsRepository>;
