import { z } from 'zod';
import { BANNER_AUDIENCES, BANNER_TYPES } from '../contract/banners.js';
import { PAGE_SIZE } from '../contract/list.js';

/**
 * The answers of the API as zod schemas, for the OpenAPI document only: the services build their
 * answers with plain functions, and the access-matrix test checks every 200 it sees against these,
 * so a field added to an answer without being documented here fails that test (objects are strict).
 * Named shapes are registered in `components` and referenced from the operations.
 */
export const components = z.registry<{ id: string; description?: string }>();

const named = <S extends z.ZodType>(id: string, schema: S, description?: string): S => {
  components.add(schema, { id, ...(description ? { description } : {}) });
  return schema;
};

const id = z.number().int().positive();
const flag = z.union([z.literal(0), z.literal(1)]);
const isoDate = z.string().describe('ISO-8601 date and time');
const fileName = (folder: string) => z.string().describe(`A file name under /uploads/${folder}/`);

export const errorAnswer = named(
  'Error',
  z.strictObject({
    message: z.string().describe('A message a person can read (Portuguese)'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe("Messages by field ('_' for the form as a whole)"),
    code: z.string().optional().describe("A machine-readable reason, e.g. 'premium_required'"),
  }),
  'Every error answer: `{ message, errors?, code? }`.',
);

export const messageAnswer = z.strictObject({ message: z.string() });
export const tokenAnswer = z.strictObject({ token: z.string().describe('A Firebase custom token; sign in with it to get ID tokens') });

/** `{ data, current_page, last_page, per_page, total }` of a list of `item`. */
export const page = <S extends z.ZodType>(item: S) =>
  z.strictObject({
    data: z.array(item),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    per_page: z.literal(PAGE_SIZE),
    total: z.number().int().min(0),
  });

export const option = named('Option', z.strictObject({ id, name: z.string() }));

export const categoryHeader = named('CategoryHeader', z.strictObject({ id, name: z.string(), slug: z.string(), image: fileName('categories') }));

export const categoryCard = named(
  'CategoryCard',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    image: fileName('categories'),
    has_subcategory: flag,
    order: z.number().int(),
    supplements_count: z.number().int().min(0),
  }),
);

export const categoryAdmin = named(
  'CategoryAdmin',
  categoryCard.extend({ parent_category: id.nullable(), parent_id: id.nullable(), created_at: isoDate, updated_at: isoDate }),
  'A category as the dashboard edits it (Portuguese source texts).',
);

export const supplementCard = named(
  'SupplementCard',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    is_paid: flag,
    order: z.number().int(),
    category_id: id,
    created_at: isoDate,
    updated_at: isoDate,
    category: categoryHeader,
  }),
);

export const supplementHeader = named('SupplementHeader', z.strictObject({ id, name: z.string(), slug: z.string(), is_paid: flag, category: categoryHeader }));

export const topicReference = named(
  'TopicReference',
  z.strictObject({
    authors: z.string(),
    title: z.string(),
    journal: z.string().nullable(),
    year: z.number().int().nullable(),
    doi: z.string().nullable().describe('A bare DOI (10.xxxx/...); link: https://doi.org/{doi}'),
    pmid: z.string().nullable().describe('A PubMed id; link: https://pubmed.ncbi.nlm.nih.gov/{pmid}/'),
  }),
);

export const indication = named(
  'Indication',
  z.strictObject({ text: z.string(), grade: z.enum(['A', 'B', 'C', 'D']).describe('Evidence grade: A forte, B moderada, C limitada, D insuficiente (docs/decisions.md)') }),
);

export const topic = named(
  'Topic',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    order: z.number().int(),
    is_paid: flag,
    tags: z.string().nullable(),
    content: z.string().nullable().describe('Sanitised HTML; null when withheld (`locked`)'),
    locked: z.boolean().describe('A paid topic listed for a reader without premium'),
    references: z.array(topicReference).describe('Structured citations in reading order; empty when withheld (`locked`)'),
    reviewed_at: isoDate.nullable().describe('When an admin last marked the topic reviewed'),
    reviewed_by: z.string().nullable().describe('The name of that admin'),
    supplement_id: id,
    revision: z.number().int().min(0).describe('Raised by every edit; send it back as `revision` with an update to be told (409) when someone else saved in between'),
    created_at: isoDate,
    updated_at: isoDate,
  }),
);

