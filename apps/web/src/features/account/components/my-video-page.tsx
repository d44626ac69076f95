import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AccessUntil } from '@/components/catalog/access-until';
import { VideoPlayer } from '@/components/media/video-player';
import { DetailPage } from '@/components/ui/detail-page';
import { ITEM_STATES } from '@/config/constants';
import { paths } from '@/config/paths';
import { webinarQuery } from '@/lib/catalog/get-webinar';
import type { Webinar } from '@/lib/catalog/schemas';
import { useViewerId } from '@/lib/session/session-store';

function NoAccess({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('catalog');
  const expired = webinar.state === ITEM_STATES.canProlong;
  return (
    <Alert.Root status="warning" data-testid="video-no-access">
      <Alert.Indicator />
      <Alert.Content gap={3}>
        <Alert.Description>
          {expired ? t('account.video.expired') : t('account.video.noAccess')}
        </Alert.Description>
        <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
          <RouterLink to={paths.videocourse(webinar.id)}>{t('account.video.toCourse')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

function Video({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation('catalog');
  if (webinar.state !== ITEM_STATES.canView) return <NoAccess webinar={webinar} />;
  return (
    <Stack gap={4}>
      <AccessUntil expiresAt={webinar.access_expires_at} />
      {webinar.video_url ? (
        <VideoPlayer
          url={webinar.video_url}
          title={webinar.title}
          linkText={t('account.video.openVideo')}
        />
      ) : (
        <Text color="fg.muted" data-testid="video-missing">
          {t('account.video.noVideo')}
        </Text>
      )}
      {webinar.description.map((paragraph, index) => (
        <Text key={index}>{paragraph}</Text>
      ))}
    </Stack>
  );
}

/** /account/videos/{id}: the course video for its owner. */
export function MyVideoPage() {
  const { t } = useTranslation('catalog');
  const viewer = useViewerId();
  return (
    <DetailPage
      query={(id) => webinarQuery(viewer, id)}
      testId="video-page"
      loadErrorTitle={t('account.video.loadError')}
      titleAsHeading
      before={
        <HStack mb={4}>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to={paths.account.videocourses}>{t('account.video.back')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      {(webinar) => <Video webinar={webinar} />}
    </DetailPage>
  );
}
