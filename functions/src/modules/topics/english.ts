import type { TopicEnglish, TopicEnglishAnswer, TopicEnglishSaveAnswer } from '../../contract/translation-answers.js';
import type { TopicEnglishData } from '../../contract/translation.js';
import { englishState, isFullyTranslated, sourceHash, type EnglishState, type Translatable } from '../../domain/english.js';
import type { Actor, TopicDoc } from '../../domain/docs.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { notFound } from '../../http/errors.js';
import { deleteField, type Patch, type Store } from '../../store/port.js';
import { bumpSearchVersion, scheduleSearchIndexBuild } from '../search/port.js';
import { patchTopic, readTopic } from './repository.js';
import { TOPIC_NOT_FOUND } from './service.js';
import type { JobQueue } from '../../jobs/port.js';
import { nextRevision, recordContentChange, scheduleVersionPrune } from '../history/port.js';

const FIELDS = ['name', 'content'] as const;

const ORIGIN: Record<EnglishState, TopicEnglish['origin']['name']> = { 'not-needed': 'none', none: 'none', current: 'machine', stale: 'outdated', manual: 'manual' };

function presentEnglish(topic: TopicDoc): TopicEnglish {
  return {
    id: topic.id,
    name: topic.i18n?.en?.name ?? '',
    content: topic.i18n?.en?.content ?? '',
    origin: { name: ORIGIN[englishState(topic, 'name')], content: ORIGIN[englishState(topic, 'content')] },
  };
}

/** The English of a topic as the topic editor shows and corrects it (admins only). */
export function createTopicEnglishService(deps: { store: Store; jobs: JobQueue; now: () => Date }) {
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
    const updated = await deps.store.transaction(async (tx) => {
      const topic = await readTopic(tx, id);
      if (!topic) throw notFound(TOPIC_NOT_FOUND);
      const english = { name: input.name, content: input.content === '' ? '' : prepareTopicContent(input.content) };
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
      const at = deps.now().toISOString();
      Object.assign(patch, { revision: nextRevision(topic), updated_by: actor });
      patchTopic(tx, id, patch);
      const after = { ...merged, en_translated: patch.en_translated, revision: nextRevision(topic), updated_by: actor } as TopicDoc;
      recordContentChange(tx, { type: 'topic', action: 'update', item: after, previous: topic, actor, at, detail: '(versão em inglês)' });
      bumpSearchVersion(tx);
      return after;
    });
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'topic', id);
    return { message: 'Tradução do tópico atualizada', item: presentEnglish(updated) };
  }

  return { get, save };
}
export type TopicEnglishService = ReturnType<typeof createTopicEnglishService>;
