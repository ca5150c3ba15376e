/**
 * The stored documents, one interface per collection (spec section 3).
 * Catalogue ids are numbers (the mobile client and spec use numeric ids), allocated
 * from `counters/{collection}` inside the creating transaction; the document id is String(id).
 * Text meant for both languages is stored in Portuguese, with English overlays in `i18n.en`
 * (their origin in `i18n_meta.en`, and `en_translated` when every field has current English: domain/english.ts).
 * `keywords` holds normalised word prefixes (lower case, no accents) for list search.
 */

import type { Indication, TopicReference } from '../contract/evidence.js';
import type { EnglishMarker } from './english.js';
import { COUNTERS_COLLECTION } from '../store/ids.js';

export type Locale = 'pt' | 'en';
export type Flag = 0 | 1;
export type RoleSlug = 'admin' | 'user';
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';

export const COLLECTIONS = {
  users: 'users',
  uniqueCpf: 'unique_cpf',
  uniqueEmail: 'unique_email',
  counters: COUNTERS_COLLECTION,
  settings: 'settings',
  educations: 'educations',
  terms: 'terms',
  plans: 'plans',
  categories: 'categories',
  supplements: 'supplements',
  topics: 'supplement_topics',
  banners: 'banners',
  favorites: 'favorites',
  recentViews: 'recent_views',
  recentViewLists: 'recent_view_lists',
  suggestions: 'suggestions',
  subscriptions: 'subscriptions',
  meta: 'meta',
  loginAttempts: 'login_attempts',
  trustedDevices: 'trusted_devices',
  notifications: 'notifications',
  notificationSubmissions: 'notification_submissions',
  notificationInbox: 'notification_inbox',
  revisionNotices: 'revision_notices',
  deviceTokens: 'device_tokens',
  localPushOutbox: 'local_push_outbox',
  contentVersions: 'content_versions',
  monographChanges: 'monograph_changes',
  trash: 'trash',
  trashItems: 'trash_items',
  auditLog: 'audit_log',
  interactions: 'interactions',
  drugs: 'drugs',
  drugClasses: 'drug_classes',
  conditions: 'conditions',
  supplementForms: 'supplement_forms',
  nutrients: 'nutrients',
  formulas: 'formulas',
  formulaTemplates: 'formula_templates',
} as const;

export interface UserDoc {
  [key: string]: unknown;
  id: number;
  uid: string;
  name: string;
  email: string;
  /** CPF, 11 digits, no punctuation. */
  document: string;
  image: string | null;
  status: 'active' | 'blocked';
  premium: Flag;
  role: RoleSlug;
  locale: Locale;
  /** The user area's theme; missing means 'system' (follow the device). */
  theme?: 'system' | 'light' | 'dark';
  /**
   * How many formulas the account has saved, changed in the transaction that saves or deletes one,
   * so the 5,000 cap holds under concurrent saves; missing on a profile that has never saved one.
   */
  saved_formulas?: number;
  /** plans/{plan_id} while a subscription is trialing or active; null means free. */
  plan_id: string | null;
  /** The subscription's state as the payment webhooks last set it; missing means 'none' (never subscribed). */
  subscription_status?: SubscriptionStatus;
  /** favourite_revisions: an inbox item when a favourite monograph is revised; absent means off. */
  detail: { phone: string; education_id: number | null; receive_notifications: Flag; favourite_revisions?: Flag };
  keywords: string[];
  /** When the account's sessions were last ended (logout, password change). */
  sessions_valid_after: string | null;
  /**
   * Raised each time the sessions are ended; ID tokens carry the value they were signed in with
   * (the `sv` claim) and a lower one is refused. Exact where timestamps are whole seconds.
   */
  session_version?: number;
  /** The professional council registration printed on prescriptions (issue 32); asked once, absent until given. */
  council?: CouncilRegistration | null;
  created_at: string;
  updated_at: string;
}

