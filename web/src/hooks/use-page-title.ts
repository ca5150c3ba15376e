import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{section} | Nutrindex". */
export function usePageTitle(section: string): void {
  const { t } = useTranslation();
  const title = t('titleTemplate', { section });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
