import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs: every crumb but the last is a link. */
export function Crumbs({ items }: { items: Crumb[] }) {
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
