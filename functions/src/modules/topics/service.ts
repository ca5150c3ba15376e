import type { MessageAnswer } from '../../contract/answer-shapes.js';
import type { TopicReferencesData } from '../../contract/evidence.js';
import type { SupplementHeader } from '../../contract/supplements-answers.js';
import type { SupplementTeaser, SupplementTopicsAnswer, Topic, TopicAnswer, TopicCreatedAnswer, TopicReferencesAnswer, TopicReviewedAnswer, TopicUpdatedAnswer } from '../../contract/topics-answers.js';
import type { TopicData, TopicUpdateData } from '../../contract/topics.js';
import { type Actor, type CategoryDoc, type Locale, type SupplementDoc, type TopicDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { prepareTopicContent } from '../../domain/sanitize-html.js';
import { slugify } from '../../domain/slug.js';
import { AppError, notFound, premiumRequired } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { staleEnglishPatch } from '../../domain/english.js';
import { type CategoryReader } from '../categories/port.js';
import { presentCategoryHeader } from '../categories/service.js';
import { readSupplement, supplementRef, touchSupplement, type SupplementReader } from '../supplements/port.js';
import { SUPPLEMENT_NOT_FOUND } from '../supplements/service.js';
import { type TopicsRepository } from './repository.js';
import { createContentWriter } from '../content/port.js';
import { scheduleRevisionNotice } from '../notifications/port.js';
import type { Store, Transaction } from '../../store/port.js';
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
  const writer = createContentWriter(deps);

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
    const created = await writer.create<TopicDoc, SupplementDoc>({
      type: 'topic',
      actor,
      read: (tx) => readTargetSupplement(tx, input.supplement_id),
      slugBase: (supplement) => slugify(`${supplement.slug} ${input.name}`) || 'topico',
      build: ({ id, slug, stamp, context: supplement }) => ({
        id,
        name: input.name,
        slug,
        tags: input.tags,
        order: input.order,
        is_paid: input.is_paid,
        content: prepareTopicContent(input.content),
        supplement_id: supplement.id,
        supplement: supplementRef(supplement),
        ...stamp,
      }),
      alsoWrite: (tx, topic) => touchSupplement(tx, topic.supplement_id, topic.created_at),
    });
    return { message: 'Novo tópico criado', item: presentTopic(created, { locale: 'pt', canReadPaid: true }) };
  }

  async function update(id: number, input: TopicUpdateData, actor: Actor): Promise<TopicUpdatedAnswer> {
    const { item } = await writer.update<TopicDoc, { supplement: SupplementDoc; left: SupplementDoc | null }>({
      type: 'topic',
      id,
      actor,
      notFoundMessage: TOPIC_NOT_FOUND,
      revision: input.revision,
      read: async (tx, current) => {
        const supplement = await readTargetSupplement(tx, input.supplement_id);
        // A topic moving to another supplement touches the one it leaves too, if that one is still there.
        const left = supplement.id !== current.supplement_id ? await readSupplement(tx, current.supplement_id) : null;
        return { supplement, left };
      },
      patch: (current, { supplement }) => {
        const content = prepareTopicContent(input.content);
        // Changed Portuguese text makes its English translation stale: answer Portuguese until it is translated again.
        const changed = [input.name !== current.name && 'name', content !== current.content && 'content'].filter((field) => field !== false);
        return {
          name: input.name,
          tags: input.tags,
          order: input.order,
          is_paid: input.is_paid,
          content,
          supplement_id: supplement.id,
          supplement: supplementRef(supplement),
          ...staleEnglishPatch(changed),
        };
      },
      alsoWrite: (tx, _topic, _current, { supplement, left }, at) => {
        touchSupplement(tx, supplement.id, at);
        if (left) touchSupplement(tx, left.id, at);
      },
    });
    await scheduleRevisionNotice(deps.jobs, item.supplement_id);
    return { message: 'Tópico foi atualizado', item: presentTopic(item, { locale: 'pt', canReadPaid: true }) };
  }

  /** Replaces the topic's references (already validated); the supplement counts as updated. */
  async function setReferences(id: number, input: TopicReferencesData, actor: Actor): Promise<TopicReferencesAnswer> {
    const { item } = await writer.update<TopicDoc, undefined>({
      type: 'topic',
      id,
      actor,
      notFoundMessage: TOPIC_NOT_FOUND,
      revision: input.revision,
      searched: false,
      patch: () => ({ references: input.references }),
      alsoWrite: (tx, topic, _current, _context, at) => touchSupplement(tx, topic.supplement_id, at),
    });
    return { message: 'Referências atualizadas', item: presentTopic(item, { locale: 'pt', canReadPaid: true }) };
  }

  /** Records that an admin reviewed the topic now: 'Revisado em {date} por {name}'. */
  async function markReviewed(id: number, actor: Actor): Promise<TopicReviewedAnswer> {
    const { item } = await writer.update<TopicDoc, undefined>({
      type: 'topic',
      id,
      actor,
      notFoundMessage: TOPIC_NOT_FOUND,
      revision: null,
      searched: false,
      touch: false,
      detail: '(revisado)',
      patch: (_current, _context, at) => ({ reviewed_at: at, reviewed_by: actor.name }),
    });
    await scheduleRevisionNotice(deps.jobs, item.supplement_id);
    return { message: 'Tópico marcado como revisado', item: presentTopic(item, { locale: 'pt', canReadPaid: true }) };
  }

  /** Moves the topic to the trash (restorable for 30 days). */
  async function remove(id: number, actor: Actor): Promise<MessageAnswer> {
    await writer.remove<TopicDoc, SupplementDoc | null>({
      type: 'topic',
      id,
      actor,
      notFoundMessage: TOPIC_NOT_FOUND,
      read: (tx, current) => readSupplement(tx, current.supplement_id),
      alsoWrite: (tx, _current, supplement, at) => {
        if (supplement) touchSupplement(tx, supplement.id, at);
      },
    });
    return { message: 'Tópico foi deletado!' };
  }

  return { listBySupplementSlug, teaserBySupplementSlug, getBySlug, create, update, setReferences, markReviewed, remove };
}
export type TopicsService = ReturnType<typeof createTopicsService>;
