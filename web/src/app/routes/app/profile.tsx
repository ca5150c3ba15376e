import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { PrescriberSection } from '@/features/formulas/components/prescriber-section';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { usePremiumModal } from '@/features/premium/stores/premium-modal';
import { LanguageSection } from '@/features/profile/components/language-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { PasswordSection } from '@/features/profile/components/password-section';
import { PlanSection } from '@/features/profile/components/plan-section';
import { PrivacySection } from '@/features/profile/components/privacy-section';
import { ProfileDetailsSection } from '@/features/profile/components/profile-details-section';
import { SuggestionSection } from '@/features/profile/components/suggestion-section';
import { ThemeSection } from '@/features/profile/components/theme-section';
import { SuggestionButton } from '@/features/suggestions/components/suggestion-button';

/** /app/perfil: personal details, password, the professional registration printed on prescriptions, plan, language, theme, notifications, suggestions and the person's data (LGPD). */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const current = useCurrentUser();
  const premiumModal = usePremiumModal();
  return (
    <>
      <PageHeading title={t('title')} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <ProfileDetailsSection />
          {current.status === 'ready' && <PasswordSection document={current.user.document} />}
          {current.status === 'ready' && <PrescriberSection />}
        </Stack>
        <Stack gap="6">
          <PlanSection plan={current.status === 'ready' ? current.user.plan : undefined} onSeePlans={premiumModal.open} />
          <LanguageSection />
          <ThemeSection />
          {current.status === 'ready' && <NotificationsSection receive={Boolean(current.user.detail.receive_notifications)} favouriteRevisions={Boolean(current.user.detail.favourite_revisions)} />}
          <SuggestionSection>
            <SuggestionButton />
          </SuggestionSection>
          <PrivacySection />
        </Stack>
      </SimpleGrid>
    </>
  );
}
