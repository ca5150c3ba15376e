import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/hooks/use-page-title';
import { takeReturnAddress } from '@/app/return-after-sign-in';

/**
 * /app: waits for the user, then sends an admin to /dashboard and anyone else to /app/categorias, or
 * back to the checker link they opened signed out (app/return-after-sign-in.ts).
 */
export function VerifyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('verifying'));
  const navigate = useNavigate();
  const current = useCurrentUser();
  const role = current.status === 'ready' ? current.user.role.slug : null;
  // Sent once: the kept address is taken as it is read (a second run of the effect would find none).
  const sent = useRef(false);
  useEffect(() => {
    if (!role || sent.current) return;
    sent.current = true;
    void navigate(role === 'admin' ? '/dashboard' : (takeReturnAddress() ?? '/app/categorias'), { replace: true });
  }, [role, navigate]);
  return (
    <main>
      <PageSpinner label={t('verifying')} minH="100dvh" />
    </main>
  );
}
