/** What the payments module offers the other modules: its collections and records (exported and erased with the account). */
export { PAYMENT_COLLECTIONS, type SubscriptionDoc } from './records.js';
export type { PaymentUser } from './repository.js';
