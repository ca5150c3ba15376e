import type { BlobStore } from '../../blob/port.js';
import type { RestoredAnswer } from '../../contract/history-answers.js';
import { PAGE_SIZE } from '../../contract/list.js';
import { COLLECTIONS, type Actor, type CategoryDoc, type ContentType, type SupplementDoc, type VersionDoc } from '../../domain/docs.js';
import type { JobQueue } from '../../jobs/port.js';
import { logInfo } from '../../runtime/log.js';
import { mapPage } from '../../store/paginate.js';
import type { Store } from '../../store/port.js';
import { categoryRef, scheduleCategoryCopies } from '../categories/port.js';
import { CLINICAL_NAME_TYPES } from '../drugs/port.js';
import { scheduleQualityReport } from '../quality/port.js';
import { scheduleDigestRefresh } from './digests-job.js';
import { scheduleSearchIndexBuild } from '../search/port.js';
import { scheduleSupplementCopies } from '../supplements/port.js';
import { conflict, notFound } from '../../http/errors.js';
import { createContentWriter } from '../content/port.js';
import { presentAudit, presentTrash, presentVersion, presentVersionRow } from './present.js';
import { recordAudit, SYSTEM_ACTOR, type TrashRecord } from './record.js';
import type { HistoryRepository } from './repository.js';
import { restoreTrash, VERSION_ITEM_DELETED, VERSION_NOT_FOUND, versionRestoreDetail, versionRestoreState } from './restore.js';
import { moveTrashJob, scheduleTrashMove } from './trash-move.js';

const TYPE_MESSAGES: Record<ContentType, string> = {
  category: 'Categoria restaurada',
  supplement: 'Suplemento restaurado',
  topic: 'Tópico restaurado',
  banner: 'Banner restaurado',
  interaction: 'Interação restaurada',
  drug: 'Medicamento restaurado',
  drug_class: 'Classe de medicamentos restaurada',
  condition: 'Condição restaurada',
  nutrient: 'Nutriente restaurado',
  supplement_form: 'Forma química restaurada',
};

/** Versions and their restore, the trash and its restore and purge, and the audit log. */
export function createHistoryService(deps: { store: Store; blobs: BlobStore; history: HistoryRepository; jobs: JobQueue; now: () => Date }) {
  const at = () => deps.now().toISOString();
  const writer = createContentWriter(deps);

  async function versions(type: ContentType, itemId: number, page: number) {
    return mapPage(await deps.history.versions(type, itemId, page, PAGE_SIZE), presentVersionRow);
  }

  async function version(id: string) {
    const found = await deps.history.version(id);
    if (!found) throw notFound(VERSION_NOT_FOUND);
    return presentVersion(found);
  }

  /** Puts an item back as a version had it, through the content write path (revision, version, audit, search bump). */
  async function restoreFromVersion(id: string, actor: Actor): Promise<RestoredAnswer> {
    const { context: restored, previous } = await writer.restore<VersionDoc>({
      actor,
      locate: async (tx) => {
        const found = await tx.get<VersionDoc>(COLLECTIONS.contentVersions, id);
        if (!found) throw notFound(VERSION_NOT_FOUND);
        return { type: found.type, id: found.item_id, context: found };
      },
      missing: () => conflict(VERSION_ITEM_DELETED),
      state: (current, found) => versionRestoreState(current, found),
      detail: versionRestoreDetail,
    });
    if (restored.type === 'category') await scheduleCategoryCopies(deps.jobs, categoryRef(previous as unknown as CategoryDoc));
    if (restored.type === 'supplement') await scheduleSupplementCopies(deps.jobs, previous as unknown as SupplementDoc);
    return { message: TYPE_MESSAGES[restored.type], item: { type: restored.type, id: restored.item_id } };
  }

  /** The trash; an entry being restored (its move back under way in the job) is no longer shown there. */
  async function trash(page: number, type?: ContentType) {
    const found = await deps.history.trash(page, PAGE_SIZE, type);
    const shown = found.data.filter((entry) => (entry as TrashRecord).state !== 'moving_back');
    return mapPage({ ...found, data: shown, total: found.total - (found.data.length - shown.length) }, presentTrash);
  }

  async function restoreFromTrash(id: string, actor: Actor): Promise<RestoredAnswer> {
    const { trash: restored, queued } = await restoreTrash(deps.store, id, actor, at());
    if (queued) await scheduleTrashMove(deps.jobs, restored.id);
    await scheduleSearchIndexBuild(deps.jobs);
    await scheduleQualityReport(deps.jobs);
    // A restored drug, class or condition: the names' digest (a topic's 'O que mudou' is asked for by its first reader).
    await scheduleDigestRefresh(deps.jobs, { supplement_ids: [], clinical_names: CLINICAL_NAME_TYPES.has(restored.type) });
    return { message: TYPE_MESSAGES[restored.type], item: { type: restored.type, id: restored.item_id } };
  }

  /**
   * Deletes for good what has been in the trash for 30 days, with the images only those items used.
   * Run by the scheduled `purgeTrash` function; answers how many entries went.
   */
  async function purgeExpired(): Promise<number> {
    for (const entry of await deps.history.unfinishedTrash(50)) await deps.jobs.enqueue(moveTrashJob, { trash_id: entry.id });
    let purged = 0;
    for (;;) {
      // An entry still moving is left to its job; the next night purges it.
      const page = await deps.history.expiredTrash(at(), 50);
      const expired = page.filter((entry) => !(entry as TrashRecord).state);
      if (expired.length === 0) break;
      for (const entry of expired) {
        // Images first: while the entry is there, a purge that died is run again and deletes them then.
        await Promise.all(entry.images.map((image) => deps.blobs.delete(image.folder as 'banners' | 'categories', image.name)));
        await deps.history.purge(entry.id, (batch) =>
          recordAudit(batch, {
            action: 'trash.purge',
            actor: SYSTEM_ACTOR,
            target: { type: entry.type, id: String(entry.item_id), name: entry.name },
            summary: `"${entry.name}" apagado de vez (30 dias na lixeira)`,
            at: at(),
          }),
        );
        purged += 1;
      }
    }
    if (purged > 0) logInfo('trash_purged', { entries: purged });
    return purged;
  }

  async function audit(query: { page: number; search?: string; type?: string }) {
    return mapPage(await deps.history.audit(query.page, PAGE_SIZE, query), presentAudit);
  }

  return { versions, version, restoreFromVersion, trash, restoreFromTrash, purgeExpired, audit };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
