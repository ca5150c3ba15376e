import { crashPoint } from '../../faults/crash-points.js';
import type { Actor, ContentType, TrashDoc } from '../../domain/docs.js';
import { notFound } from '../../http/errors.js';
import type { JobQueue } from '../../jobs/port.js';
import { nextId } from '../../store/ids.js';
import { isFieldOp, type Patch, type Store, type Transaction } from '../../store/port.js';
import { CONTENT_COLLECTIONS, moveToTrash, nextRevision, recordContentChange, scheduleDigestRefresh, scheduleVersionPrune, withoutRemovedPaths, type TrashState } from '../history/port.js';
import { scheduleQualityReport } from '../quality/port.js';
import { bumpSearchVersion, scheduleSearchIndexBuild } from '../search/port.js';
import { CLINICAL_NAME_TYPES, markClinicalNamesStale } from '../drugs/port.js';
import { checkBaseRevision } from './revision.js';
import { uniqueSlug } from './slugs.js';

/**
 * The one write path of catalogue content (categories and subcategories, supplements, topics,
 * banners, interactions, drugs, classes, conditions, nutrients, chemical forms), version restores
 * included. Each write runs in one transaction that also records the version and audit entry and,
 * for content that search indexes, bumps the search version; after the commit it asks for the index
 * build and the version prune. Updates check the revision they were based on. What differs between
 * types (checks, counters, parents touched, copies jobs) comes in as the spec's callbacks.
 */

/**
 * Content that the search index holds (banners are not searched). Drugs, classes, conditions and
 * interactions are searched from the store directly ('Interações', modules/interactions), not the index.
 */
const SEARCHED: Record<ContentType, boolean> = { category: true, supplement: true, topic: true, banner: false, interaction: false, drug: false, drug_class: false, condition: false, nutrient: false, supplement_form: false };

export interface ContentWriteDeps {
  store: Store;
  jobs: JobQueue;
  now: () => Date;
}

export interface ContentDoc {
  [key: string]: unknown;
  id: number;
  revision?: number;
}

/** The bookkeeping of a new item, to spread into it. */
export interface NewItemStamp {
  revision: 1;
  updated_by: Actor;
  created_at: string;
  updated_at: string;
}

export interface CreateSpec<Doc extends ContentDoc, Context> {
  type: ContentType;
  actor: Actor;
  /** Reads and checks, before anything is written (Firestore: reads first). */
  read?: (tx: Transaction) => Promise<Context>;
  /** The base of the item's address, for types that have one (made unique in the collection). */
  slugBase?: (context: Context) => string;
  build: (fresh: { id: number; slug: string; stamp: NewItemStamp; context: Context }) => Doc;
  /** Other documents the creation changes (a parent's flag, a counter), in the same transaction. */
  alsoWrite?: (tx: Transaction, item: Doc, context: Context) => void;
}

export interface UpdateSpec<Doc extends ContentDoc, Context> {
  type: ContentType;
  id: number;
  actor: Actor;
  notFoundMessage: string;
  /**
   * The revision the edit was based on (the contract requires it on every update: 422 without it).
   * Null only for a review mark ('Marcar como revisado'), which changes no field of the content.
   */
  revision: number | null;
  read?: (tx: Transaction, current: Doc) => Promise<Context>;
  /** The fields to change: values, or store ops such as the deleteField paths of stale English. */
  patch: (current: Doc, context: Context, at: string) => Patch;
  alsoWrite?: (tx: Transaction, item: Doc, current: Doc, context: Context, at: string) => void;
  /** False for edits search does not see (evidence): no search version, no index build. */
  searched?: boolean;
  /** False for edits that leave `updated_at` as it was (marking a topic reviewed). */
  touch?: boolean;
  /** Extra words for the audit summary. */
  detail?: string;
  /** Work queued after the commit, before the index build (copies jobs). */
  afterCommit?: (written: Written<Doc, Context>) => Promise<void>;
}

export interface RemoveSpec<Doc extends ContentDoc, Context> {
  type: ContentType;
  id: number;
  actor: Actor;
  notFoundMessage: string;
  /** Reads and refusals (a category that still holds something). */
  read?: (tx: Transaction, current: Doc) => Promise<Context>;
  images?: (current: Doc) => TrashDoc['images'];
  /** 'moving_out' when a job moves what hangs under the item afterwards (trash-move.ts). */
  state?: TrashState;
  detail?: string;
  alsoWrite?: (tx: Transaction, current: Doc, context: Context, at: string) => void;
  /** Work queued after the commit, before the index build (the trash move job). */
  afterCommit?: (removed: Removed<Doc, Context>) => Promise<void>;
}

