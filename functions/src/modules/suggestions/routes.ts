import { requireCaller } from '../../auth/guards.js';
import { listQuerySchema } from '../../contract/list.js';
import { suggestionCreateSchema } from '../../contract/suggestions.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { idParam } from '../../http/route-doc.js';
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
    defineRoute({
      method: 'post',
      path: '/suggestions',
      access: 'user',
      body: { schema: suggestionCreateSchema, media: ['json', 'multipart', 'form'] },
      doc: { summary: 'Send a suggestion to the editors', tags: ['Suggestions'], returns: 'The stored suggestion' },
      handler: async ({ res, body }) => {
        const item = await service.create(requireCaller(res), body());
        return { message: 'Sugestão enviada. Obrigado!', item };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/suggestions',
      access: 'admin',
      query: listQuerySchema,
      doc: { summary: 'Suggestions, newest first (content, author name or e-mail search)', tags: ['Suggestions'], returns: 'A page of suggestions' },
      handler: async ({ query }) => ({ items: await service.list(query()) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/suggestions/:id',
      access: 'admin',
      params: { id: idParam('suggestion') },
      doc: { summary: 'Delete a suggestion', tags: ['Suggestions'], returns: 'Deleted' },
      handler: async ({ req }) => {
        await service.remove(suggestionId(req.params.id));
        return { message: 'Sugestão foi deletada!' };
      },
    }),
  ];
}

/** Wires the suggestions module on the app's dependencies. */
export function suggestionsApi(deps: { store: Store; now: () => Date }): RouteDef[] {
  return suggestionsRoutes(createSuggestionsService({ suggestions: createSuggestionsRepository(deps.store), now: deps.now }));
}
