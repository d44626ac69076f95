import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageItems } from './page-items';

export interface PageEnvelope {
  total: number;
  page: number;
  per_page: number;
}

interface PaginationProps {
  envelope: PageEnvelope;
  onPageChange: (page: number) => void;
}

/** The pages of an admin list: previous, numbered pages ('Страница N'), next, and 'X–Y из Z'. */
export function Pagination({ envelope, onPageChange }: PaginationProps) {
  const { t } = useTranslation('common');
  const { total, page, per_page: perPage } = envelope;
  const count = pageCount(total, perPage);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <HStack
      as="nav"
      aria-label={t('admin.pagination.label')}
      justify="space-between"
      wrap="wrap"
      gap={3}
      mt={4}
      data-testid="admin-pagination"
    >
      <Text fontSize="sm" color="fg.muted" data-testid="admin-pagination-range">
        {t('admin.pagination.range', { from, to, total })}
      </Text>
      {count > 1 ? (
        <HStack as="ul" listStyleType="none" gap={1} wrap="wrap">
          <li>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('admin.pagination.previous')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              ‹
            </IconButton>
          </li>
          {pageItems(page, count).map((item, index) =>
            item === 'gap' ? (
              <Text as="li" key={`gap-${index}`} px={1} aria-hidden>
                …
              </Text>
            ) : (
              <li key={item}>
                <Button
                  size="sm"
                  variant={item === page ? 'solid' : 'ghost'}
                  colorPalette={item === page ? 'brand' : undefined}
                  aria-label={t('admin.pagination.page', { page: item })}
                  aria-current={item === page ? 'page' : undefined}
                  onClick={() => onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('admin.pagination.next')}
              disabled={page >= count}
              onClick={() => onPageChange(page + 1)}
            >
              ›
            </IconButton>
          </li>
        </HStack>
      ) : null}
    </HStack>
  );
}
