import type { PageSize } from '../../contract/list.js';
import { COLLECTIONS, type SuggestionDoc } from '../../domain/docs.js';
import { searchToken } from '../../domain/keywords.js';
import { nextId } from '../../store/ids.js';
import { paginate } from '../../store/paginate.js';
import type { Filter, Store } from '../../store/port.js';

/** The only code that reads and writes suggestions. */
export function createSuggestionsRepository(store: Store) {
  return {
    list(page: number, perPage: PageSize, search?: string) {
      const token = search ? searchToken(search) : '';
      const where: Filter[] = token ? [{ field: 'keywords', op: 'array-contains', value: token }] : [];
      return paginate<SuggestionDoc>(
        store,
        { collection: COLLECTIONS.suggestions, where, orderBy: [{ field: 'created_at', direction: 'desc' }] },
        page,
        perPage,
      );
    },
    /** Allocates the id and writes the suggestion in one transaction. */
    create(build: (id: number) => SuggestionDoc): Promise<SuggestionDoc> {
      return store.transaction(async (tx) => {
        const suggestion = build(await nextId(tx, COLLECTIONS.suggestions));
        tx.create(COLLECTIONS.suggestions, String(suggestion.id), suggestion);
        return suggestion;
      });
    },
    /** Deletes the suggestion; false when it did not exist. */
    remove(id: number): Promise<boolean> {
      return store.transaction(async (tx) => {
        if (!(await tx.get(COLLECTIONS.suggestions, String(id)))) return false;
        tx.delete(COLLECTIONS.suggestions, String(id));
        return true;
      });
    },
  };
}
export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
