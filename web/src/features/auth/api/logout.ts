import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { handleApiError } from '@/lib/handle-api-error';
import { clearOfflineReading } from '@/lib/offline-cache';
import { forgetPushToken } from '@/lib/push-token';
import { logUnexpected } from '@/lib/log-unexpected';

/**
 * How long logging out waits for the server's part (forgetting this browser's push token, then GET
 * /logout, which ends the user's sessions on every device) before ending this browser's session
 * anyway: a call already sent keeps going and still does its work (one not yet sent goes without a
 * session and is refused), but a slow or silent server never holds the person on 'Sair'.
 */
export const LOGOUT_SERVER_WAIT_MS = 4000;

/** The server's part of logging out: the push token goes while the session is still valid, then the sessions end. */
async function endServerSessions(): Promise<void> {
  await forgetPushToken();
  try {
    await api.get('/logout');
  } catch (error) {
    // The local session must end even when the server call fails.
    logUnexpected('auth', 'logout call failed', error);
  }
}

/** Resolves when `work` settles or after `ms`, whichever comes first; true when the work finished in time. */
async function finishesWithin(work: Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const finished = await Promise.race([work.then(() => true as const), late]);
  clearTimeout(timer);
  return finished;
}

/**
 * No query retries any more, the server's part (bounded, above), then the Firebase session ends;
 * the offline copies go once every answer still on its way has arrived (the service worker would
 * save it after they had gone; at most 4 s more, none when the server was silent); then the app
 * returns to /. The shell empties the query cache once the signed-in screens are gone (shell.tsx).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async () => {
      // A failed call waiting for its retry would otherwise be sent again while the session ends.
      await queryClient.cancelQueries();
      const serverInTime = await finishesWithin(endServerSessions(), LOGOUT_SERVER_WAIT_MS);
      if (!serverInTime) {
        console.warn(`[auth] the server had not answered the logout after ${LOGOUT_SERVER_WAIT_MS} ms; this session ends anyway`);
      }
      const { signOutOfFirebase } = await import('@/lib/firebase');
      await signOutOfFirebase();
      // What was saved for reading offline (paid content among it) does not outlive the session: an
      // answer on its way would be saved after the copies went. A silent server is not waited for twice.
      if (!(await api.whenIdle(serverInTime ? LOGOUT_SERVER_WAIT_MS : 0))) {
        console.warn('[auth] an answer was still on its way when the offline copies were emptied');
      }
      await clearOfflineReading();
    },
    onSuccess: () => navigate('/', { replace: true }),
    onError: (error) => handleApiError(error, t('user.logoutFailed')),
  });
}
