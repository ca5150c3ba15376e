import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { useAuthRedirectHeld } from '@/features/auth/stores/auth-redirect-hold';
import { PremiumModalHost } from '@/features/premium/components/premium-modal-host';
import { useAuthSession } from '@/lib/auth-session';
import { clearOfflineReading } from '@/lib/offline-cache';
import { AUTH_PATHS } from './auth-paths';
import { keepReturnAddress } from './return-after-sign-in';
import { useFollowProfileLocale } from './follow-profile-locale';
import { preloadHomeWhenUserLoads } from './preload-home';

/**
 * Once a session has ended (logged out here, the account deleted, or ended elsewhere), no answer it
 * was given stays for the next person on this browser: neither in memory nor saved for reading
 * offline. The query cache is emptied in the commit after which no signed-in screen is mounted (the
 * shell shows none while it leaves the app): emptied under a mounted screen, that screen's next
 * render would ask for its answer again, now without a session, and the service worker would save
 * it. Logging out empties the offline copies once more when its last answers have arrived (logout.ts).
 */
function useForgetEndedSession(signedOut: boolean) {
  const queryClient = useQueryClient();
  const session = useAuthSession();
  const hadSession = useRef(false);
  useEffect(() => {
    if (session.status === 'signed-in') hadSession.current = true;
  }, [session.status]);
  useEffect(() => {
    if (!signedOut || !hadSession.current) return;
    hadSession.current = false;
    queryClient.clear();
    void clearOfflineReading();
  }, [signedOut, queryClient]);
}

/**
 * Spec section 2 "Application shell": routed content shows while the user is unknown; a loaded user
 * on an auth path goes to /app; a failed load (or no session) outside the auth paths goes to /, and
 * no signed-in screen shows meanwhile (a checker link opened signed out is kept for after sign-in).
 */
export function AppShell() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = useCurrentUser();
  const session = useAuthSession();
  // Until a session is seen, this visit arrived signed out: a shared checker link is kept for after sign-in.
  const arrivedSignedOut = useRef(true);
  useEffect(() => {
    if (session.status === 'signed-in') arrivedSignedOut.current = false;
  }, [session.status]);
  const redirectHeld = useAuthRedirectHeld();
  const onAuthPath = AUTH_PATHS.has(pathname);
  const enterApp = current.id > 0 && onAuthPath && !redirectHeld;
  const leaveApp = (current.status === 'error' || current.status === 'signed-out') && !onAuthPath;
  useForgetEndedSession(current.status === 'signed-out');

  useEffect(() => {
    if (current.status === 'error') console.error('[shell] could not load the user', current.error);
  }, [current]);

  useEffect(() => {
    if (enterApp) void navigate('/app', { replace: true });
    else if (leaveApp) {
      if (current.status === 'signed-out' && arrivedSignedOut.current) keepReturnAddress(pathname, search);
      void navigate('/', { replace: true });
    }
  }, [enterApp, leaveApp, navigate, current.status, pathname, search]);

  // Where a user arrives about to be sent home (an auth page, /app's check): that home comes now.
  const queryClient = useQueryClient();
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  useEffect(() => preloadHomeWhenUserLoads(queryClient, () => currentPath.current), [queryClient]);

  useFollowProfileLocale(current.user?.locale);

  useEffect(() => {
    // Braces matter: newer browsers return a Promise from scrollTo, which React would call as cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Suspense fallback={<PageSpinner minH="100dvh" />}>{enterApp || leaveApp ? <PageSpinner minH="100dvh" /> : <Outlet />}</Suspense>
      {/* Spec section 2: the premium modal shows over everything while its flag is set. */}
      <PremiumModalHost />
    </>
  );
}
