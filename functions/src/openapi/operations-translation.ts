import { TRANSLATION_NOT_CONFIGURED, topicEnglishSchema } from '../contract/translation.js';
import { idParam, type OperationDoc, type OperationKey } from './operation-doc.js';

/** Content translation: the settings screen's status and start, and a topic's English in the editor. */
export const translationOperations: Record<OperationKey, OperationDoc> = {
  'GET /settings/translate': {
    summary: 'Where content translation stands: one status text per collection',
    description:
      "Texts such as 'Traduzido: 613 de 613', 'Em andamento: 120 de 613', 'Pendente: 3 novos ou alterados desde a última tradução' or 'Falhou: … (tentar novamente)', in the caller's language. `running` is true while a run is under way.",
    tags: ['Translation'],
    answer: { description: 'The six statuses' },
  },
  'POST /settings/translate': {
    summary: 'Start translating the catalogue into English (a background job)',
    description:
      'Answers at once. While a run is under way nothing else is started (`started: false`). The job translates only texts with no English or whose Portuguese changed since their machine English was made, and never replaces English written by a person.',
    tags: ['Translation'],
    answer: { description: 'Started, or already running' },
    errors: { 503: TRANSLATION_NOT_CONFIGURED },
  },
  'GET /supplement-topics/:id/english': {
    summary: "A topic's English name and content, and where each came from",
    tags: ['Translation'],
    params: { id: idParam('topic') },
    answer: { description: "The topic's English" },
  },
  'POST /supplement-topics/:id/english': {
    summary: "Save a topic's English as written by a person (kept by later translation jobs; empty hands a field back to the job)",
    tags: ['Translation'],
    params: { id: idParam('topic') },
    body: { schema: topicEnglishSchema, media: ['json', 'multipart', 'form'] },
    answer: { description: "The topic's English" },
  },
};
