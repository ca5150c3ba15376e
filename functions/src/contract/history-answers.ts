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
    moving: z.boolean().describe('True while a job still moves its topics and favourites in (after the deletion) or out (a restore): `documents` is not final yet'),
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

/** What a reader is told changed in a topic, in words the web translates. */
export const MONOGRAPH_CHANGE_KINDS = ['text', 'name', 'references', 'access'] as const;
export type MonographChangeKind = (typeof MONOGRAPH_CHANGE_KINDS)[number];

export const monographChange = named(
  'MonographChange',
  z.strictObject({
    id: z.string().describe('The version'),
    topic: z.strictObject({ id, name: z.string().describe("The topic's name as the change left it, in the reader's language") }),
    action: z.enum(['create', 'update', 'delete', 'restore']),
    changes: z.array(z.enum(MONOGRAPH_CHANGE_KINDS)).describe('What changed, for an update or a restore'),
    created_at: isoDate,
    locked: z.boolean().describe('Paid text (before or after the change) the caller may not read: no comparison is sent'),
    comparison: z
      .strictObject({ before: z.string(), after: z.string() })
      .nullable()
      .describe("The topic's readable text (Portuguese, as edited) before and after the change, table cells kept apart; null when locked or when the text did not change"),
  }),
  "One change of a monograph's topics, as a reader sees it.",
);
export type MonographChange = z.output<typeof monographChange>;

/** GET supplement-topics/supplement/slug/{slug}/changes. */
export const monographChangesAnswer = z.strictObject({
  reviewed: z
    .strictObject({ at: isoDate, by: z.string() })
    .nullable()
    .describe("The monograph's review: the oldest of its topics' reviews, when every topic has one (docs/decisions/catalogue-and-content.md, 'Review and change')"),
  updated_at: isoDate.describe("When the monograph's content last changed (the supplement's `updated_at`)"),
  basis: z.enum(['since_last_reading', 'latest']).describe("'since_last_reading' for a signed-in reader with an earlier reading of the monograph, else the latest changes"),
  since: isoDate.nullable().describe("The reader's last reading, for 'since_last_reading'"),
  items: z.array(monographChange).describe('Newest first'),
});
export type MonographChangesAnswer = z.output<typeof monographChangesAnswer>;
