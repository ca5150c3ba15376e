import type { MonographChange, MonographChangeKind, MonographChangesAnswer } from '../../contract/history-answers.js';
import { readableText } from '../../contract/readable-text.js';
import type { Locale, MonographChangesDoc, SupplementDoc, TopicDoc, VersionDoc } from '../../domain/docs.js';
import { localized } from '../../domain/i18n.js';
import { notFound } from '../../http/errors.js';
import type { HistoryRepository } from './repository.js';
import { logError } from '../../runtime/log.js';
import { freshReads } from '../../store/catalogue-cache.js';

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
  history: Pick<HistoryRepository, 'topicVersionsOfSupplement' | 'versionBefore' | 'changesDigest' | 'saveChangesDigest'>;
  supplementBySlug: (slug: string) => Promise<SupplementDoc | null>;
  topicsOf: (supplementId: number) => Promise<TopicDoc[]>;
  lastReading: (uid: string, supplementId: number) => Promise<string | null>;
  /** Asks for the digest's rebuild (the `refreshDigests` job, once per newest version): a reader never writes it. */
  askRefresh: (supplementId: number, newestVersionId: string | null) => Promise<void>;
  now: () => Date;
}

/** What building the digest needs. */
export type DigestDeps = Pick<MonographChangesDeps, 'history' | 'now'>;

/** Who sees everything: the digest holds changes as such a reader sees them, and each reader's view is cut from it. */
const EVERYTHING: ChangeReader = { locale: 'pt', canReadPaid: true };

/** A digest stored past this is not stored (Firestore's limit is 1 MiB a document): the changes are read from the versions each time. */
const MAX_DIGEST_BYTES = 900 * 1024;

/**
 * The newest changes a reader is told about (at most CHANGES_SINCE_CAP), read from the versions as
 * before the digest: a bounded window of the newest versions, and for each change the version before it.
 */
async function buildDigest(deps: DigestDeps, supplementId: number, newestVersionId: string | null): Promise<MonographChangesDoc> {
  const entries: MonographChangesDoc['entries'] = [];
  // Some versions are not news to a reader (review marks, English): read a bounded window beyond what is kept.
  const versions = newestVersionId ? await deps.history.topicVersionsOfSupplement(supplementId, null, CHANGES_SINCE_CAP * 3) : [];
  for (const version of versions) {
    if (entries.length === CHANGES_SINCE_CAP) break;
    const needsBefore = version.action === 'update' || version.action === 'restore';
    const previous = needsBefore ? await deps.history.versionBefore('topic', version.item_id, version.created_at) : null;
    const change = presentMonographChange(version, previous, { is_paid: 0 }, EVERYTHING);
    if (!change) continue;
    const after = stateOf(version)!;
    entries.push({
      change: change as unknown as Record<string, unknown>,
      name_en: String(localized(after as TopicDoc, 'name', 'en') ?? version.name),
      topic_paid: after.is_paid === 1 || stateOf(previous)?.is_paid === 1,
    });
  }
  return { supplement_id: supplementId, newest_version_id: newestVersionId, built_at: deps.now().toISOString(), entries };
}

/** The newest version of the supplement's topics and the stored digest when it is built from it. */
async function storedDigest(deps: DigestDeps, supplementId: number): Promise<{ newestVersionId: string | null; stored: MonographChangesDoc | null }> {
  const [[newest], stored] = await Promise.all([deps.history.topicVersionsOfSupplement(supplementId, null, 1), deps.history.changesDigest(supplementId)]);
  const newestVersionId = newest?.id ?? null;
  if (stored && stored.newest_version_id === newestVersionId) return { newestVersionId, stored };
  // A monograph whose topics were never changed has nothing to tell: no digest is needed (nor asked for).
  if (!stored && newestVersionId === null) return { newestVersionId, stored: { supplement_id: supplementId, newest_version_id: null, built_at: deps.now().toISOString(), entries: [] } };
  return { newestVersionId, stored: null };
}

