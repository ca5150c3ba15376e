import { crashPoint } from '../../faults/crash-points.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { TopicReferencesData } from '../../contract/evidence.js';
import type { SupplementHeader } from '../../contract/supplements-answers.js';
import type { SupplementTeaser, SupplementTopicsAnswer, Topic, TopicAnswer, TopicCreatedAnswer, TopicReferencesAnswer, TopicReviewedAnswer, TopicUpdatedAnswer } from '../../contract/topics-answers.js';
import type { TopicData } from '../../contract/topics.js';
import { COLLECTIONS, type Actor, type CategoryDoc, type Locale, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound, premiumRequired } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { nextId } from '../../store/ids.js';
import { type Patch, type Store, type Transaction } from '../../store/port.js';
import { bumpSearchVersion, scheduleSearchIndexBuild } from '../search/port.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { uniqueSlug, type CategoryReader } from '../categories/port.js';
import { presentCategoryHeader } from '../categories/service.js';
import { readSupplement, supplementRef, touchSupplement, type SupplementReader } from '../supplements/port.js';
import { SUPPLEMENT_NOT_FOUND } from '../supplements/service.js';
import { checkBaseRevision, moveToTrash, nextRevision, recordContentChange, scheduleVersionPrune, withoutRemovedPaths } from '../history/port.js';
import { patchTopic, readTopic, writeNewTopic, type TopicsRepository } from './repository.js';
import { firstParagraphText } from './teaser.js';

export const TOPIC_NOT_FOUND = 'Tópico não encontrado';

interface TopicsDeps {
  store: Store;
  topics: TopicsRepository;
  supplements: SupplementReader;
  categories: CategoryReader;
  now: () => Date;
  /** Background jobs: a catalogue write asks for a search index build. */
  jobs: JobQueue;
}

/** Who is reading: their locale, and whether paid content may be sent to them (premium users and admins). */
export interface TopicReader {
  locale: Locale;
  canReadPaid: boolean;
}

/** The supplement heading a topic list or a topic, in the reader's locale. */
function presentSupplementHeader(supplement: SupplementDoc, category: CategoryDoc | null, locale: Locale): SupplementHeader {
  return {
    id: supplement.id,
    name: localized(supplement, 'name', locale),
    slug: supplement.slug,
    is_paid: supplement.is_paid,
    category: category ? presentCategoryHeader(category, locale) : supplement.category,
  };
}

/**
 * A topic; the content of a paid topic only for readers who may read it (`locked` says it was
 * withheld). Callers refuse paid supplements to other readers before presenting their topics.
 */
function presentTopic(topic: TopicDoc, reader: TopicReader): Topic {
  const locked = topic.is_paid === 1 && !reader.canReadPaid;
  return {
    id: topic.id,
    name: localized(topic, 'name', reader.locale),
    slug: topic.slug,
    order: topic.order,
    is_paid: topic.is_paid,
    tags: topic.tags,
    content: locked ? null : localized(topic, 'content', reader.locale),
    locked,
    references: locked ? [] : (topic.references ?? []),
    reviewed_at: topic.reviewed_at ?? null,
    reviewed_by: topic.reviewed_by ?? null,
    supplement_id: topic.supplement_id,
    revision: topic.revision ?? 0,
    created_at: topic.created_at,
    updated_at: topic.updated_at,
  };
}

const supplementFieldError = () => new AppError(422, SUPPLEMENT_NOT_FOUND, { supplement_id: [SUPPLEMENT_NOT_FOUND] });

