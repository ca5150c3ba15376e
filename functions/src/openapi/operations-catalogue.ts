import { z } from 'zod';
import { categoryCreateSchema, categoryUpdateSchema } from '../contract/categories.js';
import { supplementIndicationsSchema, topicReferencesSchema } from '../contract/evidence.js';
import { listQuerySchema } from '../contract/list.js';
import { SEARCH_INDEX_NOT_READY, searchQuerySchema } from '../contract/search.js';
import { MAX_UPDATED_SUPPLEMENTS, supplementOptionsQuerySchema, supplementSchema, topicOptionsQuerySchema } from '../contract/supplements.js';
import { topicSchema } from '../contract/topics.js';
import { EDIT_CONFLICT, idParam, slugParam, type OperationDoc, type OperationKey } from './operation-doc.js';

const PREMIUM_GATE = "Premium required (`code: 'premium_required'`): paid content for a caller who is neither premium nor admin";
const CATEGORY_CONFLICT = 'The category still holds subcategories or supplements, or would hold both kinds';

const categories: Record<OperationKey, OperationDoc> = {
  'GET /categories': {
    summary: 'Top-level categories, by order then name',
    tags: ['Categories'],
    query: listQuerySchema,
    answer: { description: 'A page of category cards, names in the caller\'s locale' },
  },
  'GET /categories/slug/:slug': {
    summary: 'A category and a page of its subcategories',
    tags: ['Categories'],
    params: { slug: slugParam('category') },
    query: listQuerySchema,
    answer: { description: 'The category header and its subcategories' },
  },
  'GET /categories/:id': {
    summary: 'A category for the dashboard form',
    tags: ['Categories'],
    params: { id: idParam('category') },
    answer: { description: 'The category with its Portuguese source texts' },
  },
  'POST /categories': {
    summary: 'Create a category (or a subcategory with `parent_category`)',
    tags: ['Categories'],
    body: { schema: categoryCreateSchema, media: ['multipart'], files: ['image'] },
    answer: { description: 'The created category' },
    errors: { 409: 'The parent category already holds supplements' },
  },
  'POST /categories/:id': {
    summary: 'Update a category; the image is kept when none is sent, `parent_category` moves it',
    tags: ['Categories'],
    params: { id: idParam('category') },
    body: { schema: categoryUpdateSchema, media: ['multipart'], files: ['image'] },
    answer: { description: 'The updated category' },
    errors: { 409: `${CATEGORY_CONFLICT}. ${EDIT_CONFLICT}` },
  },
  'DELETE /categories/:id': {
    summary: 'Delete an empty category',
    tags: ['Categories'],
    params: { id: idParam('category') },
    answer: { description: 'Deleted' },
    errors: { 409: CATEGORY_CONFLICT },
  },
};

const supplements: Record<OperationKey, OperationDoc> = {
  'GET /supplements/category/slug/:slug': {
    summary: "A category's supplements, by order then name",
    tags: ['Supplements'],
    params: { slug: slugParam('category') },
    query: listQuerySchema,
    answer: { description: 'The category header and a page of supplement cards' },
  },
  'GET /supplements/updateds/:count': {
    summary: 'The most recently updated supplements',
    tags: ['Supplements'],
    params: { count: { description: `How many (1 to ${MAX_UPDATED_SUPPLEMENTS}; anything else is a 404)`, schema: z.number().int().min(1).max(MAX_UPDATED_SUPPLEMENTS) } },
    answer: { description: 'Supplement cards, most recently updated first' },
    errors: { 404: `A count that is not an integer from 1 to ${MAX_UPDATED_SUPPLEMENTS}` },
  },
  'GET /supplements/slug/:slug': {
    summary: 'A supplement',
    tags: ['Supplements'],
    params: { slug: slugParam('supplement') },
    answer: { description: "The supplement card, names in the caller's locale" },
  },
  'GET /supplements/:id': {
    summary: 'A supplement for the dashboard form',
    tags: ['Supplements'],
    params: { id: idParam('supplement') },
    answer: { description: 'The supplement with its Portuguese source texts' },
  },
  'POST /supplements': {
    summary: 'Create a supplement in a category that holds supplements',
    tags: ['Supplements'],
    body: { schema: supplementSchema, media: ['form', 'json', 'multipart'] },
    answer: { description: 'The created supplement' },
  },
  'POST /supplements/:id': {
    summary: 'Update a supplement (a different `category_id` moves it)',
    tags: ['Supplements'],
    params: { id: idParam('supplement') },
    body: { schema: supplementSchema, media: ['form', 'json', 'multipart'] },
    answer: { description: 'The updated supplement' },
    errors: { 409: EDIT_CONFLICT },
  },
  'POST /supplements/:id/indications': {
    summary: "Replace a supplement's indications and their evidence grades",
    tags: ['Supplements'],
    params: { id: idParam('supplement') },
    body: { schema: supplementIndicationsSchema, media: ['json'] },
    answer: { description: 'The saved indications' },
  },
  'DELETE /supplements/:id': {
    summary: 'Delete a supplement with its topics and the favourites that point at it',
    tags: ['Supplements'],
    params: { id: idParam('supplement') },
    answer: { description: 'Deleted' },
  },
};

