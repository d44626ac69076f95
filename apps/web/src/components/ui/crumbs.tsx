import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Breadcrumbs from the home page along `trail`: every crumb but the last is a link. On a narrow
 * screen whole crumbs move to the next line (Chakra's list shrinks them letter by letter instead:
 * 'Гла/вна/я'); only the last one, a long title, may wrap between its words, and inside a word
 * longer than the screen.
 */
export function Crumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('common');
  const items = [{ label: t('crumbs.home'), to: paths.home }, ...trail];
  return (
    <Breadcrumb.Root mb={6} data-testid="breadcrumbs">
      <Breadcrumb.List flexWrap="wrap" rowGap={1} wordBreak="normal" overflowWrap="break-word">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${item.label}-${index}`}>
              {index > 0 ? <Breadcrumb.Separator /> : null}
              <Breadcrumb.Item
                whiteSpace={last ? 'normal' : 'nowrap'}
                flexShrink={last ? 1 : 0}
                minW={last ? 0 : 'auto'}
              >
                {item.to && !last ? (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={item.to}>{item.label}</RouterLink>
                  </Breadcrumb.Link>
                ) : (
                  <Breadcrumb.CurrentLink overflowWrap="anywhere">
                    {item.label}
                  </Breadcrumb.CurrentLink>
                )}
              </Breadcrumb.Item>
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
