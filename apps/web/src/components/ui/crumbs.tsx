import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs from the home page along `trail`: every crumb but the last is a link. */
export function Crumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('common');
  const items = [{ label: t('crumbs.home'), to: paths.home }, ...trail];
  return (
    <Breadcrumb.Root mb={6} data-testid="breadcrumbs">
      <Breadcrumb.List>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {item.to && index < items.length - 1 ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
