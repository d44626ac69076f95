import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccessUntil } from '@/components/catalog/access-until';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { DetailPage } from '@/components/ui/detail-page';
import { EmptyList } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { kitQuery } from '@/lib/catalog/get-kit';
import type { Kit } from '@/lib/catalog/schemas';
import { useViewerId } from '@/lib/session/session-store';

function OwnedKit({ kit }: { kit: Kit }) {
  const { t } = useTranslation('catalog');
  if (!kit.is_owner) {
    return (
      <EmptyList
        text={t('account.kit.notOwner')}
        action={{ to: paths.kit(kit.id), label: t('account.kit.toKit') }}
      />
    );
  }
  return (
    <Stack gap={6}>
      <AccessUntil expiresAt={kit.access_expires_at} />
      <Text whiteSpace="pre-line" data-testid="kit-description">
        {kit.description}
      </Text>
      {kit.webinars.length === 0 ? (
        <EmptyList
          text={t('account.kit.empty')}
          hint={t('emptyActions.kitCoursesHint')}
          action={{ to: paths.account.videocourses, label: t('emptyActions.toMyVideocourses') }}
        />
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
  const { t } = useTranslation('catalog');
  const viewer = useViewerId();
  return (
    <DetailPage
      query={(id) => kitQuery(viewer, id)}
      testId="my-kit-page"
      loadErrorTitle={t('account.kit.loadError')}
      titleAsHeading
    >
      {(kit) => <OwnedKit kit={kit} />}
    </DetailPage>
  );
}
