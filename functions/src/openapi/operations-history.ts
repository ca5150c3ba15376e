import { z } from 'zod';
import { auditQuerySchema, versionListQuerySchema } from '../contract/history.js';
import { listQuerySchema } from '../contract/list.js';
import type { OperationDoc, OperationKey, ParamDoc } from './operation-doc.js';

const tokenParam = (what: string): ParamDoc => ({ description: `The ${what}'s id`, schema: z.string().max(80), names: true });

/** Versions, the trash and the audit log (administrators). */
export const historyOperations: Record<OperationKey, OperationDoc> = {
  'GET /content-versions': {
    summary: "A catalogue item's versions, newest first",
    tags: ['History'],
    query: versionListQuerySchema,
    answer: { description: 'A page of versions' },
  },
  'GET /content-versions/:id': {
    summary: 'One version with the state it recorded',
    tags: ['History'],
    params: { id: tokenParam('version') },
    answer: { description: 'The version' },
  },
  'POST /content-versions/:id/restore': {
    summary: 'Put the item back as this version had it (itself a new version)',
    tags: ['History'],
    params: { id: tokenParam('version') },
    answer: { description: 'Restored' },
    errors: { 409: 'The item was deleted (restore it from the trash)' },
  },
  'GET /trash': {
    summary: 'Deleted items, newest deletion first, restorable until `purge_after` (30 days)',
    tags: ['History'],
    query: listQuerySchema.pick({ page: true }),
    answer: { description: 'A page of trash entries' },
  },
  'POST /trash/:id/restore': {
    summary: 'Restore a deleted item with what hung under it (topics, favourites)',
    tags: ['History'],
    params: { id: tokenParam('trash entry') },
    answer: { description: 'Restored' },
    errors: { 409: 'Its parent is gone, or its address (slug) is taken' },
  },
  'GET /audit-logs': {
    summary: 'Administrative actions, newest first (append-only: no route changes or deletes an entry)',
    tags: ['History'],
    query: auditQuerySchema,
    answer: { description: 'A page of entries' },
  },
};
