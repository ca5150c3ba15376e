/**
 * Named places where a test can make the work stop as if the process died there (failpoints, as
 * FoundationDB and TiKV have them). Each sits where a throw skips every cleanup the code has, so the
 * state it leaves is exactly what a killed instance would leave; the test then restarts and retries as
 * the client, Cloud Tasks or Stripe would, and checks nothing is half-written, doubled or lost.
 * In production nothing arms them: a call is one lookup in an empty set.
 */
export type CrashPointName =
  | 'register:after-auth-account'
  | 'content-save:after-commit'
  | 'stripe-webhook:after-commit'
  | 'notification:after-claims'
  | 'search-index:after-upload'
  | 'translation:after-batch'
  | 'trash-purge:after-items';

export class SimulatedCrash extends Error {
  constructor(readonly point: CrashPointName) {
    super(`Simulated crash at ${point}`);
    this.name = 'SimulatedCrash';
  }
}

const armed = new Set<CrashPointName>();

/** Dies here once if a test armed this point. */
export function crashPoint(name: CrashPointName): void {
  if (armed.delete(name)) throw new SimulatedCrash(name);
}

/** Tests only: the next pass through `name` dies. */
export function armCrashPoint(name: CrashPointName): void {
  armed.add(name);
}

/** Tests only: whether `name` is still armed (false once the work passed it and died). */
export const isArmed = (name: CrashPointName): boolean => armed.has(name);

/** Tests only: disarms every point (after a test that expected a crash that did not come). */
export function disarmCrashPoints(): void {
  armed.clear();
}
