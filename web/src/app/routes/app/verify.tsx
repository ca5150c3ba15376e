import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { usePageTitle } from '@/hooks/use-page-title';

/** /app: waits for the user, then sends an admin to /dashboard and anyone else to /app/categorias. */
export function VerifyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('verifying'));
  const navigate = useNavigate();
  const current = useCurrentUser();
  const destination = current.status === 'ready' ? (current.user.role.slug === 'admin' ? '/dashboard' : '/app/categorias') : null;
  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);
  return (
    <main>
      <PageSpinner label={t('verifying')} minH="100dvh" />
    </main>
  );
}
