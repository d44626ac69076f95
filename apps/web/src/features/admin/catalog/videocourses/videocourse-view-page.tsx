import {
  Badge,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CoverImage } from '@/components/catalog/cover-image';
import { paths } from '@/config/paths';
import { formatDateTime, formatPrice } from '@/lib/format';
import { CustomPricesPanel } from '../form-kit/custom-prices-panel';
import { Facts } from '../form-kit/facts';
import type { AdminWebinar } from '../schemas';
import { WebinarDeleteButton } from './webinar-delete-button';
import { WebinarDetailPage } from './webinar-detail-page';

function ExternalLink({ href }: { href: string | null }) {
  const { t } = useTranslation('admin-catalog');
  if (!href) return <Text color="fg.muted">{t('videocourses.view.none')}</Text>;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noreferrer"
      colorPalette="brand"
      // A long address breaks anywhere rather than widening the page.
      wordBreak="break-all"
    >
      {href}
    </Link>
  );
}

function Prices({ webinar }: { webinar: AdminWebinar }) {
  const { t } = useTranslation('admin-catalog');
  const both = (rub: number, azn: number) =>
    `${t('money.rub', { amount: formatPrice(rub) })} / ${t('money.azn', { amount: formatPrice(azn) })}`;
  const renewal = both(webinar.prolongation_price, webinar.prolongation_price_azn);
  return (
    <Facts
      testId="webinar-view-prices"
      items={[
        [t('videocourses.view.price'), both(webinar.price, webinar.price_azn)],
        [t('videocourses.view.finalPrice'), both(webinar.final_price, webinar.final_price_azn)],
        [
          t('videocourses.view.renewal'),
          webinar.prolongation_price_custom === null
            ? t('videocourses.view.renewalDefault', { amount: renewal })
            : renewal,
        ],
      ]}
    />
  );
}

function ViewScreen({ webinar }: { webinar: AdminWebinar }) {
  const { t } = useTranslation('admin-catalog');
  const none = t('videocourses.view.none');
  return (
    <Stack gap={10}>
      <Stack gap={4}>
        <Flex justify="space-between" align="flex-start" wrap="wrap" gap={3}>
          <Heading as="h1" size="2xl" overflowWrap="anywhere">
            {webinar.title}
          </Heading>
          <Badge colorPalette={webinar.is_active ? 'green' : 'gray'} size="lg">
            {t(webinar.is_active ? 'status.activeBadge' : 'status.inactiveBadge')}
          </Badge>
        </Flex>
        <HStack gap={3} wrap="wrap">
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink
              to={paths.admin.videocourseEdit(webinar.id)}
              data-testid="webinar-edit-link"
            >
              {t('actions.edit')}
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.videocourse(webinar.id)} data-testid="webinar-public-link">
              {t('videocourses.publicPage')}
            </RouterLink>
          </Button>
          <WebinarDeleteButton webinar={webinar} />
        </HStack>
      </Stack>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 2fr' }} gap={8}>
        <Box borderRadius="md" overflow="hidden">
          <CoverImage src={webinar.image} alt={webinar.title} id={webinar.id} />
        </Box>
        <Stack gap={4}>
          <Text fontWeight="medium">{webinar.short_description || none}</Text>
          <Facts
            testId="webinar-view-details"
            items={[
              [t('fields.length'), webinar.length || none],
              [t('fields.age'), String(webinar.age)],
              [
                t('fields.tags'),
                webinar.tags.length
                  ? webinar.tags.map((tag) => tag.title).join(', ')
                  : t('videocourses.view.noTags'),
              ],
              [t('fields.video_url'), <ExternalLink key="video" href={webinar.video_url} />],
              [t('fields.url'), <ExternalLink key="url" href={webinar.url} />],
              [t('fields.sort'), webinar.sort === null ? none : String(webinar.sort)],
              [t('fields.priority'), String(webinar.priority)],
              [t('videocourses.view.created'), formatDateTime(webinar.created_at)],
              [t('videocourses.view.updated'), formatDateTime(webinar.updated_at)],
            ]}
          />
        </Stack>
      </Grid>
      <Stack as="section" gap={3}>
        <Heading as="h2" size="lg">
          {t('videocourses.view.prices')}
        </Heading>
        <Prices webinar={webinar} />
      </Stack>
      <Stack as="section" gap={3}>
        <Heading as="h2" size="lg">
          {t('videocourses.view.description')}
        </Heading>
        {webinar.description.length ? (
          webinar.description.map((paragraph, index) => <Text key={index}>{paragraph}</Text>)
        ) : (
          <Text color="fg.muted">{none}</Text>
        )}
      </Stack>
      <CustomPricesPanel kind="webinar" itemId={webinar.id} prices={webinar.custom_prices} />
    </Stack>
  );
}

/** /admin/videocourses/{id}: everything about a course, with links to edit it and to its shop page. */
export function VideocourseViewPage() {
  return (
    <WebinarDetailPage testId="admin-videocourse">
      {(webinar) => <ViewScreen webinar={webinar} />}
    </WebinarDetailPage>
  );
}