/** A whole item put back as it was at some point (a version's restore), with its place kept. */
export interface RestoreSpec<Context> {
  actor: Actor;
  /** Reads what is restored (a version) and names the item: its type and id. Reads only. */
  locate: (tx: Transaction) => Promise<{ type: ContentType; id: number; context: Context }>;
  /** The refusal when the item is gone (it comes back from the trash instead). */
  missing: () => Error;
  /** The item's fields after the restore, from the current item; the bookkeeping is added here. */
  state: (current: ContentDoc, context: Context) => Record<string, unknown>;
  detail: (context: Context) => string;
}

export interface Written<Doc, Context> {
  item: Doc;
  previous: Doc;
  context: Context;
}

export interface Removed<Doc, Context> {
  previous: Doc;
  context: Context;
  /** The trash entry the deletion went to. */
  batch: string;
}

/** The item after a patch: values set (dotted paths into nested maps), deleteField paths removed. */
export function applyPatch<Doc extends ContentDoc>(current: Doc, patch: Patch): Doc {
  const next = structuredClone(current) as Record<string, unknown>;
  for (const [path, value] of Object.entries(patch)) {
    if (isFieldOp(value)) continue;
    const keys = path.split('.');
    let node = next;
    for (const key of keys.slice(0, -1)) {
      const inner = node[key];
      node = (node[key] = typeof inner === 'object' && inner !== null ? { ...(inner as Record<string, unknown>) } : {}) as Record<string, unknown>;
    }
    node[keys[keys.length - 1]!] = value;
  }
  return withoutRemovedPaths(next as Doc, patch);
}

const noContext = async () => undefined as never;

