import { Badge, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/catalog/cover-image';
import { CourseMiniCard } from '@/components/catalog/course-mini-card';
import { useCoursesCount } from '@/components/catalog/use-courses-count';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Kit } from '@/lib/catalog/schemas';
import { useKit } from '../api/get-kit';
import { Crumbs } from './crumbs';
import { NotFound, Page } from '@/components/ui/page-frame';
import { useIdParam } from '@/lib/route-params';
import { isNotFound } from '@/lib/api-error';
import { PurchaseBlock } from './purchase-block';

function KitDetails({ kit }: { kit: Kit }) {
  const { t } = useTranslation('catalog');
  const coursesCount = useCoursesCount();
  return (
    <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={8} alignItems="start">
      <Stack gap={6}>
        <Heading as="h1" size="2xl" data-testid="kit-title">
          {kit.title}
        </Heading>
        <Badge alignSelf="flex-start" colorPalette="brand" data-testid="kit-courses-count">
          {coursesCount(kit.webinars.length)}
        </Badge>
        <Box>
          <Heading as="h2" size="md" mb={3}>
            {t('kit.included')}
          </Heading>
          <Stack gap={3} data-testid="kit-courses">
            {kit.webinars.map((webinar) => (
              <CourseMiniCard key={webinar.id} course={webinar} />
            ))}
          </Stack>
        </Box>
        <Box>
          <Heading as="h2" size="md" mb={3}>
            {t('kit.about')}
          </Heading>
          <Text whiteSpace="pre-line" data-testid="kit-description">
            {kit.description}
          </Text>
        </Box>
      </Stack>
      <Stack gap={6}>
        {kit.image ? (
          <Box borderRadius="lg" overflow="hidden">
            <CoverImage src={kit.image} alt={kit.title} />
          </Box>
        ) : null}
        <PurchaseBlock item={kit} productType={PRODUCT_TYPES.kit} />
      </Stack>
    </Grid>
  );
}

/** /kits/{id}: title, included courses, description, count, price and the purchase block. */
export function KitPage() {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return <KitScreen id={id} />;
}

function KitScreen({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const kit = useKit(id);
  if (kit.isError && isNotFound(kit.error)) return <NotFound />;
  return (
    <Page
      testId="kit-page"
      before={
        <Crumbs
          items={[
            { label: t('crumbs.home'), to: paths.home },
            { label: t('crumbs.kits'), to: paths.kits },
            ...(kit.data ? [{ label: kit.data.title }] : []),
          ]}
        />
      }
    >
      {kit.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {kit.isError ? <QueryError title={t('kit.loadError')} error={kit.error} /> : null}
      {kit.data ? <KitDetails kit={kit.data} /> : null}
    </Page>
  );
}
