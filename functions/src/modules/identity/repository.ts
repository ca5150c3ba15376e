import { COLLECTIONS, type EducationDoc, type PlanDoc, type TermDoc } from '../../domain/docs.js';
import type { Store } from '../../store/port.js';

/** Reference data the identity screens need: educations, terms, plans. */
export function createReferenceRepository(store: Store) {
  return {
    async listEducations(): Promise<EducationDoc[]> {
      const docs = await store.query<EducationDoc>({ collection: COLLECTIONS.educations, orderBy: [{ field: 'order' }] });
      return docs.map((doc) => doc.data);
    },
    getEducation: (id: number) => store.get<EducationDoc>(COLLECTIONS.educations, String(id)),
    getTerm: () => store.get<TermDoc>(COLLECTIONS.terms, 'current'),
    getPlan: (id: string) => store.get<PlanDoc>(COLLECTIONS.plans, id),
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
