import type { AuditDoc } from '../../domain/docs.js';

/** The parts of a content change's audit entry the web words in the admin's language. */
export interface AuditParts {
  fields: string[];
  detail: string | null;
}

const CONTENT_ACTION = /^(category|supplement|topic|banner)\.(baseline|create|update|delete|restore)$/;
/** The field list older summaries ended with: ' (content, reviewed_at, reviewed_by)'. */
const TRAILING_FIELDS = / \(([a-z0-9_]+(?:, [a-z0-9_]+)*)\)$/;
/** 'Tópico "Dose" atualizado' and the feminine forms: what precedes the detail. */
const ACTION_WORD = /^(registrad|criad|atualizad|excluíd|restaurad)[oa]\b ?/;

/**
 * The changed fields and extra words of an entry: stored apart since entries carry them, read back
 * from the summary of older entries (`Type "name" action detail (fields)`), so both read the same.
 */
export function auditParts(entry: Pick<AuditDoc, 'action' | 'summary' | 'target' | 'fields' | 'detail'>): AuditParts {
  if (entry.fields !== undefined) return { fields: entry.fields, detail: entry.detail ?? null };
  if (!CONTENT_ACTION.test(entry.action)) return { fields: [], detail: null };
  let rest = entry.summary;
  const listed = TRAILING_FIELDS.exec(rest);
  const fields = listed ? listed[1]!.split(', ') : [];
  if (listed) rest = rest.slice(0, listed.index);
  const quotedName = `"${entry.target.name}" `;
  const at = rest.indexOf(quotedName);
  if (at < 0) return { fields, detail: null };
  const detail = rest.slice(at + quotedName.length).replace(ACTION_WORD, '').trim();
  return { fields, detail: detail || null };
}
