import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccessUntil } from '@/components/catalog/access-until';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { PSYCHOTHERAPIST_KIT_MARK_ID } from '@/config/constants';
import { paths } from '@/config/paths';
import { useMyKits } from '../api/get-my-kits';

/** /account/psychotherapist-21-century: the courses of the owned kits marked 1. */
export function PsychotherapistPage() {
  const { t } = useTranslation('catalog');
  const kits = useMyKits(PSYCHOTHERAPIST_KIT_MARK_ID);
  return (
    <Page title={t('account.psychotherapist.title')} testId="psychotherapist-page">
      <QueryList
        query={kits}
        loadErrorTitle={t('account.psychotherapist.loadError')}
        empty={
          <EmptyList
            text={t('account.psychotherapist.empty')}
            action={{ to: paths.kits, label: t('account.psychotherapist.toCatalog') }}
          />
        }
      >
        {(items) => (
          <Stack gap={10}>
            <Text color="fg.muted">{t('account.psychotherapist.lead')}</Text>
            {items.map((kit) => (
              <Box key={kit.id} data-testid={`psychotherapist-kit-${kit.id}`}>
                <Heading as="h2" size="xl" mb={2}>
                  {kit.title}
                </Heading>
                <AccessUntil expiresAt={kit.access_expires_at} mb={4} />
                <CardGrid headingLevel="h3">
                  {kit.webinars.map((webinar) => (
                    <CourseCard key={webinar.id} course={webinar} />
                  ))}
                </CardGrid>
              </Box>
            ))}
          </Stack>
        )}
      </QueryList>
    </Page>
  );
}
