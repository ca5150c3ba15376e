import type { Response } from 'express';
import { requireCaller } from '../../auth/guards.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import type { BlobStore } from '../../blob/port.js';
import type { MessageAnswer } from '../../contract/answer-shapes.js';
import { parsePathId } from '../../contract/catalogue-fields.js';
import type { PersonalDataExport } from '../../contract/privacy-answers.js';
import { accountDeletionSchema } from '../../contract/privacy.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { route, type RouteDef } from '../../http/routes.js';
import type { Store } from '../../store/port.js';
import type { PaymentsDeps } from '../payments/service.js';
import { actorOf } from '../history/port.js';
import { createPrivacyRepository } from './repository.js';
import { ACCOUNT_DELETED_MESSAGE, createPrivacyService, USER_NOT_FOUND, type PrivacyService } from './service.js';

function userId(value: unknown): number {
  const id = parsePathId(value);
  if (id === null) throw notFound(USER_NOT_FOUND);
  return id;
}

/** Sent as a download (`nutrindex-meus-dados.json`), never cached. */
function sendExport(res: Response, data: PersonalDataExport): void {
  res.attachment('nutrindex-meus-dados.json');
  res.set('Cache-Control', 'no-store');
  res.json(data);
}

/** LGPD rights: the caller's own export and erasure, and an administrator's on a user's request. */
export function privacyRoutes(service: PrivacyService): RouteDef[] {
  return [
    route('get', '/user-details/export', 'user', async (_req, res) => {
      sendExport(res, await service.exportData(requireCaller(res).user));
    }),
    route('post', '/user-details/delete', 'user', async (req, res) => {
      await service.eraseOwn(requireCaller(res).user, parseInput(accountDeletionSchema, req.body).password);
      res.json({ message: ACCOUNT_DELETED_MESSAGE } satisfies MessageAnswer);
    }),
    route('get', '/users/:id/export', 'admin', async (req, res) => {
      sendExport(res, await service.exportById(userId(req.params.id)));
    }),
    route('delete', '/users/:id', 'admin', async (req, res) => {
      await service.eraseById(userId(req.params.id), actorOf(requireCaller(res)));
      res.json({ message: ACCOUNT_DELETED_MESSAGE } satisfies MessageAnswer);
    }),
  ];
}

export function privacyApi(deps: { store: Store; identity: IdentityProvider; blobs: BlobStore; payments?: PaymentsDeps; now: () => Date }): RouteDef[] {
  return privacyRoutes(
    createPrivacyService({ privacy: createPrivacyRepository(deps.store), identity: deps.identity, blobs: deps.blobs, payments: deps.payments, now: deps.now }),
  );
}
