import type { TopicData } from '../../contract/topics.js';
import { COLLECTIONS, type CategoryDoc, type Locale, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound, premiumRequired } from '../../http/errors.js';
import { nextId } from '../../store/ids.js';
import { type Patch, type Store, type Transaction } from '../../store/port.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { bumpSearchVersion } from '../search/repository.js';
import { uniqueSlug, type CategoriesRepository } from '../categories/repository.js';
import { presentCategoryHeader } from '../categories/service.js';
import { readSupplement, supplementRef, touchSupplement, type SupplementsRepository } from '../supplements/repository.js';
import { SUPPLEMENT_NOT_FOUND } from '../supplements/service.js';
import { deleteTopicDoc, patchTopic, readTopic, writeNewTopic, type TopicsRepository } from './repository.js';

export const TOPIC_NOT_FOUND = 'Tópico não encontrado';

interface TopicsDeps {
  store: Store;
  topics: TopicsRepository;
  supplements: SupplementsRepository;
  categories: CategoriesRepository;
  now: () => Date;
}

/** Who is reading: their locale, and whether paid content may be sent to them (premium users and admins). */
export interface TopicReader {
  locale: Locale;
  canReadPaid: boolean;
}

/** The supplement heading a topic list or a topic, in the reader's locale. */
function presentSupplementHeader(supplement: SupplementDoc, category: CategoryDoc | null, locale: Locale) {
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
function presentTopic(topic: TopicDoc, reader: TopicReader) {
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
    supplement_id: topic.supplement_id,
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
  async function listBySupplementSlug(slug: string, reader: TopicReader) {
    const supplement = await supplements.getBySlug(slug);
    if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
    if (supplement.is_paid === 1 && !reader.canReadPaid) throw premiumRequired();
    const [{ category }, list] = await Promise.all([supplementWithCategory(supplement), topics.listOfSupplement(supplement.id)]);
    return {
      supplement: presentSupplementHeader(supplement, category, reader.locale),
      items: list.map((topic) => presentTopic(topic, reader)),
    };
  }

  /** One topic with its supplement; paid content (of the topic or its supplement) needs premium. */
  async function getBySlug(slug: string, reader: TopicReader) {
    const topic = await topics.getBySlug(slug);
    if (!topic) throw notFound(TOPIC_NOT_FOUND);
    const supplement = await supplements.get(topic.supplement_id);
    const paid = topic.is_paid === 1 || (supplement ?? topic.supplement).is_paid === 1;
    if (paid && !reader.canReadPaid) throw premiumRequired();
    const category = supplement ? await categories.get(supplement.category_id) : null;
    const header = supplement ? presentSupplementHeader(supplement, category, reader.locale) : topic.supplement;
    return { item: { ...presentTopic(topic, reader), supplement: header } };
  }

  async function readTargetSupplement(tx: Transaction, id: number): Promise<SupplementDoc> {
    const supplement = await readSupplement(tx, id);
    if (!supplement) throw supplementFieldError();
    return supplement;
  }

  async function create(input: TopicData) {
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
        created_at: now,
        updated_at: now,
      };
      writeNewTopic(tx, doc);
      bumpSearchVersion(tx);
      touchSupplement(tx, supplement.id, now);
      return doc;
    });
    return { message: 'Novo tópico criado', item: presentTopic(created, { locale: 'pt', canReadPaid: true }) };
  }

  async function update(id: number, input: TopicData) {
    const updated = await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
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
        updated_at: now,
      };
      // Changed Portuguese text makes its English translation stale: answer Portuguese until it is translated again.
      const changed = [input.name !== current.name && 'name', content !== current.content && 'content'].filter((field) => field !== false);
      const patch: Patch = { ...fields, ...staleEnglishPatch(changed) };
      patchTopic(tx, id, patch);
      bumpSearchVersion(tx);
      touchSupplement(tx, supplement.id, now);
      if (previousSupplement) touchSupplement(tx, previousSupplement.id, now);
      return { ...current, ...fields };
    });
    return { message: 'Tópico foi atualizado', item: presentTopic(updated, { locale: 'pt', canReadPaid: true }) };
  }

  async function remove(id: number) {
    await deps.store.transaction(async (tx) => {
      const current = await readTopic(tx, id);
      if (!current) throw notFound(TOPIC_NOT_FOUND);
      const supplement = await readSupplement(tx, current.supplement_id);
      deleteTopicDoc(tx, id);
      bumpSearchVersion(tx);
      if (supplement) touchSupplement(tx, supplement.id, deps.now().toISOString());
    });
    return { message: 'Tópico foi deletado!' };
  }

  return { listBySupplementSlug, getBySlug, create, update, remove };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
