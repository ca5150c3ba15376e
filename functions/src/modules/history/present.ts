import type { AuditEntry, TrashEntry, VersionDetail, VersionRow } from '../../contract/history-answers.js';
import type { AuditDoc, TrashDoc, VersionDoc } from '../../domain/docs.js';
import { auditParts } from './audit-parts.js';

/** A version in the list (no snapshot: the list stays small). */
export const presentVersionRow = (version: VersionDoc): VersionRow => ({
  id: version.id,
  type: version.type,
  item_id: version.item_id,
  action: version.action,
  actor: { name: version.actor.name },
  name: version.name,
  changed: version.changed,
  created_at: version.created_at,
});

/** One version with the state it recorded (for the comparison with the current text). */
export const presentVersion = (version: VersionDoc): VersionDetail => ({ ...presentVersionRow(version), snapshot: version.snapshot });

export const presentTrash = (trash: TrashDoc): TrashEntry => ({
  id: trash.id,
  type: trash.type,
  item_id: trash.item_id,
  name: trash.name,
  actor: { name: trash.actor.name },
  documents: trash.documents,
  moving: trash.state === 'moving_out' || trash.state === 'moving_back',
  deleted_at: trash.deleted_at,
  purge_after: trash.purge_after,
});

export const presentAudit = (entry: AuditDoc): AuditEntry => ({
  id: entry.id,
  action: entry.action,
  actor: { name: entry.actor.name },
  target: entry.target,
  summary: entry.summary,
  ...auditParts(entry),
  created_at: entry.created_at,
});