/**
 * A prescriber's council registration: CRN (nutritionists) with its region number (1–11), CRM (doctors) and CRF
 * (pharmacists) with the state (UF). Registrations saved before issue 41 hold a CRN with a state and no region: read
 * back as the region covering that state.
 */
export interface CouncilRegistration {
  council: 'CRN' | 'CRM' | 'CRF';
  number: string;
  region?: number | null;
  state?: string | null;
  /** The contact line printed under the name (issue 41); absent until given. */
  contact?: string | null;
}

/** settings/global: the general settings an admin edits, sent to every user as `settings`. */
export interface GlobalSettingsDoc {
  [key: string]: unknown;
  text_align: 'text-left' | 'text-justify';
  url_tutorial: string;
  url_tutorial_en: string;
  show_tutorial: Flag;
}

export interface EducationDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  order: number;
  i18n?: { en?: { name?: string } };
}

/** terms/current */
export interface TermDoc {
  [key: string]: unknown;
  content: string;
  i18n?: { en?: { content?: string } };
  updated_at: string;
}

export interface PlanDoc {
  [key: string]: unknown;
  id: string;
  name: string;
  months: number;
  /** Prices in centavos (BRL). */
  price_per_month_cents: number;
  total_cents: number;
  currency: 'BRL';
  popular: boolean;
  saving_percent: number | null;
  order: number;
  i18n?: { en?: { name?: string } };
}

export interface CategoryRef {
  id: number;
  slug: string;
  name: string;
  image: string;
}

export interface CategoryDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  image: string;
  has_subcategory: Flag;
  order: number;
  parent_id: number | null;
  supplements_count: number;
  /** A formulas category: its supplements appear in the 'Nutra Fórmulas' search group. */
  is_formulas: boolean;
  keywords: string[];
  i18n?: { en?: { name?: string } };
  created_at: string;
  updated_at: string;
  /** Raised by every edit; an update based on an older one is refused (409). Absent before versions existed. */
  revision?: number;
  /** Who made the last edit. */
  updated_by?: Actor;
}

export interface SupplementDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  is_paid: Flag;
  order: number;
  category_id: number;
  category: CategoryRef;
  keywords: string[];
  /** What it is used for, each with its evidence grade (contract/evidence.ts); missing means none yet. */
  indications?: Indication[];
  /** When an admin last marked the whole monograph reviewed ('Marcar como revisado'), and their name then; absent or null: not recorded. */
  reviewed_at?: string | null;
  reviewed_by?: string | null;
  i18n?: { en?: { name?: string } };
  created_at: string;
  updated_at: string;
  /** Raised by every edit; an update based on an older one is refused (409). Absent before versions existed. */
  revision?: number;
  /** Who made the last edit. */
  updated_by?: Actor;
}

export interface SupplementRef {
  id: number;
  slug: string;
  name: string;
  is_paid: Flag;
  category: CategoryRef;
}

export interface TopicDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  slug: string;
  tags: string | null;
  order: number;
  is_paid: Flag;
  /** Sanitised HTML. */
  content: string;
  supplement_id: number;
  supplement: SupplementRef;
  /** Structured citations in reading order; missing means none yet. */
  references?: TopicReference[];
  /** When an admin last marked the topic reviewed, and their name then. */
  reviewed_at?: string;
  reviewed_by?: string;
  i18n?: { en?: { name?: string; content?: string } };
  /** Machine or manual English, and the Portuguese it was made from (domain/english.ts). */
  i18n_meta?: { en?: { name?: EnglishMarker; content?: EnglishMarker } };
  en_translated?: boolean;
  created_at: string;
  updated_at: string;
  /** Raised by every edit; an update based on an older one is refused (409). Absent before versions existed. */
  revision?: number;
  /** Who made the last edit. */
  updated_by?: Actor;
}

