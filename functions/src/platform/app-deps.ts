import type { IdentityProvider } from '../auth/identity-provider.js';
import type { BlobStore } from '../blob/port.js';
import type { JobQueue } from '../jobs/port.js';
import type { PaymentsDeps } from '../modules/payments/service.js';
import type { Translator } from '../modules/translation/port.js';
import type { PushSender } from '../push/port.js';
import type { Store } from '../store/port.js';

/** The platform's services, built once per instance (platform/deps.ts) or by the tests' harness, and handed to every module. */
export interface AppDeps {
  store: Store;
  blobs: BlobStore;
  identity: IdentityProvider;
  /** Stripe (gateway and plan prices); absent where Stripe is not configured: the payment routes then answer 503. */
  payments?: PaymentsDeps;
  /** Background work (Cloud Tasks queue functions; in process in the API tests). */
  jobs: JobQueue;
  /** Push delivery (Firebase Cloud Messaging; the local recorder in the emulators and tests). */
  push: PushSender;
  /** Content translation (Cloud Translation; locally the local development translator); absent where not configured. */
  translator?: Translator;
  now?: () => Date;
}
