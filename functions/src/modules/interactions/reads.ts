import type { Store } from '../../store/port.js';
import { categoryReader } from '../categories/port.js';
import { clinicalReader } from '../drugs/port.js';
import { supplementReader } from '../supplements/port.js';
import { listTopicsOfSupplement } from '../topics/port.js';
import { createClinicalSearch } from './clinical-search.js';
import { createInteractionsRepository } from './repository.js';
import { createInteractionsReadService, type InteractionsReadService } from './service.js';

/** The read service on a store: the checker's, the monograph's, the typeahead's. */
export function interactionsReads(store: Store, now: () => Date): InteractionsReadService {
  return createInteractionsReadService({ interactions: createInteractionsRepository(store), supplements: supplementReader(store), categories: categoryReader(store), clinical: clinicalReader(store), topics: { listOfSupplement: (id) => listTopicsOfSupplement(store, id) }, now });
}

/** The 'Interações' group of search on a store. */
export function clinicalSearchOn(store: Store) {
  return createClinicalSearch({ interactions: createInteractionsRepository(store), reads: interactionsReads(store, () => new Date()), clinical: clinicalReader(store) });
}
