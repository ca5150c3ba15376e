import { randomBytes } from 'node:crypto';
import { COLLECTIONS, type Actor, type AuditDoc, type ContentType, type TrashDoc, type VersionDoc } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import type { Caller } from '../../http/caller.js';
import { isFieldOp, type Patch, type Store, type WriteOps } from '../../store/port.js';

/**
 * The one place every catalogue write records what it did: a version of the item (who, when, what
 * changed, the state), an audit entry, and for deletions the trash that can bring it back. Each is
 * written in the caller's transaction, so a change and its record land together or not at all.
 */

/** Versions kept per item; older ones are pruned by the `pruneVersions` job. */
export const RETAINED_VERSIONS = 50;
/** Days a deletion stays restorable before the scheduled purge removes it. */
export const TRASH_DAYS = 30;

export const SYSTEM_ACTOR: Actor = { uid: 'system', name: 'Sistema' };
const BASELINE_ACTOR: Actor = { uid: 'system', name: 'Versão anterior ao histórico' };

export const CONTENT_COLLECTIONS: Record<ContentType, string> = {
  category: COLLECTIONS.categories,
  supplement: COLLECTIONS.supplements,
  topic: COLLECTIONS.topics,
  banner: COLLECTIONS.banners,
  interaction: COLLECTIONS.interactions,
  drug: COLLECTIONS.drugs,
  drug_class: COLLECTIONS.drugClasses,
  condition: COLLECTIONS.conditions,
  nutrient: COLLECTIONS.nutrients,
  supplement_form: COLLECTIONS.supplementForms,
};

const TYPE_NAMES: Record<ContentType, string> = {
  category: 'Categoria',
  supplement: 'Suplemento',
  topic: 'Tópico',
  banner: 'Banner',
  interaction: 'Interação',
  drug: 'Medicamento',
  drug_class: 'Classe de medicamentos',
  condition: 'Condição',
  nutrient: 'Nutriente',
  supplement_form: 'Forma química',
};
/** The words agree with the type's gender ('Categoria … criada', 'Suplemento … criado'). */
const FEMININE = new Set<ContentType>(['category', 'interaction', 'drug_class', 'condition', 'supplement_form']);
const ACTION_WORDS: Record<VersionDoc['action'], string> = {
  baseline: 'registrado',
  create: 'criado',
  update: 'atualizado',
  delete: 'excluído',
  restore: 'restaurado',
};
const actionWord = (type: ContentType, action: VersionDoc['action']) => (FEMININE.has(type) ? ACTION_WORDS[action].replace(/o$/, 'a') : ACTION_WORDS[action]);

/** Bookkeeping and denormalised copies of the parent (supplement, category): a change to them alone is not "what changed". */
const BOOKKEEPING = new Set(['updated_at', 'keywords', 'revision', 'updated_by', 'supplements_count', 'supplement', 'category', 'i18n_meta', 'en_translated']);

