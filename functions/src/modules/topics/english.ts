import type { TopicEnglish, TopicEnglishAnswer, TopicEnglishSaveAnswer } from '../../contract/translation-answers.js';
import type { TopicEnglishData } from '../../contract/translation.js';
import { englishState, isFullyTranslated, sourceHash, type EnglishState, type Translatable } from '../../domain/english.js';
import type { Actor, TopicDoc } from '../../domain/docs.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { notFound } from '../../http/errors.js';
import { deleteField, type Patch, type Store } from '../../store/port.js';
import { readTopic } from './repository.js';
import { createContentWriter } from '../content/port.js';
import { TOPIC_NOT_FOUND } from './service.js';
import type { JobQueue } from '../../jobs/port.js';

const FIELDS = ['name', 'content'] as const;

const ORIGIN: Record<EnglishState, TopicEnglish['origin']['name']> = { 'not-needed': 'none', none: 'none', current: 'machine', stale: 'outdated', manual: 'manual' };

function presentEnglish(topic: TopicDoc): TopicEnglish {
  return {
    id: topic.id,
    name: topic.i18n?.en?.name ?? '',
    content: topic.i18n?.en?.content ?? '',
    origin: { name: ORIGIN[englishState(topic, 'name')], content: ORIGIN[englishState(topic, 'content')] },
    revision: topic.revision ?? 0,
  };
}

/** The English of a topic as the topic editor shows and corrects it (admins only). */
export function createTopicEnglishService(deps: { store: Store; jobs: JobQueue; now: () => Date }) {
  const writer = createContentWriter(deps);
  async function get(id: number): Promise<TopicEnglishAnswer> {
    const topic = await deps.store.transaction((tx) => readTopic(tx, id));
    if (!topic) throw notFound(TOPIC_NOT_FOUND);
    return { item: presentEnglish(topic) };
  }

  /**
   * Saves the English a person wrote: a changed field becomes manual English, which translation jobs
   * never replace; an unchanged one keeps its origin; an empty one drops its English, so the next
   * job translates it again.
   */
  async function save(id: number, input: TopicEnglishData, actor: Actor): Promise<TopicEnglishSaveAnswer> {
    const english = { name: input.name, content: input.content === '' ? '' : prepareTopicContent(input.content) };
    const { item } = await writer.update<TopicDoc, undefined>({
      type: 'topic',
      id,
      actor,
      notFoundMessage: TOPIC_NOT_FOUND,
      revision: input.revision,
      touch: false,
      detail: '(versão em inglês)',
      patch: (topic) => {
        const patch: Patch = {};
        const merged: Translatable = { ...topic, i18n: { en: { ...topic.i18n?.en } }, i18n_meta: { en: { ...topic.i18n_meta?.en } } };
        for (const field of FIELDS) {
          // Unchanged English keeps its origin: saving the name alone does not make machine content manual.
          if (english[field] !== '' && english[field] === topic.i18n?.en?.[field]) continue;
          if (english[field] === '') {
            Object.assign(patch, { [`i18n.en.${field}`]: deleteField(), [`i18n_meta.en.${field}`]: deleteField() });
            delete merged.i18n!.en![field];
            delete merged.i18n_meta!.en![field];
          } else {
            const marker = { source_hash: sourceHash(topic[field]), origin: 'manual' as const };
            Object.assign(patch, { [`i18n.en.${field}`]: english[field], [`i18n_meta.en.${field}`]: marker });
            merged.i18n!.en![field] = english[field];
            merged.i18n_meta!.en![field] = marker;
          }
        }
        patch.en_translated = isFullyTranslated(merged, FIELDS);
        return patch;
      },
    });
    return { message: 'Tradução do tópico atualizada', item: presentEnglish(item) };
  }

  return { get, save };
}
export type TopicEnglishService = ReturnType<typeof createTopicEnglishService>;
