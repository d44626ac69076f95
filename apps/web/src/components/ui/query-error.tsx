import { Alert, Button, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-error';

/** The part of a TanStack query result a failed load needs. */
export interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryErrorProps {
  /** What failed, e.g. 'Не удалось загрузить видеокурсы'. */
  title: string;
  query: RetryableQuery;
  /** The heading's level in the page's outline: h2 under the page's h1 by default. */
  level?: 'h1' | 'h2' | 'h3';
}

/**
 * A failed load: a heading saying what failed, the server's reason (a schema mismatch says the
 * server-validation text, anything else the generic one) and 'Повторить', which loads it again.
 */
export function QueryError({ title, query, level = 'h2' }: QueryErrorProps) {
  const { t } = useTranslation('common');
  const message = errorMessage(query.error, {
    generic: t('errors.generic'),
    unknown: t('errors.unknown'),
    validation: t('errors.serverValidation'),
  });
  return (
    <Alert.Root status="error" variant="subtle" alignItems="flex-start" data-testid="load-error">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Title asChild>
          <Heading as={level} size="md">
            {title}
          </Heading>
        </Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          mt={1}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
          data-testid="load-error-retry"
        >
          {t('actions.retry')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