export const supplementTeaser = named(
  'SupplementTeaser',
  z.strictObject({
    supplement: supplementHeader,
    topics: z.array(z.strictObject({ id, name: z.string() })),
    excerpt: z.string().nullable().describe('The first paragraph of the first topic, as plain text (at most 400 characters)'),
  }),
  'What a locked (paid) supplement page shows to a reader without premium.',
);

export const favoriteSupplement = named(
  'FavoriteSupplement',
  z.strictObject({
    id,
    name: z.string(),
    slug: z.string(),
    is_paid: flag,
    order: z.number().int(),
    category_id: id,
    updated_at: isoDate,
    category: z.strictObject({ slug: z.string(), name: z.string(), image: fileName('categories') }),
  }),
);

export const banner = named(
  'Banner',
  z.strictObject({
    id,
    name: z.string(),
    image: fileName('banners'),
    type: z.enum(BANNER_TYPES),
    type_users: z.enum(BANNER_AUDIENCES),
    url: z.string(),
    order: z.number().int(),
    locale_id: z.union([z.literal(1), z.literal(2)]).describe('1 pt, 2 en'),
    created_at: isoDate,
    updated_at: isoDate,
  }),
);

export const webBanner = named('WebBanner', z.strictObject({ id, name: z.string(), url: z.string(), image: fileName('banners') }));

export const globalSettings = named(
  'GlobalSettings',
  z.strictObject({ text_align: z.enum(['text-left', 'text-justify']), show_tutorial: flag, url_tutorial: z.string(), url_tutorial_en: z.string() }),
);

const userDetail = z.strictObject({ phone: z.string(), education: z.strictObject({ name: z.string() }).nullable(), receive_notifications: flag });

export const currentUser = named(
  'CurrentUser',
  z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    document: z.string().describe("CPF, formatted ('529.982.247-25')"),
    image: fileName('users').nullable(),
    status: z.enum(['active', 'blocked']),
    premium: flag,
    role: z.strictObject({ name: z.string(), slug: z.enum(['admin', 'user']) }),
    locale: z.enum(['pt', 'en']),
    plan: z.strictObject({ name: z.string() }).nullable(),
    created_at: isoDate,
    settings: globalSettings,
    detail: userDetail,
  }),
);

export const userRow = named(
  'UserRow',
  z.strictObject({
    id,
    name: z.string(),
    email: z.string(),
    document: z.string(),
    image: fileName('users').nullable(),
    premium: flag,
    plan: z.strictObject({ name: z.string() }).nullable(),
    created_at: isoDate,
    detail: userDetail,
  }),
);

export const profileDetails = named(
  'ProfileDetails',
  z.strictObject({ name: z.string(), email: z.string(), image: fileName('users').nullable(), detail: z.strictObject({ phone: z.string() }) }),
);

export const suggestion = named(
  'Suggestion',
  z.strictObject({
    id,
    content: z.string(),
    created_at: isoDate,
    user: z.strictObject({ name: z.string(), email: z.string(), detail: z.strictObject({ phone: z.string() }) }),
  }),
  "The author's contact as it was when the suggestion was sent.",
);

const snippet = z.string().describe("Plain text around the match, at most 200 characters; '' for paid content and a caller without premium");

