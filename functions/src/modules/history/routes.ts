import { requireCaller } from '../../auth/guards.js';
import { callerOf, isPremium } from '../../http/caller.js';
import { catalogueLocale, pathSlug } from '../../http/request.js';
import { slugParam } from '../../http/route-doc.js';
import { lastReadingOf } from '../recently-viewed/port.js';
import { supplementReader } from '../supplements/port.js';
import { SUPPLEMENT_NOT_FOUND } from '../supplements/service.js';
import { listTopicsOfSupplement } from '../topics/port.js';
import { changesRefreshId, scheduleDigestRefresh } from './digests-job.js';
import { readMonographChanges, type MonographChangesDeps } from './monograph-changes.js';
import type { BlobStore } from '../../blob/port.js';
import { z } from '../../contract/zod.js';
import { auditQuerySchema, trashQuerySchema, versionListQuerySchema } from '../../contract/history.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import type { ParamDoc } from '../../http/route-doc.js';
import type { JobQueue } from '../../jobs/port.js';
import type { Store } from '../../store/port.js';
import { actorOf } from './record.js';
import { createHistoryRepository } from './repository.js';
import { TRASH_NOT_FOUND, VERSION_NOT_FOUND } from './restore.js';
import { createHistoryService, type HistoryService } from './service.js';

/** Version and trash ids are time-ordered tokens (letters and digits, with '-' in version ids). */
function tokenId(value: unknown, message: string): string {
  if (typeof value !== 'string' || !/^[a-z0-9-]{1,80}$/.test(value)) throw notFound(message);
  return value;
}

const tokenParam = (what: string): ParamDoc => ({ description: `The ${what}'s id`, schema: z.string().max(80), names: true });

/** Administrators only: versions, the trash and the audit log. No route edits or deletes an audit entry. Readers: a monograph's changes. */
export function historyRoutes(service: HistoryService, changes: MonographChangesDeps): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/supplement-topics/supplement/slug/:slug/changes',
      access: 'public',
      params: { slug: slugParam('supplement') },
      doc: {
        summary: "A monograph's review, last update and 'O que mudou': its topics' changes, since the caller's last reading or the latest",
        description:
          'Public; a bearer token is read when sent. A change touching paid text (the topic before or after it, or a paid supplement) is listed with `locked: true` and no comparison for callers without premium.',
        tags: ['Topics'],
        returns: 'The review, the update date and the changes, newest first',
      },
      handler: async ({ req, res }) => {
        const caller = callerOf(res);
        const reader = { uid: caller?.uid ?? null, locale: catalogueLocale(req, res), canReadPaid: isPremium(caller) };
        return readMonographChanges(changes, pathSlug(req.params.slug, SUPPLEMENT_NOT_FOUND), reader);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content-versions',
      access: 'admin',
      query: versionListQuerySchema,
      doc: { summary: "A catalogue item's versions, newest first", tags: ['History'], returns: 'A page of versions' },
      handler: async ({ query }) => {
        const { type, item_id, page } = query();
        return { items: await service.versions(type, item_id, page) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/content-versions/:id',
      access: 'admin',
      params: { id: tokenParam('version') },
      doc: { summary: 'One version with the state it recorded', tags: ['History'], returns: 'The version' },
      handler: async ({ req }) => ({ item: await service.version(tokenId(req.params.id, VERSION_NOT_FOUND)) }),
    }),
    defineRoute({
      method: 'post',
      path: '/content-versions/:id/restore',
      access: 'admin',
      params: { id: tokenParam('version') },
      doc: {
        summary: 'Put the item back as this version had it (itself a new version)',
        tags: ['History'],
        returns: 'Restored',
        errors: { 409: 'The item was deleted (restore it from the trash)' },
      },
      handler: async ({ req, res }) => service.restoreFromVersion(tokenId(req.params.id, VERSION_NOT_FOUND), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'get',
      path: '/trash',
      access: 'admin',
      query: trashQuerySchema,
      doc: { summary: 'Deleted items, newest deletion first, restorable until `purge_after` (30 days)', tags: ['History'], returns: 'A page of trash entries' },
      handler: async ({ query }) => {
        const { page, type } = query();
        return { items: await service.trash(page, type) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/trash/:id/restore',
      access: 'admin',
      params: { id: tokenParam('trash entry') },
      doc: {
        summary: 'Restore a deleted item with what hung under it (topics, favourites)',
        tags: ['History'],
        returns: 'Restored',
        errors: { 409: "Its parent is gone, or its address (slug) is taken; a chemical form's nutrient is gone or no longer applies to its supplement, or another form of the supplement has its name" },
      },
      handler: async ({ req, res }) => service.restoreFromTrash(tokenId(req.params.id, TRASH_NOT_FOUND), actorOf(requireCaller(res))),
    }),
    defineRoute({
      method: 'get',
      path: '/audit-logs',
      access: 'admin',
      query: auditQuerySchema,
      doc: { summary: 'Administrative actions, newest first (append-only: no route changes or deletes an entry)', tags: ['History'], returns: 'A page of entries' },
      handler: async ({ query }) => ({ items: await service.audit(query()) }),
    }),
  ];
}

export function createHistoryServiceFor(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }) {
  return createHistoryService({ ...deps, history: createHistoryRepository(deps.store) });
}

/** The reads behind a monograph's changes, each from the module that owns it. */
function monographChangesDeps(deps: { store: Store; jobs: JobQueue; now: () => Date }): MonographChangesDeps {
  return {
    history: createHistoryRepository(deps.store),
    supplementBySlug: supplementReader(deps.store).getBySlug,
    topicsOf: (supplementId) => listTopicsOfSupplement(deps.store, supplementId),
    lastReading: (uid, supplementId) => lastReadingOf(deps.store, uid, supplementId, deps.now()),
    askRefresh: (supplementId, newestVersionId) => scheduleDigestRefresh(deps.jobs, { supplement_ids: [supplementId], clinical_names: false }, changesRefreshId(supplementId, newestVersionId)),
    now: deps.now,
  };
}

export const historyApi = (deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] =>
  historyRoutes(createHistoryServiceFor(deps), monographChangesDeps(deps));
