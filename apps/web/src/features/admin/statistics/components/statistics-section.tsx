import type { ReactNode } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';

interface StatisticsSectionProps<T> {
  id: string;
  title: string;
  loadErrorTitle: string;
  query: UseQueryResult<T>;
  /** False while the period filters are invalid: nothing is asked for, nothing is shown. */
  enabled: boolean;
  children: (data: T) => ReactNode;
}

/** One titled block of the statistics page: its loader, its load error, then its figures. */
export function StatisticsSection<T>({
  id,
  title,
  loadErrorTitle,
  query,
  enabled,
  children,
}: StatisticsSectionProps<T>) {
  const { t } = useTranslation('common');
  return (
    <Stack as="section" gap={4} aria-labelledby={id}>
      <Heading as="h2" size="xl" id={id}>
        {title}
      </Heading>
      {enabled && query.isPending ? <PageLoader label={t('loading')} /> : null}
      {query.isError ? <QueryError title={loadErrorTitle} query={query} level="h3" /> : null}
      {enabled && query.data ? children(query.data) : null}
    </Stack>
  );
}
