import type { Store } from '../../store/port.js';
import { createTopicsRepository } from './repository.js';

/** What the topics module offers the other modules: a supplement's topics in display order (the dashboard's select). */
export const listTopicsOfSupplement = (store: Store, supplementId: number) => createTopicsRepository(store).listOfSupplement(supplementId);
