import { requireCaller } from '../../auth/guards.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { listQuerySchema } from '../../contract/list.js';
import type { SuggestionCreatedAnswer, SuggestionListAnswer } from '../../contract/suggestions-answers.js';
import { suggestionCreateSchema } from '../../contract/suggestions.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import { createSuggestionsRepository } from './repository.js';
import { createSuggestionsService, type SuggestionsService } from './service.js';

/** A path id: digits only, else the suggestion does not exist (404, never a 500). */
function suggestionId(value: unknown): number {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw notFound('Sugestão não encontrada');
  return Number(value);
}

export function suggestionsRoutes(service: SuggestionsService): RouteDef[] {
  return [
    route('post', '/suggestions', 'user', async (req, res) => {
      const item = await service.create(requireCaller(res), parseInput(suggestionCreateSchema, req.body));
      res.json({ message: 'Sugestão enviada. Obrigado!', item } satisfies SuggestionCreatedAnswer);
    }),
    route('get', '/suggestions', 'admin', async (req, res) => {
      res.json({ items: await service.list(parseInput(listQuerySchema, req.query)) } satisfies SuggestionListAnswer);
    }),
    route('delete', '/suggestions/:id', 'admin', async (req, res) => {
      await service.remove(suggestionId(req.params.id));
      res.json({ message: 'Sugestão foi deletada!' } satisfies MessageAnswer);
    }),
  ];
}

/** Wires the suggestions module on the app's dependencies. */
export function suggestionsApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return suggestionsRoutes(createSuggestionsService({ suggestions: createSuggestionsRepository(deps.store), now: deps.now }));
}
