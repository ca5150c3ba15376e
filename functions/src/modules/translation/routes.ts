import { requireCaller } from '../../auth/guards.js';
import type { TranslationStartAnswer, TranslationStatusAnswer } from '../../contract/translation-answers.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import type { Translator } from './port.js';
import { actorOf, appendAudit } from '../history/port.js';
import { requestLocale } from '../../http/locale.js';
import { createTranslationRepository } from './repository.js';
import { createTranslationService, type TranslationService } from './service.js';

export function translationRoutes(service: TranslationService, store: Store, now: () => Date = () => new Date()): RouteDef[] {
  return [
    route('get', '/settings/translate', 'admin', async (req, res) => {
      res.json(await service.status(requestLocale(req, res)) satisfies TranslationStatusAnswer);
    }),
    route('post', '/settings/translate', 'admin', async (_req, res) => {
      const answer = await service.start();
      if (answer.started) {
        const caller = requireCaller(res);
        await appendAudit(store, {
          action: 'translation.start',
          actor: actorOf(caller),
          target: { type: 'translation', id: 'catalogue', name: 'Conteúdo do catálogo' },
          summary: 'Tradução do conteúdo iniciada',
          at: now().toISOString(),
        });
      }
      res.json(answer satisfies TranslationStartAnswer);
    }),
  ];
}

/** Wires the translation module on the app's dependencies. */
export function translationApi(deps: { store: Store; jobs: JobQueue; translator?: Translator; now: () => Date }): RouteDef[] {
  return translationRoutes(
    createTranslationService({ repository: createTranslationRepository(deps.store), jobs: deps.jobs, translatorConfigured: deps.translator !== undefined, now: deps.now }),
    deps.store,
    deps.now,
  );
}