/**
 * Builds `monograph_changes/{supplementId}` again from the versions and stores it, unless it is current:
 * the `refreshDigests` job's work after a topic's change (and after a reader found it behind). Reads
 * the store itself, never what this instance kept.
 */
export function refreshMonographChanges(deps: DigestDeps, supplementId: number): Promise<void> {
  return freshReads(async () => {
    const { newestVersionId, stored } = await storedDigest(deps, supplementId);
    if (stored) return;
    const digest = await buildDigest(deps, supplementId, newestVersionId);
    if (Buffer.byteLength(JSON.stringify(digest)) <= MAX_DIGEST_BYTES) await deps.history.saveChangesDigest(digest);
  });
}

/**
 * `monograph_changes/{supplementId}`, current: one read of it and one of the newest version while no
 * topic changed since it was built (both kept by the instance between changes). The content write's
 * follow-up job rebuilds it after a topic's change; a reader who finds it behind (before that job has
 * run, or a monograph never changed since the digest began) builds the answer from the versions for
 * itself, writes nothing, and asks for the job: many readers after an edit cost one write.
 */
async function currentDigest(deps: MonographChangesDeps, supplementId: number): Promise<MonographChangesDoc> {
  const kept = await storedDigest(deps, supplementId);
  if (kept.stored) return kept.stored;
  // Built from the store itself, never from what this instance kept (it may be a write behind another instance's).
  return freshReads(async () => {
    const { newestVersionId, stored } = await storedDigest(deps, supplementId);
    if (stored) return stored;
    await deps.askRefresh(supplementId, newestVersionId).catch((error: unknown) => logError('monograph_changes_refresh_not_asked', error, { supplement_id: supplementId }));
    return buildDigest(deps, supplementId, newestVersionId);
  });
}

/** A digest entry as this reader sees it: paid text's comparison only for a reader who may read it, the topic's name in their language. */
function forReader(entry: MonographChangesDoc['entries'][number], supplement: Pick<SupplementDoc, 'is_paid'>, reader: ChangeReader): MonographChange {
  const change = entry.change as unknown as MonographChange;
  const locked = (supplement.is_paid === 1 || entry.topic_paid) && !reader.canReadPaid;
  return {
    ...change,
    topic: { id: change.topic.id, name: reader.locale === 'en' ? entry.name_en : change.topic.name },
    locked,
    comparison: locked ? null : change.comparison,
  };
}

/**
 * A monograph's review, its last update and what changed: since the reader's last reading when there
 * is one, else the latest changes. Public: the topic names and dates are what the locked page shows
 * anyway; a change's text only goes to a reader who may read it.
 */
export async function readMonographChanges(deps: MonographChangesDeps, slug: string, reader: ChangeReader & { uid: string | null }): Promise<MonographChangesAnswer> {
  const supplement = await deps.supplementBySlug(slug);
  if (!supplement) throw notFound(SUPPLEMENT_NOT_FOUND);
  // The topics only matter for a monograph without a review of its own (monographReview).
  const recorded = typeof supplement.reviewed_at === 'string' && supplement.reviewed_at !== '';
  const [topics, since, digest] = await Promise.all([
    recorded ? Promise.resolve([]) : deps.topicsOf(supplement.id),
    reader.uid ? deps.lastReading(reader.uid, supplement.id) : Promise.resolve(null),
    currentDigest(deps, supplement.id),
  ]);
  const entries = since ? digest.entries.filter((entry) => String(entry.change.created_at) > since) : digest.entries;
  return {
    reviewed: monographReview(topics, supplement),
    updated_at: supplement.updated_at,
    basis: since ? 'since_last_reading' : 'latest',
    since,
    items: entries.slice(0, since ? CHANGES_SINCE_CAP : LATEST_CHANGES).map((entry) => forReader(entry, supplement, reader)),
  };
}
