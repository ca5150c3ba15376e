import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** "Category > Supplement" above the topic screens. */
export function TopicBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('dashboard-topics');
  return (
    <Breadcrumb.Root mb="2" size="sm" aria-label={t('breadcrumb')}>
      <Breadcrumb.List>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            {index > 0 && <Breadcrumb.Separator>{'>'}</Breadcrumb.Separator>}
            <Breadcrumb.Item>
              {crumb.to ? (
                <Breadcrumb.Link asChild color="teal.fg">
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
