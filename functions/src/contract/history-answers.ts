import { z } from './zod.js';
import { id, isoDate, named, page } from './answer-shapes.js';
import { CONTENT_TYPES } from './history.js';

const contentType = z.enum(CONTENT_TYPES);
const actorName = z.strictObject({ name: z.string() });

export const versionRow = named(
  'Version',
  z.strictObject({
    id: z.string(),
    type: contentType,
    item_id: id,
    action: z.enum(['baseline', 'create', 'update', 'delete', 'restore']),
    actor: actorName,
    name: z.string(),
    changed: z.array(z.string()).describe('Top-level fields that differ from the state before'),
    created_at: isoDate,
  }),
  "One change of a catalogue item: who, when, what changed ('baseline' is the state before the first recorded change).",
);
export type VersionRow = z.output<typeof versionRow>;

export const versionDetail = named(
  'VersionDetail',
  versionRow.extend({ snapshot: z.record(z.string(), z.unknown()).describe('The item as this version left it (as deleted, for a deletion)') }),
);
export type VersionDetail = z.output<typeof versionDetail>;

export const trashEntry = named(
  'TrashEntry',
  z.strictObject({
    id: z.string(),
    type: contentType,
    item_id: id,
    name: z.string(),
    actor: actorName,
    documents: z.number().int().min(1).describe('Documents held: the item, its topics, the favourites pointing at it'),
    deleted_at: isoDate,
    purge_after: isoDate,
  }),
);
export type TrashEntry = z.output<typeof trashEntry>;

export const auditEntry = named(
  'AuditEntry',
  z.strictObject({
    id: z.string(),
    action: z.string().describe("'topic.update', 'supplement.delete', 'notification.send', 'user.delete', 'subscription.update', …"),
    actor: actorName,
    target: z.strictObject({ type: z.string(), id: z.string(), name: z.string() }),
    summary: z.string().describe('A Portuguese sentence (what search reads); the web words content changes from `action`, `fields` and `detail` in the reader\'s language'),
    fields: z.array(z.string()).describe("The stored fields a content update changed ('content', 'reviewed_at'); empty otherwise"),
    detail: z.string().nullable().describe("A content change's extra Portuguese words ('com 12 tópicos', 'da lixeira'), or null"),
    created_at: isoDate,
  }),
);
export type AuditEntry = z.output<typeof auditEntry>;

/** GET content-versions. */
export const versionListAnswer = z.strictObject({ items: page(versionRow) });
export type VersionListAnswer = z.output<typeof versionListAnswer>;

/** GET content-versions/{id}. */
export const versionAnswer = z.strictObject({ item: versionDetail });
export type VersionAnswer = z.output<typeof versionAnswer>;

/** POST content-versions/{id}/restore and POST trash/{id}/restore. */
export const restoredAnswer = z.strictObject({ message: z.string(), item: z.strictObject({ type: contentType, id: z.number().int() }) });
export type RestoredAnswer = z.output<typeof restoredAnswer>;

/** GET trash. */
export const trashListAnswer = z.strictObject({ items: page(trashEntry) });
export type TrashListAnswer = z.output<typeof trashListAnswer>;

/** GET audit-logs. */
export const auditListAnswer = z.strictObject({ items: page(auditEntry) });
export type AuditListAnswer = z.output<typeof auditListAnswer>;
