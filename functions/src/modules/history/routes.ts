import { requireCaller } from '../../auth/guards.js';
import type { BlobStore } from '../../blob/port.js';
import type { AuditListAnswer, RestoredAnswer, TrashListAnswer, VersionAnswer, VersionListAnswer } from '../../contract/history-answers.js';
import { auditQuerySchema, versionListQuerySchema } from '../../contract/history.js';
import { listQuerySchema } from '../../contract/list.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
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

/** Administrators only: versions, the trash and the audit log. No route edits or deletes an audit entry. */
export function historyRoutes(service: HistoryService): RouteDef[] {
  return [
    route('get', '/content-versions', 'admin', async (req, res) => {
      const query = parseInput(versionListQuerySchema, req.query);
      res.json({ items: await service.versions(query.type, query.item_id, query.page) } satisfies VersionListAnswer);
    }),
    route('get', '/content-versions/:id', 'admin', async (req, res) => {
      res.json({ item: await service.version(tokenId(req.params.id, VERSION_NOT_FOUND)) } satisfies VersionAnswer);
    }),
    route('post', '/content-versions/:id/restore', 'admin', async (req, res) => {
      res.json(await service.restoreFromVersion(tokenId(req.params.id, VERSION_NOT_FOUND), actorOf(requireCaller(res))) satisfies RestoredAnswer);
    }),
    route('get', '/trash', 'admin', async (req, res) => {
      res.json({ items: await service.trash(parseInput(listQuerySchema, req.query).page) } satisfies TrashListAnswer);
    }),
    route('post', '/trash/:id/restore', 'admin', async (req, res) => {
      res.json(await service.restoreFromTrash(tokenId(req.params.id, TRASH_NOT_FOUND), actorOf(requireCaller(res))) satisfies RestoredAnswer);
    }),
    route('get', '/audit-logs', 'admin', async (req, res) => {
      res.json({ items: await service.audit(parseInput(auditQuerySchema, req.query)) } satisfies AuditListAnswer);
    }),
  ];
}

export function createHistoryServiceFor(deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }) {
  return createHistoryService({ ...deps, history: createHistoryRepository(deps.store) });
}

export const historyApi = (deps: { store: Store; blobs: BlobStore; jobs: JobQueue; now: () => Date }): RouteDef[] => historyRoutes(createHistoryServiceFor(deps));
