import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { InboxIcon } from '@/components/icons';

interface ListEmptyStateProps {
  /** Defaults to spec section 2's 'Nada encontrado'. */
  title?: string;
  /** Defaults to 'Cadastre o seu primeiro item'; '' shows none. */
  text?: string;
}

/** The shared empty state as the dashboard's lists show it: an inbox, and the dashboard's default texts. */
export function ListEmptyState({ title, text }: ListEmptyStateProps) {
  const { t } = useTranslation('dashboard');
  return <EmptyState icon={<InboxIcon width="10" height="10" color="fg.subtle" />} title={title ?? t('empty.title')} text={text ?? t('empty.text')} />;
}