export const searchAnswer = named(
  'SearchAnswer',
  z.strictObject({
    items: z.strictObject({
      data: z.tuple([
        z.strictObject({
          type: z.literal('Suplementos'),
          data: z.array(z.strictObject({ item: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories'), is_paid: flag }) })),
        }),
        z.strictObject({
          type: z.literal('Formas Químicas'),
          data: z.array(
            z.strictObject({
              item: z.strictObject({ is_paid: flag, topic_name: z.string(), content: snippet }),
              supplement: z.strictObject({ name: z.string(), slug: z.string(), image: fileName('categories') }),
            }),
          ),
        }),
        z.strictObject({
          type: z.literal('Nutra Fórmulas'),
          data: z.array(
            z.strictObject({
              item: z.strictObject({
                name: z.string(),
                image: fileName('categories'),
                slug: z.string(),
                is_paid: flag,
                source: z.enum(['supplement_topic', 'supplement']),
                topic_name: z.string().nullable(),
                snippet,
              }),
              supplement: z.strictObject({ slug: z.string() }),
            }),
          ),
        }),
      ]),
      current_page: z.number().int().min(1),
      last_page: z.number().int().min(1),
    }),
  }),
  'The three groups always come, in this order, 10 results each per page.',
);

export const notification = named(
  'Notification',
  z.strictObject({
    id,
    title: z.string(),
    body: z.string(),
    locale_id: z.union([z.literal(1), z.literal(2)]).describe('1 Portuguese, 2 English: the audience'),
    deep_1: z.enum(['home', 'supplements', 'topics']),
    deeplink: z.string().describe('home, supplements/{id} or topics/{id}'),
    status: z.enum(['queued', 'sending', 'done']),
    created_at: isoDate,
    received_logs_count: z.number().int().min(0).describe('Users it reached (in-app inbox and their registered devices)'),
    logs: z.array(z.strictObject({ id, description: z.string().describe("A stage, in the admin's language"), created_at: isoDate })),
  }),
  "An admin's push notification with its delivery log.",
);

export const inboxItem = named(
  'InboxItem',
  z.strictObject({
    id,
    title: z.string(),
    body: z.string(),
    deeplink: z.string(),
    link: z.string().describe("The web app's address of the deep link's screen"),
    created_at: isoDate,
    read: z.boolean(),
  }),
  "A notification in the caller's in-app inbox.",
);

export const personalDataExport = named(
  'PersonalDataExport',
  z.strictObject({
    exported_at: isoDate,
    controller: z.literal('Nutrindex'),
    profile: z.strictObject({
      id,
      name: z.string(),
      email: z.string(),
      document: z.string().describe('CPF, formatted'),
      phone: z.string(),
      education: z.string().nullable(),
      locale: z.enum(['pt', 'en']),
      role: z.enum(['admin', 'user']),
      status: z.enum(['active', 'blocked']),
      premium: flag,
      plan_id: z.string().nullable(),
      subscription_status: z.string(),
      image: z.string().nullable(),
      created_at: isoDate,
      updated_at: isoDate,
    }),
    notifications: z.strictObject({
      receive_notifications: flag,
      devices: z.array(z.strictObject({ token: z.string(), created_at: isoDate, updated_at: isoDate })),
      received: z.array(z.strictObject({ id, title: z.string(), body: z.string(), created_at: isoDate, read_at: isoDate.nullable() })),
    }),
    favorites: z.array(z.strictObject({ supplement_id: id, supplement_name: z.string().nullable(), created_at: isoDate })),
    suggestions: z.array(z.strictObject({ id, content: z.string(), created_at: isoDate })),
    subscriptions: z.array(
      z.strictObject({
        id: z.string(),
        plan_id: z.string().nullable(),
        status: z.string(),
        trial_end: isoDate.nullable(),
        current_period_end: isoDate.nullable(),
        canceled_at: isoDate.nullable(),
        paid_invoices: z.number().int().min(0),
        created_at: isoDate,
      }),
    ),
  }),
  "Everything the product holds about one person (LGPD art. 18), sent as a download.",
);

const contentType = z.enum(['category', 'supplement', 'topic', 'banner']);
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

export const versionDetail = named(
  'VersionDetail',
  versionRow.extend({ snapshot: z.record(z.string(), z.unknown()).describe('The item as this version left it (as deleted, for a deletion)') }),
);

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

export const auditEntry = named(
  'AuditEntry',
  z.strictObject({
    id: z.string(),
    action: z.string().describe("'topic.update', 'supplement.delete', 'notification.send', 'user.delete', 'subscription.update', …"),
    actor: actorName,
    target: z.strictObject({ type: z.string(), id: z.string(), name: z.string() }),
    summary: z.string(),
    created_at: isoDate,
  }),
);
