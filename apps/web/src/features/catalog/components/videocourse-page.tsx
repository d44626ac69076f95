import { Badge, Box, Grid, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/catalog/cover-image';
import { LockIcon } from '@/components/catalog/lock-icon';
import { DetailPage } from '@/components/ui/detail-page';
import { PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import { webinarQuery } from '@/lib/catalog/get-webinar';
import type { Webinar } from '@/lib/catalog/schemas';
import { useViewerId } from '@/lib/session/session-store';
import { courseMeta } from '../share-meta';
import { GiftBanner } from './gift-banner';
import { PurchaseBlock } from './purchase-block';

function CourseDetails({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('catalog');
  const length = webinar.length?.trim();
  return (
    <Stack gap={8}>
      {/* minmax(0, …): a column narrows to the screen; a long word breaks rather than widening it. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap={8}
        alignItems="start"
      >
        <Box borderRadius="lg" overflow="hidden">
          <CoverImage
            src={webinar.image}
            alt={webinar.title}
            id={webinar.id}
            maxH="360px"
            sizes="page"
            priority
          />
        </Box>
        <Stack gap={4}>
          <HStack gap={2} align="center">
            {!webinar.is_active ? <LockIcon color="fg.muted" data-testid="course-lock" /> : null}
            <Heading as="h1" size="2xl" overflowWrap="anywhere" data-testid="course-title">
              {webinar.title}
            </Heading>
          </HStack>
          <HStack gap={2} flexWrap="wrap">
            {length ? (
              <Badge colorPalette="brand" data-testid="course-length">
                {t('course.length', { length })}
              </Badge>
            ) : null}
            {webinar.age > 0 ? <Badge>{t('course.age', { age: webinar.age })}</Badge> : null}
          </HStack>
          <Text color="fg.muted">{webinar.short_description}</Text>
          {webinar.tags.length ? (
            <Box>
              <Text fontSize="sm" fontWeight="semibold" mb={2}>
                {t('course.tags')}
              </Text>
              <Wrap gap={2} data-testid="course-tags">
                {webinar.tags.map((tag) => (
                  <Badge key={tag.id} variant="outline">
                    {tag.title}
                  </Badge>
                ))}
              </Wrap>
            </Box>
          ) : null}
          <PurchaseBlock item={webinar} productType={PRODUCT_TYPES.webinar} />
        </Stack>
      </Grid>
      {webinar.description.length ? (
        <Box>
          <Heading as="h2" size="lg" mb={3}>
            {t('course.about')}
          </Heading>
          <Stack gap={3} data-testid="course-description">
            {webinar.description.map((paragraph, index) => (
              <Text key={index}>{paragraph}</Text>
            ))}
          </Stack>
        </Box>
      ) : null}
      <GiftBanner course={webinar} />
    </Stack>
  );
}

/** /videocourses/{id}: details, tags, description and the purchase block. */
export function VideocoursePage() {
  const { t } = useTranslation('catalog');
  const viewer = useViewerId();
  return (
    <DetailPage
      query={(id) => webinarQuery(viewer, id)}
      meta={courseMeta}
      testId="course-page"
      loadErrorTitle={t('course.loadError')}
      trail={[{ label: t('crumbs.videocourses'), to: paths.videocourses }]}
    >
      {(webinar) => <CourseDetails webinar={webinar} />}
    </DetailPage>
  );
}
