import { Button, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useAdminExercises } from '../api/get-exercises';
import { useAdminSchools } from '../api/get-schools';
import { useAdminTariffs } from '../api/get-tariffs';
import { PageHeading } from './page-heading';
import { ReviewInbox } from './review-inbox';

/** How many items of each school a list holds. */
const countBySchool = (items: { school_id: number }[] | undefined, schoolId: number) =>
  items?.filter((item) => item.school_id === schoolId).length;

/**
 * /admin/school: the schools with their tariff and exercise counts, the way to tariffs and
 * exercises, and the reviewer's inbox.
 */
export function SchoolOverviewPage() {
  const { t } = useTranslation('admin-school');
  const schools = useAdminSchools();
  const tariffs = useAdminTariffs();
  const exercises = useAdminExercises(null);
  return (
    <Page testId="admin-school-page">
      <PageHeading title={t('overview.title')} testId="admin-school">
        <HStack gap={3} wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={paths.admin.tariffs}>{t('overview.toTariffs')}</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={paths.admin.exercises}>{t('overview.toExercises')}</RouterLink>
          </Button>
        </HStack>
      </PageHeading>
      <Stack gap={10}>
        <Stack as="section" gap={4} aria-labelledby="admin-schools-heading">
          <Heading as="h2" size="xl" id="admin-schools-heading">
            {t('overview.schools')}
          </Heading>
          <QueryList
            query={schools}
            loadErrorTitle={t('overview.schoolsLoadError')}
            errorLevel="h3"
            empty={<EmptyList text={t('overview.noSchools')} />}
          >
            {(rows) => (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
                {rows.map((school) => {
                  const tariffCount = countBySchool(tariffs.data, school.id);
                  const exerciseCount = countBySchool(exercises.data, school.id);
                  return (
                    <Card.Root key={school.id} data-testid={`admin-school-${school.id}`}>
                      <Card.Body gap={2}>
                        <Heading as="h3" size="md" overflowWrap="anywhere">
                          {school.title}
                        </Heading>
                        {school.description ? (
                          <Text color="fg.muted" overflowWrap="anywhere">
                            {school.description}
                          </Text>
                        ) : null}
                        <HStack gap={4} wrap="wrap">
                          {tariffCount !== undefined ? (
                            <Link asChild colorPalette="brand">
                              <RouterLink to={paths.admin.tariffs}>
                                {t('overview.tariffsCount', { count: tariffCount })}
                              </RouterLink>
                            </Link>
                          ) : null}
                          {exerciseCount !== undefined ? (
                            <Link asChild colorPalette="brand">
                              <RouterLink
                                to={`${paths.admin.exercises}?school=${school.id}`}
                                aria-label={t('overview.schoolExercises', {
                                  title: school.title,
                                  count: exerciseCount,
                                })}
                              >
                                {t('overview.exercisesCount', { count: exerciseCount })}
                              </RouterLink>
                            </Link>
                          ) : null}
                        </HStack>
                      </Card.Body>
                    </Card.Root>
                  );
                })}
              </SimpleGrid>
            )}
          </QueryList>
        </Stack>
        <section>
          <ReviewInbox />
        </section>
      </Stack>
    </Page>
  );
}
