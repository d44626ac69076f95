import { Badge, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/catalog/cover-image';
import { CourseMiniCard } from '@/components/catalog/course-mini-card';
import { useCoursesCount } from '@/components/catalog/use-courses-count';
import { DetailPage } from '@/components/ui/detail-page';
import { PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { kitQuery } from '@/lib/catalog/get-kit';
import type { Kit } from '@/lib/catalog/schemas';
import { useViewerId } from '@/lib/session/session-store';
import { kitMeta } from '../share-meta';
import { PurchaseBlock } from './purchase-block';

function KitDetails({ kit }: { kit: Kit }) {
  const { t } = useTranslation('catalog');
  const coursesCount = useCoursesCount();
  return (
    // minmax(0, …): a column narrows to the screen; a long word breaks rather than widening it.
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap={8}
      alignItems="start"
    >
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
            <CoverImage
              src={kit.image}
              alt={kit.title}
              id={kit.id}
              kind="kit"
              sizes="page"
              priority
            />
          </Box>
        ) : null}
        <PurchaseBlock item={kit} productType={PRODUCT_TYPES.kit} />
      </Stack>
    </Grid>
  );
}

/** /kits/{id}: title, included courses, description, count, price and the purchase block. */
export function KitPage() {
  const { t } = useTranslation('catalog');
  const viewer = useViewerId();
  return (
    <DetailPage
      query={(id) => kitQuery(viewer, id)}
      meta={kitMeta}
      testId="kit-page"
      loadErrorTitle={t('kit.loadError')}
      trail={[{ label: t('crumbs.kits'), to: paths.kits }]}
    >
      {(kit) => <KitDetails kit={kit} />}
    </DetailPage>
  );
}
