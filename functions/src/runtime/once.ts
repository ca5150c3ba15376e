/**
 * `make` run once and its promise shared, until it rejects: then the next call runs `make` again.
 * An instance whose start failed (a timeout reaching Secret Manager, a bad deploy being fixed) must
 * not answer every later request with the same cached rejection.
 */
export function retryAfterFailure<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = make();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}
