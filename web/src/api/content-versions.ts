import type { RestoredAnswer, VersionDetail, VersionListAnswer, VersionRow } from '@contract/history-answers';
import { api } from '@/lib/api-client';

/**
 * A content item's versions (docs/decisions/editing-history-trash.md, "Versions, edit conflicts, trash and audit log"),
 * read by every dashboard editor that shows its history: the topic form and the interactions, drugs,
 * drug classes and conditions editors.
 */
/** What has versions: 'topic', 'interaction', 'drug', … */
export type ContentType = VersionRow['type'];

export const versionKeys = {
  ofItem: (type: ContentType, itemId: number) => ['dashboard', 'versions', type, itemId] as const,
  one: (id: string | null) => ['dashboard', 'version', id] as const,
};

/** GET content-versions: the item's versions, newest first (the first page: the latest 12). */
export async function listVersions(type: ContentType, itemId: number): Promise<VersionListAnswer['items']> {
  return (await api.get('/content-versions', { query: { type, item_id: itemId } })).items;
}

/** GET content-versions/{id}: one version with the state it recorded. */
export async function getVersion(id: string): Promise<VersionDetail> {
  return (await api.get('/content-versions/:id', { params: { id } })).item;
}

/** POST content-versions/{id}/restore: the item goes back to that version (a new version). */
export function restoreVersion(id: string): Promise<RestoredAnswer> {
  return api.post('/content-versions/:id/restore', { params: { id } });
}
