import { Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CourseCard } from '@/components/catalog/course-card';
import { QueryList } from '@/components/ui/query-list';
import { HOME_COURSES_LIMIT } from '@/config/constants';
import { paths } from '@/config/paths';
import { useFirstWebinars } from '../api/get-webinars';
import { EmptyList } from '@/components/ui/page-frame';

/** The main page's course section: the first courses from the API and a link to all of them. */
export function HomeCoursesSection() {
  const { t } = useTranslation('catalog');
  const webinars = useFirstWebinars(HOME_COURSES_LIMIT);
  return (
    <Box as="section" py={{ base: 10, md: 16 }} data-testid="home-courses">
      <Container maxW="6xl">
        <Flex justify="space-between" align="end" gap={4} mb={6} flexWrap="wrap">
          <Box>
            <Heading as="h2" size="2xl" mb={2}>
              {t('home.coursesTitle')}
            </Heading>
            <Text color="fg.muted">{t('home.coursesLead')}</Text>
          </Box>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.videocourses}>{t('home.allCourses')}</RouterLink>
          </Button>
        </Flex>
        <QueryList
          query={webinars}
          loadErrorTitle={t('home.loadError')}
          errorLevel="h3"
          empty={
            <EmptyList
              text={t('home.empty')}
              hint={t('emptyActions.coursesHint')}
              action={{ to: paths.consultation, label: t('emptyActions.toConsultation') }}
            />
          }
        >
          {(items) => (
            <CardGrid headingLevel="h3">
              {items.map((webinar) => (
                <CourseCard key={webinar.id} course={webinar} />
              ))}
            </CardGrid>
          )}
        </QueryList>
      </Container>
    </Box>
  );
}
