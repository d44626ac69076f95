import { Badge, Box, Grid, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/catalog/cover-image';
import { LockIcon } from '@/components/catalog/lock-icon';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { PRODUCT_TYPES } from '@/config/constants';
import { paths } from '@/config/paths';
import type { Webinar } from '@/lib/catalog/schemas';
import { useWebinar } from '../api/get-webinar';
import { Crumbs } from './crumbs';
import { GiftBanner } from './gift-banner';
import { NotFound, Page } from '@/components/ui/page-frame';
import { useIdParam } from '@/lib/route-params';
import { isNotFound } from '@/lib/api-error';
import { PurchaseBlock } from './purchase-block';

function CourseDetails({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('catalog');
  const length = webinar.length?.trim();
  return (
    <Stack gap={8}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 3fr' }} gap={8} alignItems="start">
        <Box borderRadius="lg" overflow="hidden">
          <CoverImage src={webinar.image} alt={webinar.title} maxH="360px" />
        </Box>
        <Stack gap={4}>
          <HStack gap={2} align="center">
            {!webinar.is_active ? <LockIcon color="fg.muted" data-testid="course-lock" /> : null}
            <Heading as="h1" size="2xl" data-testid="course-title">
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
      <GiftBanner />
    </Stack>
  );
}

/** /videocourses/{id}: details, tags, description and the purchase block. */
export function VideocoursePage() {
  const id = useIdParam();
  if (id === null) return <NotFound />;
  return <VideocourseScreen id={id} />;
}

function VideocourseScreen({ id }: { id: number }) {
  const { t } = useTranslation('catalog');
  const { t: tCommon } = useTranslation('common');
  const webinar = useWebinar(id);
  if (webinar.isError && isNotFound(webinar.error)) return <NotFound />;
  return (
    <Page
      testId="course-page"
      before={
        <Crumbs
          items={[
            { label: t('crumbs.home'), to: paths.home },
            { label: t('crumbs.videocourses'), to: paths.videocourses },
            ...(webinar.data ? [{ label: webinar.data.title }] : []),
          ]}
        />
      }
    >
      {webinar.isPending ? <PageLoader label={tCommon('loading')} /> : null}
      {webinar.isError ? <QueryError title={t('course.loadError')} error={webinar.error} /> : null}
      {webinar.data ? <CourseDetails webinar={webinar.data} /> : null}
    </Page>
  );
}