export function createContentWriter(deps: ContentWriteDeps) {
  async function afterWrite(type: ContentType, id: number, searched: boolean, prune: boolean, states: readonly (ContentDoc | null | undefined)[]): Promise<void> {
    if (searched) await scheduleSearchIndexBuild(deps.jobs);
    if (prune) await scheduleVersionPrune(deps.jobs, type, id);
    await scheduleQualityReport(deps.jobs);
    // The digests readers read whole: a topic's supplement's 'O que mudou' (before and after a move), the clinical names.
    const supplementIds = type === 'topic' ? [...new Set(states.map((state) => state?.supplement_id).filter((value): value is number => typeof value === 'number'))] : [];
    await scheduleDigestRefresh(deps.jobs, { supplement_ids: supplementIds, clinical_names: CLINICAL_NAME_TYPES.has(type) });
  }

  /** Creates an item with a new id (and a unique slug when it has an address) at revision 1. */
  async function create<Doc extends ContentDoc, Context = undefined>(spec: CreateSpec<Doc, Context>): Promise<Doc> {
    const collection = CONTENT_COLLECTIONS[spec.type];
    const item = await deps.store.transaction(async (tx) => {
      const context = await (spec.read ?? noContext)(tx);
      const slug = spec.slugBase ? await uniqueSlug(tx, collection, spec.slugBase(context)) : '';
      // Reads the counter then writes it: the last read of the transaction.
      const id = await nextId(tx, collection);
      const at = deps.now().toISOString();
      const doc = spec.build({ id, slug, context, stamp: { revision: 1, updated_by: spec.actor, created_at: at, updated_at: at } });
      tx.create(collection, String(id), doc);
      recordContentChange(tx, { type: spec.type, action: 'create', item: doc, actor: spec.actor, at });
      if (SEARCHED[spec.type]) bumpSearchVersion(tx);
      if (CLINICAL_NAME_TYPES.has(spec.type)) markClinicalNamesStale(tx);
      spec.alsoWrite?.(tx, doc, context);
      return doc;
    });
    await afterWrite(spec.type, item.id, SEARCHED[spec.type], true, [item]);
    return item;
  }

  /** Updates an item, refusing (409) when it changed since the revision the edit was based on. */
  async function update<Doc extends ContentDoc, Context = undefined>(spec: UpdateSpec<Doc, Context>): Promise<Written<Doc, Context>> {
    const collection = CONTENT_COLLECTIONS[spec.type];
    const searched = spec.searched ?? SEARCHED[spec.type];
    const written = await deps.store.transaction(async (tx) => {
      const current = await tx.get<Doc>(collection, String(spec.id));
      if (!current) throw notFound(spec.notFoundMessage);
      checkBaseRevision(current, spec.revision);
      const context = await (spec.read ?? noContext)(tx, current);
      const at = deps.now().toISOString();
      const patch: Patch = {
        ...spec.patch(current, context, at),
        revision: nextRevision(current),
        updated_by: spec.actor,
        ...(spec.touch === false ? {} : { updated_at: at }),
      };
      tx.update(collection, String(spec.id), patch);
      const item = applyPatch(current, patch);
      recordContentChange(tx, { type: spec.type, action: 'update', item, previous: current, actor: spec.actor, at, detail: spec.detail });
      if (searched) bumpSearchVersion(tx);
      if (CLINICAL_NAME_TYPES.has(spec.type)) markClinicalNamesStale(tx);
      spec.alsoWrite?.(tx, item, current, context, at);
      return { item, previous: current, context };
    });
    crashPoint('content-save:after-commit');
    await spec.afterCommit?.(written);
    await afterWrite(spec.type, spec.id, searched, true, [written.item, written.previous]);
    return written;
  }

  /**
   * Restores an item to an earlier state (a version): the whole item is replaced, with a new
   * revision, a version and an audit entry ('restore'), and the search bump for searched content.
   * No revision check: the restore is asked for the item as it is now.
   */
  async function restore<Context>(spec: RestoreSpec<Context>): Promise<{ type: ContentType; item: ContentDoc; previous: ContentDoc; context: Context }> {
    const restored = await deps.store.transaction(async (tx) => {
      const { type, id, context } = await spec.locate(tx);
      const collection = CONTENT_COLLECTIONS[type];
      const current = await tx.get<ContentDoc>(collection, String(id));
      if (!current) throw spec.missing();
      const at = deps.now().toISOString();
      const item: ContentDoc = { ...spec.state(current, context), id, revision: nextRevision(current), updated_by: spec.actor, updated_at: at };
      tx.set(collection, String(id), item);
      recordContentChange(tx, { type, action: 'restore', item, previous: current, actor: spec.actor, at, detail: spec.detail(context) });
      if (SEARCHED[type]) bumpSearchVersion(tx);
      if (CLINICAL_NAME_TYPES.has(type)) markClinicalNamesStale(tx);
      return { type, item, previous: current, context };
    });
    await afterWrite(restored.type, restored.item.id, SEARCHED[restored.type], true, [restored.item, restored.previous]);
    return restored;
  }

  /** Moves an item to the trash (restorable for 30 days). */
  async function remove<Doc extends ContentDoc, Context = undefined>(spec: RemoveSpec<Doc, Context>): Promise<Removed<Doc, Context>> {
    const collection = CONTENT_COLLECTIONS[spec.type];
    const removed = await deps.store.transaction(async (tx) => {
      const current = await tx.get<Doc>(collection, String(spec.id));
      if (!current) throw notFound(spec.notFoundMessage);
      const context = await (spec.read ?? noContext)(tx, current);
      const at = deps.now().toISOString();
      const batch = moveToTrash(tx, {
        type: spec.type,
        item: current,
        actor: spec.actor,
        at,
        documents: [{ collection, id: String(spec.id), data: current }],
        images: spec.images?.(current),
        state: spec.state,
      });
      recordContentChange(tx, { type: spec.type, action: 'delete', item: current, actor: spec.actor, at, batch, detail: spec.detail });
      if (SEARCHED[spec.type]) bumpSearchVersion(tx);
      if (CLINICAL_NAME_TYPES.has(spec.type)) markClinicalNamesStale(tx);
      spec.alsoWrite?.(tx, current, context, at);
      return { previous: current, context, batch };
    });
    await spec.afterCommit?.(removed);
    await afterWrite(spec.type, spec.id, SEARCHED[spec.type], false, [removed.previous]);
    return removed;
  }

  return { create, update, restore, remove };
}
export type ContentWriter = ReturnType<typeof createContentWriter>;
