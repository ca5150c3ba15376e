import type { AppDeps } from '../../app.js';
import { route, type RouteDef } from '../../http/routes.js';
import { requestLocale } from '../identity/routes.js';
import { createTranslationRepository } from './repository.js';
import { createTranslationService, type TranslationService } from './service.js';

export function translationRoutes(service: TranslationService): RouteDef[] {
  return [
    route('get', '/settings/translate', 'admin', async (req, res) => {
      res.json(await service.status(requestLocale(req, res)));
    }),
    route('post', '/settings/translate', 'admin', async (_req, res) => {
      res.json(await service.start());
    }),
  ];
}

/** Wires the translation module on the app's dependencies. */
export function translationApi(deps: AppDeps & { now: () => Date }): RouteDef[] {
  return translationRoutes(
    createTranslationService({ repository: createTranslationRepository(deps.store), jobs: deps.jobs, translatorConfigured: deps.translator !== undefined, now: deps.now }),
  );
}
