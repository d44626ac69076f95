import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AccessUntil } from '@/components/catalog/access-until';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { EmptyList, NotFound, Page } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-error';
import type { Kit } from '@/lib/catalog/schemas';
import { useIdParam } from '@/lib/route-params';
import { useOwnedKit } from '../api/get-owned-kit';

function OwnedKit({ kit }: { kit: Kit }) {
  const { t } = useTranslation('catalog');
  if (!kit.is_owner) {
    return (
      <EmptyList text={t('account.kit.notOwner')}>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.kit(kit.id)}>{t('account.kit.toKit')}</RouterLink>
        </Button>
      </EmptyList>
    );
  }
  return (
    <Stack gap={6}>
      <AccessUntil expiresAt={kit.access_expires_at} />
      <Text whiteSpace="pre-line" data-testid="kit-description">
        {kit.description}
      </Text>
      {kit.webinars.length === 0 ? (
        <EmptyList text={t('account.kit.empty')} />
      ) : (
        <CardGrid testId="my-kit-courses">
          {kit.webinars.map((webinar) => (
            <CourseCard key={webinar.id} course={webinar} />
          ))}
        </CardGrid>
      )}
    </Stack>
  );
}

/** /account/kits/{id}: the owner's view of a kit: title, description, grid of its courses. */
export function MyKitPage() {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return <MyKitScreen id={id} />;
}

function MyKitScreen({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const kit = useOwnedKit(id);
  if (kit.isError && isNotFound(kit.error)) return <NotFound />;
  return (
    <Page title={kit.data?.title} testId="my-kit-page">
      {kit.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {kit.isError ? <QueryError title={t('account.kit.loadError')} error={kit.error} /> : null}
      {kit.data ? <OwnedKit kit={kit.data} /> : null}
    </Page>
  );
}