const topics: Record<OperationKey, OperationDoc> = {
  'GET /supplement-topics/supplement/slug/:slug': {
    summary: "A supplement's topics, by order",
    description: 'Public; a bearer token is read when sent. A paid topic of a free supplement is listed with `content: null, locked: true` for callers without premium.',
    tags: ['Topics'],
    params: { slug: slugParam('supplement') },
    answer: {
      description: 'The supplement header, its graded indications and its topics',
    },
    errors: { 403: `${PREMIUM_GATE} (the supplement is paid)` },
  },
  'GET /supplement-topics/supplement/slug/:slug/teaser': {
    summary: "A supplement's teaser: what its locked page shows to readers without premium",
    description: 'Public. The name, the category, the topic names and the first paragraph of the first topic (plain text, at most 400 characters); nothing else of the topics.',
    tags: ['Topics'],
    params: { slug: slugParam('supplement') },
    answer: { description: 'The teaser' },
  },
  'GET /supplement-topics/slug/:slug': {
    summary: 'A topic with its supplement',
    description: 'Public; a bearer token is read when sent.',
    tags: ['Topics'],
    params: { slug: slugParam('topic') },
    answer: { description: 'The topic and its supplement header' },
    errors: { 403: `${PREMIUM_GATE} (the topic or its supplement is paid)` },
  },
  'POST /supplement-topics': {
    summary: 'Create a topic (HTML content is sanitised before it is stored)',
    tags: ['Topics'],
    body: { schema: topicSchema, media: ['multipart', 'json', 'form'] },
    answer: { description: 'The created topic' },
  },
  'POST /supplement-topics/:id': {
    summary: 'Update a topic (a different `supplement_id` moves it)',
    tags: ['Topics'],
    params: { id: idParam('topic') },
    body: { schema: topicSchema, media: ['multipart', 'json', 'form'] },
    answer: { description: 'The updated topic' },
    errors: { 409: EDIT_CONFLICT },
  },
  'POST /supplement-topics/:id/references': {
    summary: "Replace a topic's structured references (DOI and PMID formats are checked)",
    tags: ['Topics'],
    params: { id: idParam('topic') },
    body: { schema: topicReferencesSchema, media: ['json'] },
    answer: { description: 'The updated topic' },
  },
  'POST /supplement-topics/:id/review': {
    summary: "Mark a topic reviewed now by the calling admin ('Revisado em {date} por {name}')",
    tags: ['Topics'],
    params: { id: idParam('topic') },
    answer: { description: 'The updated topic' },
  },
  'DELETE /supplement-topics/:id': {
    summary: 'Delete a topic',
    tags: ['Topics'],
    params: { id: idParam('topic') },
    answer: { description: 'Deleted' },
  },
};

const selectsAndSearch: Record<OperationKey, OperationDoc> = {
  'GET /selects/categories': {
    summary: 'Categories that hold supplements, by name (dashboard selects)',
    tags: ['Selects'],
    answer: { description: 'Options' },
  },
  'GET /selects/supplements': {
    summary: 'Supplements by name, optionally of one category (dashboard selects)',
    tags: ['Selects'],
    query: supplementOptionsQuerySchema,
    answer: { description: 'Options' },
    errors: { 422: 'A `category_id` that is not a positive integer' },
  },
  'GET /selects/topics': {
    summary: "A supplement's topics in display order (the notification dialog's topic choice)",
    tags: ['Selects'],
    query: topicOptionsQuerySchema,
    answer: { description: 'Options (none for a supplement that does not exist)' },
    errors: { 422: 'Selecione o suplemento (a missing or malformed `supplement_id`)' },
  },
  'GET /search': {
    summary: 'Full-text search over the catalogue, in three groups',
    description: 'Public; a bearer token is read when sent (premium callers get the text of paid matches). See docs/decisions.md, "Search groups".',
    tags: ['Search'],
    query: searchQuerySchema,
    answer: { description: "The groups 'Suplementos', 'Formas Químicas' and 'Nutra Fórmulas'" },
    errors: {
      422: 'Missing, blank or too long `search`',
      503: `No search index has been built yet (a fresh deploy; the build is under way): '${SEARCH_INDEX_NOT_READY}'`,
    },
  },
};

/** Categories, supplements, topics, the dashboard's selects and search. */
export const catalogueOperations: Record<OperationKey, OperationDoc> = { ...categories, ...supplements, ...topics, ...selectsAndSearch };