export interface BannerDoc {
  [key: string]: unknown;
  id: number;
  name: string;
  image: string;
  type: 'web' | 'mobile';
  type_users: 'all' | 'free' | 'plus' | 'expired';
  url: string;
  order: number;
  locale_id: 1 | 2;
  keywords: string[];
  created_at: string;
  updated_at: string;
  /** Raised by every edit; an update based on an older one is refused (409). Absent before versions existed. */
  revision?: number;
  /** Who made the last edit. */
  updated_by?: Actor;
}

/** favorites/{uid}_{supplementId} */
export interface FavoriteDoc {
  [key: string]: unknown;
  user_uid: string;
  supplement_id: number;
  created_at: string;
}

/**
 * recent_views/{uid}_{supplementId}: when the user last opened the supplement's topics. The layout
 * before issue 40: a user's documents move into their `recent_view_lists/{uid}` at their next view.
 */
export interface RecentViewDoc {
  [key: string]: unknown;
  user_uid: string;
  supplement_id: number;
  viewed_at: string;
  /** The reading before the current one (a view more than a reading's length after the last): 'desde a sua última leitura'. */
  previous_viewed_at?: string;
}

/** One entry of a user's recently viewed list. */
export type RecentViewEntry = Pick<RecentViewDoc, 'supplement_id' | 'viewed_at' | 'previous_viewed_at'>;

/**
 * recent_view_lists/{uid}: the user's recently viewed supplements, newest first, at most
 * RECENTLY_VIEWED_KEPT (20) entries: one read and one write per view (issue 40 item 5).
 */
export interface RecentViewListDoc {
  [key: string]: unknown;
  user_uid: string;
  views: RecentViewEntry[];
  updated_at: string;
}

export interface SuggestionDoc {
  [key: string]: unknown;
  id: number;
  content: string;
  user_uid: string;
  user: { name: string; email: string; phone: string };
  keywords: string[];
  created_at: string;
}

/** A stage of a notification's delivery, as its log shows it (the text is chosen in the reader's language). */
export type NotificationStage = 'started' | 'sent' | 'failures' | 'done';

export interface NotificationLogDoc {
  id: number;
  stage: NotificationStage;
  /** Devices reached ('sent') or failed ('failures'). */
  count?: number;
  created_at: string;
}

/** notifications/{id}: what an admin sent, and how its delivery went. */
export interface NotificationDoc {
  [key: string]: unknown;
  id: number;
  title: string;
  body: string;
  locale: Locale;
  deep_1: 'home' | 'supplements' | 'topics';
  /** The product-scheme link (`home`, `supplements/{id}`, `topics/{id}`) the mobile app opens. */
  deeplink: string;
  /** The web app's address for the same screen, resolved when the notification was created. */
  link: string;
  created_by: string;
  status: 'queued' | 'sending' | 'done';
  /** Users it reached (each gets it in the in-app inbox, and on every registered device). */
  received_logs_count: number;
  devices_sent: number;
  devices_failed: number;
  /** The last user uid the fan-out finished with; the next batch starts after it. */
  cursor: string | null;
  logs: NotificationLogDoc[];
  keywords: string[];
  created_at: string;
  updated_at: string;
}

