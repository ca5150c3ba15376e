import { COLLECTIONS } from '../../domain/docs.js';
import { buildKeywords } from '../../domain/keywords.js';
import { fieldsNeedingTranslation, isFullyTranslated, sourceHash, type Translatable } from '../../domain/english.js';
import { increment, type Patch, type Query, type Store, type StoredDoc } from '../../store/port.js';
import { bumpSearchVersion } from '../search/port.js';
import type { TranslationKey } from '../../contract/translation.js';
import { fieldNames, type TranslatableCollection } from './collections.js';
import { isLive, newRun, type CollectionProgress, type TranslationRunDoc } from './run.js';

const RUN_ID = 'translation';

/** An English text made by the job from the Portuguese of `sourceHash`. */
export interface MachineEnglish {
  id: string;
  field: string;
  sourceHash: string;
  english: string;
}

/** The translation run and the English side of the six collections: the only code of this module touching the store. */
export function createTranslationRepository(store: Store) {
  const readRun = () => store.get<TranslationRunDoc>(COLLECTIONS.settings, RUN_ID);

  /** Starts a run unless one is live; answers the run that is now current and whether it is new. */
  async function startRun(now: Date): Promise<{ run: TranslationRunDoc; started: boolean }> {
    return store.transaction(async (tx) => {
      const current = await tx.get<TranslationRunDoc>(COLLECTIONS.settings, RUN_ID);
      if (current && isLive(current, now)) return { run: current, started: false };
      const run = newRun(current, now);
      tx.set(COLLECTIONS.settings, RUN_ID, run);
      return { run, started: true };
    });
  }

  /** Records a run's state; `progress` replaces one collection's entry. */
  async function updateRun(patch: { status?: TranslationRunDoc['status']; failure?: TranslationRunDoc['failure']; finished_at?: string; progress?: [TranslationKey, CollectionProgress]; sent?: { fragments: number; characters: number } }, now: Date) {
    const update: Patch = { updated_at: now.toISOString() };
    if (patch.status) update.status = patch.status;
    if (patch.failure !== undefined) update.failure = patch.failure;
    if (patch.finished_at) update.finished_at = patch.finished_at;
    if (patch.progress) update[`progress.${patch.progress[0]}`] = patch.progress[1];
    if (patch.sent) Object.assign(update, { fragments: increment(patch.sent.fragments), characters: increment(patch.sent.characters) });
    await store.update(COLLECTIONS.settings, RUN_ID, update);
  }

  /** The next documents of a collection after `after`, in id order. */
  async function readBatch(target: TranslatableCollection, after: number | string | null, size: number): Promise<StoredDoc<Translatable>[]> {
    if (target.singleDocId) {
      if (after !== null) return [];
      const doc = await store.get<Translatable>(target.collection, target.singleDocId);
      return doc ? [{ id: target.singleDocId, data: doc }] : [];
    }
    const query: Query = { collection: target.collection, orderBy: [{ field: 'id' }], limit: size };
    if (after !== null) query.where = [{ field: 'id', op: '>', value: after }];
    return store.query<Translatable>(query);
  }

  /**
   * Writes machine English, each text only if its Portuguese is still the one translated and no
   * person has written that field's English meanwhile; marks the documents left with nothing to
   * translate. One transaction, so a crash leaves each document as it was or fully written.
   */
  async function writeEnglish(target: TranslatableCollection, ids: string[], english: MachineEnglish[]): Promise<number> {
    if (ids.length === 0) return 0;
    const fields = fieldNames(target);
    return store.transaction(async (tx) => {
      const docs = await Promise.all(ids.map((id) => tx.get<Translatable>(target.collection, id)));
      let written = 0;
      docs.forEach((doc, index) => {
        if (!doc) return;
        const id = ids[index]!;
        const patch: Patch = {};
        const merged: Translatable = { ...doc, i18n: { en: { ...doc.i18n?.en } }, i18n_meta: { en: { ...doc.i18n_meta?.en } } };
        const open = new Set(fieldsNeedingTranslation(doc, fields));
        for (const text of english.filter((entry) => entry.id === id)) {
          const portuguese = doc[text.field];
          if (!open.has(text.field) || typeof portuguese !== 'string' || sourceHash(portuguese) !== text.sourceHash) continue;
          const marker = { source_hash: text.sourceHash, origin: 'machine' as const };
          patch[`i18n.en.${text.field}`] = text.english;
          patch[`i18n_meta.en.${text.field}`] = marker;
          merged.i18n!.en![text.field] = text.english;
          merged.i18n_meta!.en![text.field] = marker;
          written += 1;
        }
        const englishName = merged.i18n!.en!.name;
        if (target.nameKeywords && typeof doc.name === 'string' && englishName !== doc.i18n?.en?.name) patch.keywords = buildKeywords(doc.name, englishName);
        const complete = isFullyTranslated(merged, fields);
        if (complete !== (doc.en_translated === true)) patch.en_translated = complete;
        if (Object.keys(patch).length > 0) tx.update(target.collection, id, patch);
      });
      if (written > 0 && target.searchable) bumpSearchVersion(tx);
      return written;
    });
  }

  /** How many documents a collection holds, and how many have current English in every field. */
  async function counts(target: TranslatableCollection): Promise<{ total: number; translated: number }> {
    const [total, translated] = await Promise.all([
      store.count({ collection: target.collection }),
      store.count({ collection: target.collection, where: [{ field: 'en_translated', op: '==', value: true }] }),
    ]);
    return { total, translated };
  }

  return { readRun, startRun, updateRun, readBatch, writeEnglish, counts };
}
export type TranslationRepository = ReturnType<typeof createTranslationRepository>;