/** A time-ordered id: the millisecond in base 36, then random bytes (no counter document to contend on). */
export function timeOrderedId(at: string): string {
  return `${Date.parse(at).toString(36).padStart(9, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * A value as compared: empty objects left out (`i18n: { en: {} }` says no more than no `i18n`) and
 * object keys in one order (a list of references read back from the store may list a reference's
 * fields in another order than the form sent them: the same reference).
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value)
    .map(([key, inner]) => [key, comparable(inner)] as const)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** Top-level fields whose value differs between two states of an item. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  if (!before) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !BOOKKEEPING.has(key) && JSON.stringify(comparable(before[key])) !== JSON.stringify(comparable(after[key]))).sort();
}

/** The administrator behind a request, as versions and the audit log name them. */
export const actorOf = (caller: Caller): Actor => ({ uid: caller.uid, name: caller.user.name });

/** The state after a patch whose deleteField ops (dotted paths such as 'i18n.en.content') removed fields. */
export function withoutRemovedPaths<T extends Record<string, unknown>>(state: T, patch: Patch): T {
  const copy = structuredClone(state) as Record<string, unknown>;
  for (const [path, value] of Object.entries(patch)) {
    if (!isFieldOp(value) || value.__storeOp !== 'deleteField') continue;
    const keys = path.split('.');
    let node: unknown = copy;
    for (const key of keys.slice(0, -1)) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    if (typeof node === 'object' && node !== null) delete (node as Record<string, unknown>)[keys[keys.length - 1]!];
  }
  return copy as T;
}

/** What an item's next revision is (items written before versions existed have none: 0). */
export const nextRevision = (previous: { revision?: unknown } | null | undefined) => (typeof previous?.revision === 'number' ? previous.revision : 0) + 1;

export interface ContentChange {
  type: ContentType;
  action: 'create' | 'update' | 'delete' | 'restore';
  /** The item after the change (for a deletion: as it was deleted). */
  item: { id: number; name?: unknown } & Record<string, unknown>;
  /** The item before the change (updates, deletions, restores of an existing item). */
  previous?: Record<string, unknown> | null;
  actor: Actor;
  at: string;
  /** The trash entry a deletion or a restore belongs to. */
  batch?: string | null;
  /** Extra words for the audit summary ('com 12 tópicos'). */
  detail?: string;
}

type NewVersion = Pick<VersionDoc, 'type' | 'item_id' | 'action' | 'actor' | 'name' | 'snapshot' | 'changed' | 'batch' | 'created_at'>;

/** A topic's supplement as a state of it names it (a monograph's changes are read by it). */
function supplementOf(version: NewVersion): number | null {
  const id = version.type === 'topic' ? version.snapshot.supplement_id : null;
  return typeof id === 'number' ? id : null;
}

function writeVersion(tx: WriteOps, version: NewVersion): void {
  const id = `${version.type}-${version.item_id}-${timeOrderedId(version.created_at)}`;
  const supplementId = supplementOf(version);
  tx.set(COLLECTIONS.contentVersions, id, { id, ...version, ...(supplementId === null ? {} : { supplement_id: supplementId }) });
}

/** Records a version of the item and an audit entry, in the caller's transaction. */
export function recordContentChange(tx: WriteOps, change: ContentChange): void {
  const name = String(change.item.name ?? change.previous?.name ?? '');
  const previous = change.previous ?? null;
  // The first recorded change of an item written before versions existed keeps its earlier state too.
  if (previous && typeof previous.revision !== 'number' && change.action !== 'create') {
    writeVersion(tx, {
      type: change.type,
      item_id: change.item.id,
      action: 'baseline',
      actor: BASELINE_ACTOR,
      name: String(previous.name ?? name),
      snapshot: previous,
      changed: [],
      batch: null,
      created_at: typeof previous.updated_at === 'string' && previous.updated_at < change.at ? previous.updated_at : change.at,
    });
  }
  const changed = change.action === 'update' || change.action === 'restore' ? changedFields(previous, change.item) : [];
  writeVersion(tx, {
    type: change.type,
    item_id: change.item.id,
    action: change.action,
    actor: change.actor,
    name,
    snapshot: change.item,
    changed,
    batch: change.batch ?? null,
    created_at: change.at,
  });
  // The summary is what search reads; the web words the entry from the type, action, fields and detail.
  recordAudit(tx, {
    action: `${change.type}.${change.action}`,
    actor: change.actor,
    target: { type: change.type, id: String(change.item.id), name },
    summary: `${TYPE_NAMES[change.type]} "${name}" ${actionWord(change.type, change.action)}${change.detail ? ` ${change.detail}` : ''}`,
    fields: changed,
    ...(change.detail ? { detail: change.detail } : {}),
    at: change.at,
  });
}

/** Appends an audit entry (content changes, deletions and restores, translations, notifications, accounts, subscriptions). */
export function recordAudit(
  tx: Pick<WriteOps, 'set'>,
  entry: { action: string; actor: Actor; target: AuditDoc['target']; summary: string; fields?: string[]; detail?: string; at: string },
): void {
  const id = timeOrderedId(entry.at);
  const doc: AuditDoc = {
    id,
    action: entry.action,
    actor: entry.actor,
    target: entry.target,
    summary: entry.summary,
    ...(entry.fields ? { fields: entry.fields } : {}),
    ...(entry.detail ? { detail: entry.detail } : {}),
    keywords: buildKeywords(entry.summary, entry.actor.name),
    created_at: entry.at,
  };
  tx.set(COLLECTIONS.auditLog, id, doc);
}

/**
 * Where a deletion stands. 'moving_out': the item is gone, a job is moving what hung under it into
 * the trash; 'moving_back': a restore job is putting it back. Entries without a state (older ones,
 * and single documents) are wholly in the trash.
 */
export type TrashState = 'moving_out' | 'moving_back';

/** A trash entry with its state and, while it is being restored, who asked and when. */
export type TrashRecord = TrashDoc & { state?: TrashState; restore?: { actor: Actor; at: string } };

/** The trash_items id of the deleted item itself (older entries also hold their dependents at _1, _2 ...). */
export const mainTrashItemId = (trashId: string) => `${trashId}_0`;

/** The trash_items id of a document moved by the job: one per document, so a repeated step writes the same one. */
export const dependentTrashItemId = (trashId: string, collection: string, docId: string) => `${trashId}_${collection}_${docId}`;

export interface TrashedDocument {
  collection: string;
  id: string;
  data: Record<string, unknown>;
}

/**
 * Moves documents to the trash in the caller's transaction: each is copied to `trash_items` and
 * deleted where it was. Answers the trash entry's id (the batch its versions name).
 */
export function moveToTrash(
  tx: WriteOps,
  entry: {
    type: ContentType;
    item: { id: number; name?: unknown };
    actor: Actor;
    at: string;
    documents: TrashedDocument[];
    images?: TrashDoc['images'];
    /** 'moving_out' when a job moves what hangs under the item afterwards (trash-move.ts). */
    state?: TrashState;
  },
): string {
  const id = timeOrderedId(entry.at);
  const trash: TrashDoc = {
    id,
    type: entry.type,
    item_id: entry.item.id,
    name: String(entry.item.name ?? ''),
    actor: entry.actor,
    documents: entry.documents.length,
    images: entry.images ?? [],
    deleted_at: entry.at,
    purge_after: new Date(Date.parse(entry.at) + TRASH_DAYS * 86_400_000).toISOString(),
    ...(entry.state ? { state: entry.state } : {}),
  };
  tx.set(COLLECTIONS.trash, id, trash);
  entry.documents.forEach((document, index) => {
    tx.set(COLLECTIONS.trashItems, `${id}_${index}`, { trash_id: id, collection: document.collection, doc_id: document.id, data: document.data });
    tx.delete(document.collection, document.id);
  });
  return id;
}

/** Appends an audit entry on its own, for an action that writes nothing else in a transaction of ours (a translation run queued). */
export async function appendAudit(store: Store, entry: Parameters<typeof recordAudit>[1]): Promise<void> {
  const batch = store.batch();
  recordAudit(batch, entry);
  await batch.commit();
}