/** Topics of supplements: reads behind the premium gate, and writes that sanitise content and touch the supplement. */
export function createTopicsService(deps: TopicsDeps) {
  const { topics, supplements, categories } = deps;

  async function supplementWithCategory(supplement: SupplementDoc) {
    return { supplement, category: await categories.get(supplement.category_id) };
  }

  /** All topics of a supplement; a paid supplement's are refused outright to readers without premium. */
  async function listBySupplementSlug(slug: string, reader: TopicReader): Promise<SupplementTopicsAnswer> {
    const supplement = await supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    if (supplement.is_paid === 1 && !reader.canReadPaid) throw premiumRequired();
    const [{ category }, list] = await Promise.all([supplementWithCategory(supplement), topics.listOfSupplement(supplement.id)]);
    return {
      supplement: presentSupplementHeader(supplement, category, reader.locale),
      indications: supplement.indications ?? [],
      items: list.map((topic) => presentTopic(topic, reader)),
    };
  }

  /**
   * What a locked supplement page shows to anyone: its name, category, topic names and the first
   * paragraph of its first topic (its description) when that topic is not itself paid. Nothing else
   * of the topics leaves the server.
   */
  async function teaserBySupplementSlug(slug: string, locale: Locale): Promise<SupplementTeaser> {
    const supplement = await supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    const [{ category }, list] = await Promise.all([supplementWithCategory(supplement), topics.listOfSupplement(supplement.id)]);
    const [first] = list;
    return {
      supplement: presentSupplementHeader(supplement, category, locale),
      topics: list.map((topic) => ({ id: topic.id, name: localized(topic, 'name', locale) })),
      excerpt: first && first.is_paid !== 1 ? firstParagraphText(localized(first, 'content', locale)) : null,
    };
  }

  /** One topic with its supplement; paid content (of the topic or its supplement) needs premium. */
  async function getBySlug(slug: string, reader: TopicReader): Promise<TopicAnswer> {
    const topic = await topics.getBySlug(slug);
    if (!topic) throw notFound(TOPIC_NOT_FOUND);
    const supplement = await supplements.get(topic.supplement_id);
    // A topic whose supplement is in the trash (its topics still moving) is gone for readers too.
    if (!supplement) throw notFound(TOPIC_NOT_FOUND);
    const paid = topic.is_paid === 1 || supplement.is_paid === 1;
    if (paid && !reader.canReadPaid) throw premiumRequired();
    const category = await categories.get(supplement.category_id);
    return { item: { ...presentTopic(topic, reader), supplement: presentSupplementHeader(supplement, category, reader.locale) } };
  }

  async function readTargetSupplement(tx: Transaction, id: number): Promise<SupplementDoc> {
    const supplement = await readSupplement(tx, id);
    if (!supplement) throw supplementFieldError();
    return supplement;
  }

  async function create(input: TopicData, actor: Actor): Promise<TopicCreatedAnswer> {
    const created = await deps.store.transaction(async (tx) => {
      const supplement = await readTargetSupplement(tx, input.supplement_id);
      const slug = await uniqueSlug(tx, COLLECTIONS.topics, slugify(`${supplement.slug} ${input.name}`) || 'topico');
      const id = await nextId(tx, COLLECTIONS.topics);
      const now = deps.now().toISOString();
      const doc: TopicDoc = {
        id,
        name: input.name,
        slug,
        tags: input.tags,
        order: input.order,
        is_paid: input.is_paid,
        content: prepareTopicContent(input.content),
        supplement_id: supplement.id,
        supplement: supplementRef(supplement),
        revision: 1,
        updated_by: actor,
        created_at: now,
        updated_at: now,
      };
      writeNewTopic(tx, doc);
      recordContentChange(tx, { type: 'topic', action: 'create', item: doc, actor, at: now });
      bumpSearchVersion(tx);
      touchSupplement(tx, supplement.id, now);
      return doc;
    });
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'topic', created.id);
    return { message: 'Novo tópico criado', item: presentTopic(created, { locale: 'pt', canReadPaid: true }) };
  }

  async function update(id: number, input: TopicData, actor: Actor): Promise<TopicUpdatedAnswer> {
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      checkBaseRevision(current, input.revision);
      const supplement = await readTargetSupplement(tx, input.supplement_id);
      const moving = supplement.id !== current.supplement_id;
      const previousSupplement = moving ? await readSupplement(tx, current.supplement_id) : null;

      const now = deps.now().toISOString();
      const content = prepareTopicContent(input.content);
      const fields = {
        name: input.name,
        tags: input.tags,
        order: input.order,
        is_paid: input.is_paid,
        content,
        supplement_id: supplement.id,
        supplement: supplementRef(supplement),
        revision: nextRevision(current),
        updated_by: actor,
        updated_at: now,
      };
      // Changed Portuguese text makes its English translation stale: answer Portuguese until it is translated again.
      const changed = [input.name !== current.name && 'name', content !== current.content && 'content'].filter((field) => field !== false);
      const patch: Patch = { ...fields, ...staleEnglishPatch(changed) };
      patchTopic(tx, id, patch);
      const after = withoutRemovedPaths({ ...current, ...fields }, patch);
      recordContentChange(tx, { type: 'topic', action: 'update', item: after, previous: current, actor, at: now });
      bumpSearchVersion(tx);
      touchSupplement(tx, supplement.id, now);
      if (previousSupplement) touchSupplement(tx, previousSupplement.id, now);
      return after;
    });
    crashPoint('content-save:after-commit');
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleVersionPrune(deps.jobs, 'topic', id);
    return { message: 'Tópico foi atualizado', item: presentTopic(updated, { locale: 'pt', canReadPaid: true }) };
  }

  /** Replaces the topic's references (already validated); the supplement counts as updated. */
  async function setReferences(id: number, input: TopicReferencesData, actor: Actor): Promise<TopicReferencesAnswer> {
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      const now = deps.now().toISOString();
      const fields = { references: input.references, revision: nextRevision(current), updated_by: actor, updated_at: now };
      patchTopic(tx, id, fields);
      touchSupplement(tx, current.supplement_id, now);
      const after = { ...current, ...fields };
      recordContentChange(tx, { type: 'topic', action: 'update', item: after, previous: current, actor, at: now });
      return after;
    });
    await scheduleVersionPrune(deps.jobs, 'topic', id);
    return { message: 'Referências atualizadas', item: presentTopic(updated, { locale: 'pt', canReadPaid: true }) };
  }

  /** Records that an admin reviewed the topic now: 'Revisado em {date} por {name}'. */
  async function markReviewed(id: number, actor: Actor): Promise<TopicReviewedAnswer> {
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      const now = deps.now().toISOString();
      const reviewed = { reviewed_at: now, reviewed_by: actor.name, revision: nextRevision(current), updated_by: actor };
      patchTopic(tx, id, reviewed);
      const after = { ...current, ...reviewed };
      recordContentChange(tx, { type: 'topic', action: 'update', item: after, previous: current, actor, at: now, detail: '(revisado)' });
      return after;
    });
    await scheduleVersionPrune(deps.jobs, 'topic', id);
    return { message: 'Tópico marcado como revisado', item: presentTopic(updated, { locale: 'pt', canReadPaid: true }) };
  }

  /** Moves the topic to the trash (restorable for 30 days). */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      const supplement = await readSupplement(tx, current.supplement_id);
      const at = deps.now().toISOString();
      const batch = moveToTrash(tx, { type: 'topic', item: current, actor, at, documents: [{ collection: COLLECTIONS.topics, id: String(id), data: current }] });
      recordContentChange(tx, { type: 'topic', action: 'delete', item: current, actor, at, batch });
      bumpSearchVersion(tx);
      if (supplement) touchSupplement(tx, supplement.id, deps.now().toISOString());
    });
    await scheduleSearchIndexBuild(deps.jobs);
    return { message: 'Tópico foi deletado!' };
  }

  return { listBySupplementSlug, teaserBySupplementSlug, getBySlug, create, update, setReferences, markReviewed, remove };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
