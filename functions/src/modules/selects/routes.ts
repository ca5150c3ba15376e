import { supplementOptionsQuerySchema, topicOptionsQuerySchema } from '../../contract/supplements.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { createSelectsService, type SelectsService } from './service.js';
import type { Store } from '../../store/port.js';

/** Options for the dashboard's selects (the notifications dialog's deep-link targets). */
export function selectsRoutes(service: SelectsService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/selects/categories',
      access: 'admin',
      doc: { summary: 'Categories that hold supplements, by name (dashboard selects)', tags: ['Selects'], returns: 'Options' },
      handler: async () => ({ data: { items: await service.categoryOptions() } }),
    }),
    defineRoute({
      method: 'get',
      path: '/selects/supplements',
      access: 'admin',
      query: supplementOptionsQuerySchema,
      doc: {
        summary: 'Supplements by name, optionally of one category (dashboard selects)',
        tags: ['Selects'],
        returns: 'Options',
        errors: { 422: 'A `category_id` that is not a positive integer' },
      },
      handler: async ({ query }) => {
        const { category_id: categoryId } = query();
        return { data: { items: await service.supplementOptions(categoryId) } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/selects/topics',
      access: 'admin',
      query: topicOptionsQuerySchema,
      doc: {
        summary: "A supplement's topics in display order (the notification dialog's topic choice)",
        tags: ['Selects'],
        returns: 'Options (none for a supplement that does not exist)',
        errors: { 422: 'Selecione o suplemento (a missing or malformed `supplement_id`)' },
      },
      handler: async ({ query }) => {
        const { supplement_id: supplementId } = query();
        return { data: { items: await service.topicOptions(supplementId) } };
      },
    }),
  ];
}

/** Wires the selects module on the app's dependencies. */
export function selectsApi(deps: { store: Store }): RouteDef[] {
  return selectsRoutes(createSelectsService({ store: deps.store }));
}
