/** What POST user-details answers after an e-mail change: a new session, since Firebase Auth ended the earlier ones. */
export interface MaybeRenewedSession {
  token?: string;
}

/** Signs in with the session the API issued, if it issued one (the Firebase SDK loads only then). */
export async function adoptRenewedSession(answer: MaybeRenewedSession): Promise<void> {
  if (!answer.token) return;
  const { signInWithServerToken } = await import('./firebase');
  await signInWithServerToken(answer.token);
}
