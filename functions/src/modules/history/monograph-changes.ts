import type { MonographChange, MonographChangeKind, MonographChangesAnswer } from '../../contract/history-answers.js';
import { readableText } from '../../contract/readable-text.js';
import type { Locale, SupplementDoc, TopicDoc, VersionDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { notFound } from '../../http/errors.js';
import type { HistoryRepository } from './repository.js';

const SUPPLEMENT_NOT_FOUND = 'Suplemento não encontrado';

/** Changes listed when the reader has no earlier reading (or is anonymous). */
export const LATEST_CHANGES = 10;
/** At most this many since the last reading: a reader back after months sees the newest, not a wall. */
export const CHANGES_SINCE_CAP = 30;

/** The topic fields a reader is told about, in the words the web translates; the rest (order, tags, English, review marks) are not news to a reader. */
const KIND_OF_FIELD: Record<string, MonographChangeKind> = { content: 'text', name: 'name', references: 'references', is_paid: 'access' };

/** Who is reading: their language, and whether paid text may be sent to them. */
export interface ChangeReader {
  locale: Locale;
  canReadPaid: boolean;
}

type TopicState = Partial<TopicDoc>;

const stateOf = (version: VersionDoc | null): TopicState | null => (version ? (version.snapshot as TopicState) : null);

/** A topic state's readable text: its name on the first line, then its content with table cells kept apart. */
export function topicText(state: TopicState): string {
  return [String(state.name ?? ''), readableText(String(state.content ?? ''))].filter((part) => part !== '').join('\n');
}

/**
 * One version of a topic as a reader sees it: what changed in words, and the text before and after
 * unless either side is paid text the reader may not read. Null when nothing a reader reads changed
 * (a review mark, the order, an English translation) or for the state recorded before history began.
 */
export function presentMonographChange(version: VersionDoc, previous: VersionDoc | null, supplement: Pick<SupplementDoc, 'is_paid'>, reader: ChangeReader): MonographChange | null {
  if (version.action === 'baseline') return null;
  const after = stateOf(version)!;
  const before = stateOf(previous);
  const changes = version.action === 'update' || version.action === 'restore' ? [...new Set(version.changed.flatMap((field) => KIND_OF_FIELD[field] ?? []))] : [];
  if ((version.action === 'update' || version.action === 'restore') && changes.length === 0) return null;
  const paid = supplement.is_paid === 1 || after.is_paid === 1 || before?.is_paid === 1;
  const locked = paid && !reader.canReadPaid;
  const textChanged = changes.includes('text') || changes.includes('name');
  let comparison: MonographChange['comparison'] = null;
  if (!locked && version.action === 'create') comparison = { before: '', after: topicText(after) };
  else if (!locked && textChanged && before) comparison = { before: topicText(before), after: topicText(after) };
  return {
    id: version.id,
    topic: { id: version.item_id, name: String(localized(after as TopicDoc, 'name', reader.locale) ?? version.name) },
    action: version.action,
    changes,
    created_at: version.created_at,
    locked,
    comparison,
  };
}

/**
 * The monograph's review: the one an admin recorded on the supplement ('Marcar como revisado'), or,
 * for a monograph without one (reviewed before that act existed), the oldest review among its topics
 * when every topic has been reviewed (the whole monograph was reviewed at least then); otherwise none.
 */
export function monographReview(topics: Pick<TopicDoc, 'reviewed_at' | 'reviewed_by'>[], supplement: Pick<SupplementDoc, 'reviewed_at' | 'reviewed_by'> = {}): MonographChangesAnswer['reviewed'] {
  if (typeof supplement.reviewed_at === 'string' && supplement.reviewed_at) return { at: supplement.reviewed_at, by: typeof supplement.reviewed_by === 'string' ? supplement.reviewed_by : '' };
  if (topics.length === 0) return null;
  let oldest: { at: string; by: string } | null = null;
  for (const topic of topics) {
    if (!topic.reviewed_at || !topic.reviewed_by) return null;
    if (!oldest || topic.reviewed_at < oldest.at) oldest = { at: topic.reviewed_at, by: topic.reviewed_by };
  }
  return oldest;
}

/** The reads the monograph's changes need, each through the module that owns it. */
export interface MonographChangesDeps {
  history: Pick<HistoryRepository, 'topicVersionsOfSupplement' | 'versionBefore'>;
  supplementBySlug: (slug: string) => Promise<SupplementDoc | null>;
  topicsOf: (supplementId: number) => Promise<TopicDoc[]>;
  lastReading: (uid: string, supplementId: number) => Promise<string | null>;
}

/**
 * A monograph's review, its last update and what changed: since the reader's last reading when there
 * is one, else the latest changes. Public: the topic names and dates are what the locked page shows
 * anyway; a change's text only goes to a reader who may read it.
 */
export async function readMonographChanges(deps: MonographChangesDeps, slug: string, reader: ChangeReader & { uid: string | null }): Promise<MonographChangesAnswer> {
  const supplement = await deps.supplementBySlug(slug);
  if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
  const [topics, since] = await Promise.all([deps.topicsOf(supplement.id), reader.uid ? deps.lastReading(reader.uid, supplement.id) : Promise.resolve(null)]);
  const wanted = since ? CHANGES_SINCE_CAP : LATEST_CHANGES;
  // Some versions are not news to a reader (review marks, English): read a bounded window beyond what is shown.
  const versions = await deps.history.topicVersionsOfSupplement(supplement.id, since, wanted * 3);
  const items: MonographChange[] = [];
  for (const version of versions) {
    if (items.length === wanted) break;
    const needsBefore = version.action === 'update' || version.action === 'restore';
    const previous = needsBefore ? await deps.history.versionBefore('topic', version.item_id, version.created_at) : null;
    const change = presentMonographChange(version, previous, supplement, reader);
    if (change) items.push(change);
  }
  return {
    reviewed: monographReview(topics, supplement),
    updated_at: supplement.updated_at,
    basis: since ? 'since_last_reading' : 'latest',
    since,
    items,
  };
}
