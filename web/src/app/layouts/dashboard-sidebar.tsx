import { Flex, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';

/** Spec section 2: the dashboard's sections, in order, with the interactions, drugs and conditions (issue 31) and the nutrients and chemical forms (issue 32) and the content-quality report (issue 39) after the catalogue; then the trash and the audit log (issue 15). */
const SECTIONS = [
  { to: '/dashboard', key: 'categories' },
  { to: '/dashboard/interacoes', key: 'interactions' },
  { to: '/dashboard/medicamentos', key: 'drugs' },
  { to: '/dashboard/condicoes', key: 'conditions' },
  { to: '/dashboard/nutrientes', key: 'nutrients' },
  { to: '/dashboard/formas-quimicas', key: 'chemicalForms' },
  { to: '/dashboard/qualidade', key: 'quality' },
  { to: '/dashboard/banners', key: 'banners' },
  { to: '/dashboard/usuarios', key: 'users' },
  { to: '/dashboard/sugestoes', key: 'suggestions' },
  { to: '/dashboard/assinaturas', key: 'subscriptions' },
  { to: '/dashboard/notificacoes', key: 'notifications' },
  { to: '/dashboard/configuracoes', key: 'settings' },
  { to: '/dashboard/lixeira', key: 'trash' },
  { to: '/dashboard/auditoria', key: 'audit' },
] as const;

/** Categories own the catalogue's nested pages (subcategories, supplements, topics). */
function isCurrent(to: string, pathname: string): boolean {
  if (to === '/dashboard') return pathname === '/dashboard' || /^\/dashboard\/(categorias|suplementos)(\/|$)/.test(pathname);
  return pathname === to || pathname.startsWith(`${to}/`);
}

interface DashboardSidebarProps {
  onNavigate?: () => void;
}

/** The dashboard's navigation (in the sidebar, or in the drawer on phones). */
export function DashboardSidebar({ onNavigate }: DashboardSidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label={t('dashboardNav')} direction="column" gap="1">
      {SECTIONS.map((section) => (
        <Link
          key={section.to}
          asChild
          px="3"
          py="2"
          borderRadius="md"
          fontWeight="medium"
          color="fg.muted"
          textDecoration="none"
          _hover={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg' }}
          _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
        >
          <RouterLink to={section.to} aria-current={isCurrent(section.to, pathname) ? 'page' : undefined} onClick={onNavigate}>
            {t(`sections.${section.key}`)}
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
