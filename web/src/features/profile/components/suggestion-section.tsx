import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileSection } from './profile-section';

/** Where a user finds how to suggest content; the action itself comes from the suggestions feature. */
export function SuggestionSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection heading={t('suggestion.heading')} description={t('suggestion.text')}>
      {children}
    </ProfileSection>
  );
}
