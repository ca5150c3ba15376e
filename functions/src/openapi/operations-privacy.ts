import { accountDeletionSchema } from '../contract/privacy.js';
import { idParam, type OperationDoc, type OperationKey } from './operation-doc.js';

const ERASURE =
  "Cancels a live subscription at Stripe, deletes the Firebase Auth account and the person's data (profile, CPF and e-mail markers, favourites, suggestions, notifications, device tokens, login counters, trial marker); subscription records are kept without name and e-mail (docs/decisions.md, \"LGPD\").";

/** LGPD rights (arts. 18 and 19): export and erasure, by the person or by an administrator on request. */
export const privacyOperations: Record<OperationKey, OperationDoc> = {
  'GET /user-details/export': {
    summary: "Download everything the product holds about the caller (JSON)",
    tags: ['Privacy'],
    answer: { description: 'The export, as an attachment `nutrindex-meus-dados.json`' },
  },
  'POST /user-details/delete': {
    summary: "Delete the caller's account and personal data, confirmed with the current password",
    description: ERASURE,
    tags: ['Privacy'],
    body: { schema: accountDeletionSchema, media: ['json'] },
    answer: { description: 'Deleted' },
    errors: { 422: 'Senha não foi preenchida / Senha atual incorreta (under `password`)', 503: 'A live subscription cannot be cancelled because payments are not configured (nothing is deleted)' },
  },
  'GET /users/:id/export': {
    summary: "Download a user's data on their request (administrators)",
    tags: ['Privacy'],
    params: { id: idParam('user') },
    answer: { description: 'The export' },
  },
  'DELETE /users/:id': {
    summary: "Delete a user's account and personal data on their request (administrators)",
    description: ERASURE,
    tags: ['Privacy'],
    params: { id: idParam('user') },
    answer: { description: 'Deleted' },
    errors: { 409: 'An administrator account (remove the role first)', 503: 'A live subscription cannot be cancelled because payments are not configured' },
  },
};
