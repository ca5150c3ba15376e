import { referenceId } from './catalogue-fields.js';
import { z } from './zod.js';

export const CONTENT_TYPES = ['category', 'supplement', 'topic', 'banner', 'interaction', 'drug', 'drug_class', 'condition', 'nutrient', 'supplement_form'] as const;
/** What an audit entry can be about. */
export const AUDIT_TARGETS = [...CONTENT_TYPES, 'notification', 'translation', 'user', 'subscription', 'trash'] as const;

const page = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);

/** GET content-versions: one item's versions, newest first. */
export const versionListQuerySchema = z.object({
  type: z.enum(CONTENT_TYPES, { error: 'Tipo de conteúdo inválido' }),
  item_id: referenceId('Item inválido'),
  page,
});

/** GET trash: newest first, optionally of one content type (the interactions and drugs screens show their own). */
export const trashQuerySchema = z.object({
  page,
  type: z.enum(CONTENT_TYPES).optional().catch(undefined),
});

/** GET audit-logs: newest first, optionally about one kind of target and matching a word. */
export const auditQuerySchema = z.object({
  page,
  search: z.string().trim().max(100).optional().catch(undefined),
  type: z.enum(AUDIT_TARGETS).optional().catch(undefined),
});
