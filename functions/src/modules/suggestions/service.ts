import type { Caller } from '../../http/caller.js';
import { PAGE_SIZE, type ListQuery } from '../../contract/list.js';
import type { Suggestion } from '../../contract/suggestions-answers.js';
import type { SuggestionCreateData } from '../../contract/suggestions.js';
import type { SuggestionDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { notFound } from '../../http/errors.js';
import { mapPage } from '../../store/paginate.js';
import type { SuggestionsRepository } from './repository.js';

/** A suggestion as the dashboard lists it (spec §3). */
export function presentSuggestion(suggestion: SuggestionDoc): Suggestion {
  return {
    id: suggestion.id,
    content: suggestion.content,
    created_at: suggestion.created_at,
    user: { name: suggestion.user.name, email: suggestion.user.email, detail: { phone: suggestion.user.phone } },
  };
}

/** Users send suggestions; administrators read and delete them. */
export function createSuggestionsService(deps: { suggestions: SuggestionsRepository; now: () => Date }) {
  /** Keeps a copy of the author's contact, so the dashboard reads one document per row. */
  async function create(caller: Caller, input: SuggestionCreateData) {
    const { name, email, detail } = caller.user;
    const suggestion = await deps.suggestions.create((id) => ({
      id,
      content: input.content,
      user_uid: caller.uid,
      user: { name, email, phone: detail.phone },
      keywords: buildKeywords(input.content, name, email),
      created_at: deps.now().toISOString(),
    }));
    return presentSuggestion(suggestion);
  }

  async function list(query: ListQuery) {
    return mapPage(await deps.suggestions.list(query.page, PAGE_SIZE, query.search), presentSuggestion);
  }

  async function remove(id: number): Promise<void> {
    if (!(await deps.suggestions.remove(id))) throw notFound('Sugestão não encontrada');
  }

  return { create, list, remove };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
