import type { Response } from 'express';
import { requireCaller } from '../../auth/guards.js';
import type { IdentityProvider } from '../../auth/identity-provider.js';
import { requireRecentSignIn } from '../../auth/recent-sign-in.js';
import type { BlobStore } from '../../blob/port.js';
import { parsePathId } from '../../contract/catalogue-fields.js';
import type { PersonalDataExport } from '../../contract/privacy-answers.js';
import { accountDeletionSchema } from '../../contract/privacy.js';
import { RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED } from '../../contract/session.js';
import { notFound } from '../../http/errors.js';
import { defineRoute, type RouteDef } from '../../http/routes.js';
import { idParam } from '../../http/route-doc.js';
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
function asDownload(res: Response, data: PersonalDataExport): PersonalDataExport {
  res.attachment('nutrindex-meus-dados.json');
  res.set('Cache-Control', 'no-store');
  return data;
}

const ERASURE =
  "Cancels a live subscription at Stripe, deletes the Firebase Auth account and the person's data (profile, CPF and e-mail markers, favourites, suggestions, notifications, device tokens, login counters, trial marker); subscription records are kept without name and e-mail (docs/decisions/accounts-and-access.md, \"LGPD\").";

/** LGPD rights: the caller's own export and erasure, and an administrator's on a user's request. */
/** `now`: the clock the recent sign-in of a user deletion is measured on. */
export function privacyRoutes(now: () => Date, service: PrivacyService): RouteDef[] {
  return [
    defineRoute({
      method: 'get',
      path: '/user-details/export',
      access: 'user',
      doc: {
        summary: 'Download everything the product holds about the caller (JSON)',
        tags: ['Privacy'],
        returns: 'The export, as an attachment `nutrindex-meus-dados.json`',
      },
      handler: async ({ res }) => asDownload(res, await service.exportData(requireCaller(res).user)),
    }),
    defineRoute({
      method: 'post',
      path: '/user-details/delete',
      access: 'user',
      body: { schema: accountDeletionSchema, media: ['json'] },
      doc: {
        summary: "Delete the caller's account and personal data, confirmed with the current password",
        description: ERASURE,
        tags: ['Privacy'],
        returns: 'Deleted',
        errors: {
          422: 'Senha não foi preenchida / Senha atual incorreta (under `password`)',
          503: 'A live subscription cannot be cancelled because payments are not configured (nothing is deleted)',
        },
      },
      handler: async ({ res, body }) => {
        await service.eraseOwn(requireCaller(res).user, body().password);
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/:id/export',
      access: 'admin',
      params: { id: idParam('user') },
      doc: { summary: "Download a user's data on their request (administrators)", tags: ['Privacy'], returns: 'The export' },
      handler: async ({ req, res }) => asDownload(res, await service.exportById(userId(req.params.id))),
    }),
    defineRoute({
      method: 'delete',
      path: '/users/:id',
      access: 'admin',
      params: { id: idParam('user') },
      doc: {
        summary: "Delete a user's account and personal data on their request (administrators)",
        description: ERASURE,
        tags: ['Privacy'],
        returns: 'Deleted',
        errors: { 403: `${RECENT_SIGN_IN_REQUIRED} (\`reauthentication_required\`: the session signed in over ${RECENT_SIGN_IN_MINUTES} minutes ago; see POST session/confirm-password)`, 409: 'An administrator account (remove the role first)', 503: 'A live subscription cannot be cancelled because payments are not configured' },
      },
      handler: async ({ req, res }) => {
        const caller = requireCaller(res);
        requireRecentSignIn(caller, now());
        await service.eraseById(userId(req.params.id), actorOf(caller));
        return { message: ACCOUNT_DELETED_MESSAGE };
      },
    }),
  ];
}

export function privacyApi(deps: { store: Store; identity: IdentityProvider; blobs: BlobStore; payments?: PaymentsDeps; now: () => Date }): RouteDef[] {
  return privacyRoutes(
    deps.now,
    createPrivacyService({ privacy: createPrivacyRepository(deps.store), identity: deps.identity, blobs: deps.blobs, payments: deps.payments, now: deps.now }),
  );
}
