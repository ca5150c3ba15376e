import type { OptionsAnswer } from '../../contract/answer-shapes.js';
import { supplementOptionsQuerySchema, topicOptionsQuerySchema } from '../../contract/supplements.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import { createSelectsService, type SelectsService } from './service.js';
import type { Store } from '../../store/port.js';

/** Options for the dashboard's selects (the notifications dialog's deep-link targets). */
export function selectsRoutes(service: SelectsService): RouteDef[] {
  return [
    route('get', '/selects/categories', 'admin', async (_req, res) => {
      res.json({ data: { items: await service.categoryOptions() } } satisfies OptionsAnswer);
    }),
    route('get', '/selects/supplements', 'admin', async (req, res) => {
      const { category_id: categoryId } = parseInput(supplementOptionsQuerySchema, req.query);
      res.json({ data: { items: await service.supplementOptions(categoryId) } } satisfies OptionsAnswer);
    }),
    route('get', '/selects/topics', 'admin', async (req, res) => {
      const { supplement_id: supplementId } = parseInput(topicOptionsQuerySchema, req.query);
      res.json({ data: { items: await service.topicOptions(supplementId) } } satisfies OptionsAnswer);
    }),
  ];
}

/** Wires the selects module on the app's dependencies. */
export function selectsApi(deps: { store: Store }): RouteDef[] {
  return selectsRoutes(createSelectsService({ store: deps.store }));
}