/** notification_inbox/{uid}_{notificationId}: one user's copy; its existence means "delivered to this user". */
export interface InboxDoc {
  [key: string]: unknown;
  notification_id: number;
  user_uid: string;
  title: string;
  body: string;
  deeplink: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

/** device_tokens/{sha256(token)}: an FCM registration token and the user it belongs to. */
export interface DeviceTokenDoc {
  [key: string]: unknown;
  token: string;
  user_uid: string;
  created_at: string;
  updated_at: string;
}

/** Who did something: an administrator (uid and name as they were), or a system actor ('stripe', 'system'). */
export interface Actor {
  uid: string;
  name: string;
}

/** The catalogue items that keep versions and go to the trash. */
export type ContentType = 'category' | 'supplement' | 'topic' | 'banner' | 'interaction' | 'drug' | 'drug_class' | 'condition' | 'nutrient' | 'supplement_form';

/** content_versions/{id}: the state of an item after one change (the deleted state for a deletion). */
export interface VersionDoc {
  [key: string]: unknown;
  id: string;
  type: ContentType;
  item_id: number;
  /** 'baseline' is the state an item had before its first recorded change. */
  action: 'baseline' | 'create' | 'update' | 'delete' | 'restore';
  actor: Actor;
  /** The item's name (Portuguese), for lists. */
  name: string;
  snapshot: Record<string, unknown>;
  /** Top-level fields that differ from the state before (Portuguese and English alike). */
  changed: string[];
  /** The deletion (trash entry) this version belongs to. */
  batch: string | null;
  /** A topic's supplement (as the change left it): a monograph's 'O que mudou' lists its topics' versions by it. Absent on older versions. */
  supplement_id?: number;
  created_at: string;
}

/**
 * monograph_changes/{supplementId}: the newest changes a reader is told about in 'O que mudou'
 * (at most 30), as a reader who may read everything sees them, built from the topics' versions by
 * the first reader after a change (issue 40 item 5). Current while its `newest_version_id` is the
 * newest version of the supplement's topics.
 */
export interface MonographChangesDoc {
  [key: string]: unknown;
  supplement_id: number;
  newest_version_id: string | null;
  built_at: string;
  entries: {
    change: Record<string, unknown>;
    /** The topic's English name when it has one. */
    name_en: string;
    /** Whether either side of the change was paid text. */
    topic_paid: boolean;
  }[];
}

/** trash/{id}: one deletion (an item and what hung under it), restorable until purge_after. */
export interface TrashDoc {
  [key: string]: unknown;
  id: string;
  type: ContentType;
  item_id: number;
  name: string;
  actor: Actor;
  /** Documents held in trash_items for this deletion. */
  documents: number;
  /** Uploaded images only the deleted items used, removed at purge. */
  images: { folder: string; name: string }[];
  deleted_at: string;
  purge_after: string;
}

/** trash_items/{trashId}_{n}: one deleted document, as it was. */
export interface TrashItemDoc {
  [key: string]: unknown;
  trash_id: string;
  collection: string;
  doc_id: string;
  data: Record<string, unknown>;
}

/** audit_log/{id}: an administrative action; append-only (no route edits or deletes it). */
export interface AuditDoc {
  [key: string]: unknown;
  id: string;
  action: string;
  actor: Actor;
  target: { type: string; id: string; name: string };
  summary: string;
  /** The fields a content update changed (entries written before it carry them at the end of the summary). */
  fields?: string[];
  /** The summary's extra words after the action ('com 12 tópicos', 'da lixeira'). */
  detail?: string;
  keywords: string[];
  created_at: string;
}

/** Bookkeeping every content document carries (revision, who saved last, when). */
interface ContentStamps {
  created_at: string;
  updated_at: string;
  revision?: number;
  updated_by?: Actor;
}

/** drugs/{id}: an active ingredient (issue 31). `name` the DCB, `name_en` the INN; both typed, never machine-translated. */
export interface DrugDoc extends ContentStamps {
  [key: string]: unknown;
  id: number;
  name: string;
  name_en: string;
  synonyms: string[];
  brands: string[];
  class_ids: number[];
  /** Prefixes of the names, synonyms and brands (typeahead, dashboard search). */
  keywords: string[];
}

/** drug_classes/{id}: a class of drugs ('anticoagulantes cumarínicos'). */
export interface DrugClassDoc extends ContentStamps {
  [key: string]: unknown;
  id: number;
  name: string;
  name_en: string;
  synonyms: string[];
  keywords: string[];
}

/** conditions/{id}: a patient condition ('gestação'). */
export interface ConditionDoc extends ContentStamps {
  [key: string]: unknown;
  id: number;
  name: string;
  name_en: string;
  synonyms: string[];
  keywords: string[];
}

/** supplement_forms/{id}: a supplement's chemical form (issue 31) and its chemistry (issue 32). Names are not paid text. */
export interface SupplementFormDoc {
  [key: string]: unknown;
  id: number;
  supplement_id: number;
  name: string;
  name_en: string;
  order: number;
  keywords: string[];
  /** Molecular formula as published, hydrate water included ('C4H8MgN2O4', 'FeSO4·7H2O'); null when none was confirmed. */
  formula?: string | null;
  /** Where the formula was read. */
  formula_source?: DoseSource | null;
  /** The nutrient (nutrients/{id}) this form delivers; null when the form counts toward none. */
  nutrient_id?: number | null;
  /**
   * How an amount of the form becomes an amount of its nutrient: 'element' (times the elemental
   * fraction of the nutrient's element in `formula`), 'moiety' (times the share of `moiety_formula`
   * in `formula`: retinol in a retinyl ester), 'whole' (the form's mass is the nutrient's:
   * colecalciferol as vitamin D); null when no conversion was confirmed (its total is not computed).
   */
  basis?: FormBasis | null;
  moiety_formula?: string | null;
  /** Nutrient units per UI (vitamin D: 0.025 µg; retinol: 0.3 µg RAE; d-α-tocopherol: 0.67 mg); null: UI does not apply. */
  iu_factor?: number | null;
  /**
   * Units of the nutrient's intake reference (RDA/AI) per unit of what its upper level counts, where
   * the two differ: folic acid 1.7 (µg DFE per µg; the UL is in µg of folic acid), all-rac-α-tocopherol
   * 0.5 (2R-stereoisomers per mg; the UL counts all eight), supplemental β-carotene 0.5 (µg RAE per µg).
   * Absent or null: 1. Applies to `iu_factor` the same way (the UI factor is the intake's).
   */
  intake_factor?: number | null;
  /** False for a form the nutrient's upper level does not count (β-carotene against preformed vitamin A's UL). Absent means true. */
  counts_toward_upper_level?: boolean;
  created_at?: string;
  updated_at?: string;
  revision?: number;
  updated_by?: Actor;
}

export type FormBasis = 'element' | 'moiety' | 'whole';

/** A published source a dose value or a formula was read in. */
export interface DoseSource {
  /** Short key the values cite ('nasem-rda-elements'). */
  key: string;
  title: string;
  url: string;
}

export type PopulationGroupKey =
  | 'lactentes-0-6m'
  | 'lactentes-7-11m'
  | 'criancas-1-3a'
  | 'criancas-4-8a'
  | '9-18a'
  | 'adultos-19a'
  | 'gestantes'
  | 'lactantes';

/** One population group's reference values for a nutrient; each value null until confirmed, never guessed. */
export interface NutrientGroupDoses {
  /** RDA, or AI where no RDA could be set: lowest and highest over the group's IOM life stages. */
  intake: { kind: 'RDA' | 'AI'; low: number; high: number; source: string } | null;
  /** Tolerable upper intake level (range over the group's life stages), or 'not_determined' (ND in the IOM tables). */
  upper_level: { kind: 'value'; low: number; high: number; source: string } | { kind: 'not_determined'; source: string } | null;
  /** The maximum daily amount ANVISA allows in a food supplement for the group (IN 28/2018 Annex IV as amended). */
  anvisa_max: { value: number; source: string } | null;
  /** The usual supplemental dose range clinicians use, where a published source states one. */
  usual_dose: { low: number; high: number; source: string } | null;
}

/**
 * nutrients/{id}: doses by population for one nutrient (issue 32): what a supplement's amount is
 * counted as ('magnésio elementar'), its unit, and per ANVISA population group the intake, upper
 * level, ANVISA maximum and usual dose, each citing one of `sources` by key. Linked to the
 * supplements it applies to; its chemical forms point at it (`SupplementFormDoc.nutrient_id`).
 */
export interface NutrientDoc extends ContentStamps {
  [key: string]: unknown;
  id: number;
  name: string;
  name_en: string;
  slug: string;
  unit: 'mg' | 'µg';
  /** What the amounts count, in Portuguese ('magnésio elementar'); English in `i18n.en`. */
  expressed_as: string;
  /** The element counted, for minerals (a form's amount times its elemental fraction); null for vitamins. */
  element: string | null;
  /** What the upper level bounds: all sources, supplements and medicines only, preformed only, synthetic only. */
  upper_level_scope: 'total' | 'supplemental_only' | 'preformed_only' | 'synthetic_only';
  supplement_ids: number[];
  groups: Record<PopulationGroupKey, NutrientGroupDoses>;
  sources: DoseSource[];
  keywords: string[];
  i18n?: { en?: { expressed_as?: string } };
}

/** One component of a formula: an amount of a chemical form per unit (capsule, sachet…). */
export interface FormulaComponentDoc {
  form_id: number;
  amount: number;
  unit: 'mg' | 'µg' | 'UI';
}

/** formulas/{id}: a premium user's saved formula (issue 32). Only its owner reads it; account deletion removes it. */
export interface FormulaDoc {
  [key: string]: unknown;
  id: string;
  owner_uid: string;
  name: string;
  patient_name: string | null;
  population: PopulationGroupKey;
  components: FormulaComponentDoc[];
  /**
   * The components' form ids, for the one query a form's deletion asks ('is this form in a saved
   * formula?': `array-contains`, which cannot look inside `components`). Absent on formulas saved
   * before it was added, until their next save.
   */
  form_ids?: number[];
  pharmaceutical_form: string;
  units_per_dose: number;
  doses_per_day: number;
  duration_days: number;
  drug_ids: number[];
  condition_ids: number[];
  notes: string | null;
  /** Lower-cased words of the name and the patient's name (the list's search). */
  keywords: string[];
  revision: number;
  created_at: string;
  updated_at: string;
}

/**
 * formula_templates/{id}: a seeded 'Nutra Fórmula' as a starting point for the builder: the
 * supplement whose composition it carries and the rows that map to catalogue forms (the others
 * listed by name in `unmapped`).
 */
export interface FormulaTemplateDoc {
  [key: string]: unknown;
  id: number;
  supplement_id: number;
  name: string;
  name_en: string;
  components: FormulaComponentDoc[];
  pharmaceutical_form: string;
  units_per_dose: number;
  doses_per_day: number;
  duration_days: number | null;
  /** Composition rows with no chemical form in the catalogue ('Quercetina 250 mg'). */
  unmapped: string[];
}

/**
 * interactions/{id}: a supplement (perhaps one form) against another side. `pair_key` is the two
 * side keys ('supplement:12', 'drug:5', 'drug_class:3', 'condition:7') sorted and joined with '|'
 * (a form keys on its supplement); `other_key` the other side's key ('every interaction of X' is
 * `supplement_id == X` and `other_key == 'supplement:X'`).
 */
export interface InteractionDoc extends ContentStamps {
  [key: string]: unknown;
  id: number;
  /** The two sides with their forms ('Magnésio × Levotiroxina sódica', domain/interaction-name.ts): the history, trash and audit log show it. */
  name: string;
  supplement_id: number;
  form_id: number | null;
  other_kind: 'supplement' | 'drug' | 'drug_class' | 'condition';
  other_id: number;
  other_form_id: number | null;
  pair_key: string;
  other_key: string;
  severity: 'grave' | 'moderada' | 'leve';
  likelihood: 'provavel' | 'possivel' | 'improvavel';
  evidence: 'A' | 'B' | 'C' | 'D';
  mechanism: string;
  management: string;
  timing: string | null;
  references: TopicReference[];
  reviewed_at: string | null;
  reviewed_by: string | null;
  /** The sides' Portuguese names when saved, for the dashboard's list search. */
  keywords: string[];
  i18n?: { en?: { mechanism?: string; management?: string; timing?: string } };
}
