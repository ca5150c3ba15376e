import { COLLECTIONS, type ConditionDoc, type DrugClassDoc, type DrugDoc } from '../../domain/docs.js';
import { logError } from '../../runtime/log.js';
import { freshReads } from '../../store/catalogue-cache.js';
import { increment, type Store, type WriteOps } from '../../store/port.js';

/**
 * `meta/clinical_names`: every drug's, class's and condition's names in one document, for the
 * matcher that finds them in a monograph's text (issue 39's unrecorded mentions). Reading it is one
 * document read where the three lists cost one read per entry (issue 40 item 5). The content write
 * path raises `version` (a write, no read) with every change of a drug, class or condition, and its
 * follow-up job (`refreshDigests`) rebuilds the lists and stores them with the version it read
 * first, so a change that lands during a rebuild leaves it behind for the next job. Readers never
 * write it: until the job has run they match the names as they were (a change of the last seconds
 * is not matched yet); lists missing, or behind for longer than STALE_NAMES_MS (the job failed),
 * are read from the collections for that reader. Only admins change these lists (rarely), so the
 * one document's write rate is no concern.
 */
export const CLINICAL_NAMES_ID = 'clinical_names';

/** The lists are read whole for the matcher: a few hundred entries per kind at most (docs/decisions/interactions-checker.md). */
export const CLINICAL_LIST_LIMIT = 1000;

/** Firestore refuses a document over 1 MiB: lists past this are not stored (read from their collections). */
const MAX_DIGEST_BYTES = 900 * 1024;

export type DrugNames = Pick<DrugDoc, 'id' | 'name' | 'name_en' | 'synonyms' | 'brands' | 'class_ids'>;
export type NamedEntry = Pick<DrugClassDoc | ConditionDoc, 'id' | 'name' | 'name_en' | 'synonyms'>;

export interface ClinicalNames {
  drug: DrugNames[];
  drug_class: NamedEntry[];
  condition: NamedEntry[];
}

interface ClinicalNamesDoc {
  [key: string]: unknown;
  version?: number;
  /** When `version` was last raised. */
  changed_at?: string;
  built_version?: number;
  built_at?: string;
  lists?: ClinicalNames;
}

const LIST_COLLECTIONS = { drug: COLLECTIONS.drugs, drug_class: COLLECTIONS.drugClasses, condition: COLLECTIONS.conditions } as const;
type ListKind = keyof typeof LIST_COLLECTIONS;

/** The content types whose changes make the names stale. */
export const CLINICAL_NAME_TYPES: ReadonlySet<string> = new Set<ListKind>(['drug', 'drug_class', 'condition']);

/** How long readers match names a change has left behind before reading the lists themselves (the follow-up job did not run). */
export const STALE_NAMES_MS = 10 * 60_000;

/** Marks the names stale, inside the transaction (or batch) that changes a drug, class or condition. */
export function markClinicalNamesStale(tx: WriteOps, at: string = new Date().toISOString()): void {
  tx.set(COLLECTIONS.meta, CLINICAL_NAMES_ID, { version: increment(1), changed_at: at }, { merge: true });
}

/** As `markClinicalNamesStale`, for lists written outside a transaction (the seed, which then refreshes them itself). */
export async function markClinicalNamesStaleInStore(store: Store): Promise<void> {
  await store.set(COLLECTIONS.meta, CLINICAL_NAMES_ID, { version: increment(1), changed_at: new Date().toISOString() }, { merge: true });
}

const named = ({ id, name, name_en, synonyms }: NamedEntry): NamedEntry => ({ id, name, name_en, synonyms });

async function readLists(store: Store): Promise<ClinicalNames> {
  const every = <T>(kind: ListKind) => store.query<T & Record<string, unknown>>({ collection: LIST_COLLECTIONS[kind], orderBy: [{ field: 'name' }], limit: CLINICAL_LIST_LIMIT });
  const [drugs, classes, conditions] = await Promise.all([every<DrugDoc>('drug'), every<DrugClassDoc>('drug_class'), every<ConditionDoc>('condition')]);
  return {
    drug: drugs.map(({ data }) => ({ ...named(data), brands: data.brands, class_ids: data.class_ids })),
    drug_class: classes.map(({ data }) => named(data)),
    condition: conditions.map(({ data }) => named(data)),
  };
}

const versionOf = (digest: ClinicalNamesDoc | null) => (typeof digest?.version === 'number' ? digest.version : 0);
const current = (digest: ClinicalNamesDoc | null): digest is ClinicalNamesDoc & { lists: ClinicalNames } => Boolean(digest?.lists) && digest!.built_version === versionOf(digest);

/** The names of every drug, class and condition: one document read (kept by the instance between changes). */
export async function readClinicalNames(store: Store, now: () => Date = () => new Date()): Promise<ClinicalNames> {
  const kept = await store.get<ClinicalNamesDoc>(COLLECTIONS.meta, CLINICAL_NAMES_ID);
  if (kept?.lists && (current(kept) || now().getTime() - Date.parse(kept.changed_at ?? '') < STALE_NAMES_MS)) return kept.lists;
  // Read from the store itself, never from what this instance kept (it may be a write behind another instance's).
  return freshReads(async () => {
    const digest = await store.get<ClinicalNamesDoc>(COLLECTIONS.meta, CLINICAL_NAMES_ID);
    return current(digest) ? digest.lists : readLists(store);
  });
}

/**
 * Builds the lists again and stores them with the version read first, unless current: the
 * `refreshDigests` job's work after a change of a drug, class or condition (and the seed's). Reads the
 * store itself, never what this instance kept.
 */
export function refreshClinicalNames(store: Store, now: () => Date = () => new Date()): Promise<void> {
  return freshReads(async () => {
    const digest = await store.get<ClinicalNamesDoc>(COLLECTIONS.meta, CLINICAL_NAMES_ID);
    if (current(digest)) return;
    const version = versionOf(digest);
    const lists = await readLists(store);
    if (Buffer.byteLength(JSON.stringify(lists)) > MAX_DIGEST_BYTES) {
      logError('clinical_names_digest_too_large', new Error('the lists are read from their collections'), {});
      return;
    }
    // `lists` replaces the stored one whole (its three arrays are always there); `version` stays as written.
    await store.set(COLLECTIONS.meta, CLINICAL_NAMES_ID, { built_version: version, built_at: now().toISOString(), lists }, { merge: true });
  });
}
