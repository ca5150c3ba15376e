import { accountOperations } from './operations-accounts.js';
import { catalogueOperations } from './operations-catalogue.js';
import { historyOperations } from './operations-history.js';
import { notificationOperations } from './operations-notifications.js';
import { paymentOperations } from './operations-payments.js';
import { privacyOperations } from './operations-privacy.js';
import { translationOperations } from './operations-translation.js';
import type { OperationDoc, OperationKey } from './operation-doc.js';

/**
 * The documentation of every route of `apiRoutes`, keyed by `METHOD path`. A route without an entry
 * (or an entry without a route) fails `openapi/document.test.ts`.
 */
export const OPERATIONS: Record<OperationKey, OperationDoc> = {
  'GET /openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    tags: ['Meta'],
    answer: { description: 'The OpenAPI document of the API, generated from the route list and the contract schemas' },
  },
  ...accountOperations,
  ...catalogueOperations,
  ...paymentOperations,
  ...notificationOperations,
  ...privacyOperations,
  ...historyOperations,
  ...translationOperations,
};
