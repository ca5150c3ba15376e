import { requireCaller } from '../../auth/guards.js';
import { TRANSLATION_NOT_CONFIGURED } from '../../contract/translation.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import type { Translator } from './port.js';
import { actorOf, appendAudit } from '../history/port.js';
import { requestLocale } from '../../http/locale.js';
import { createTranslationRepository } from './repository.js';
import { createTranslationService, type TranslationService } from './service.js';

export function translationRoutes(service: TranslationService, store: Store, now: () => Date = () => new Date()): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/settings/translate',
      access: 'admin',
      doc: {
        summary: 'Where content translation stands: one status text per collection',
        description:
          "Texts such as 'Traduzido: 613 de 613', 'Em andamento: 120 de 613', 'Pendente: 3 novos ou alterados desde a última tradução' or 'Falhou: … (tentar novamente)', in the caller's language. `running` is true while a run is under way.",
        tags: ['Translation'],
        returns: 'The six statuses',
      },
      handler: async ({ req, res }) => service.status(requestLocale(req, res)),
    }),
    defineRoute({
      method: 'post',
      path: '/settings/translate',
      access: 'admin',
      doc: {
        summary: 'Start translating the catalogue into English (a background job)',
        description:
          'Answers at once. While a run is under way nothing else is started (`started: false`). The job translates only texts with no English or whose Portuguese changed since their machine English was made, and never replaces English written by a person.',
        tags: ['Translation'],
        returns: 'Started, or already running',
        errors: { 503: TRANSLATION_NOT_CONFIGURED },
      },
      handler: async ({ res }) => {
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
        return answer;
      },
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
