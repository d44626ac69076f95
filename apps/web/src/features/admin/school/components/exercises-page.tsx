import { Button, HStack, Link } from '@chakra-ui/react';
import { Table } from '../../shared/chakra';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { AdminTable } from '../../shared/admin-table';
import { SelectField } from '../../shared/select-field';
import { useUrlFilters } from '../../shared/use-url-filters';
import { useAdminExercises } from '../api/get-exercises';
import { useAdminSchools } from '../api/get-schools';
import { ExerciseCreateDialog } from './exercise-create-dialog';
import { PageHeading } from './page-heading';
import { SchoolPage } from './school-page';

/** The school filter's value as an id, or null for every school. */
const readSchoolId = (value: string) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /admin/school/exercises: the exercises of one school (?school=) or all, in their order. */
export function ExercisesPage() {
  const { t } = useTranslation('admin-school');
  const { filters, setFilters } = useUrlFilters(['school']);
  const schoolId = readSchoolId(filters.school);
  const schools = useAdminSchools();
  const exercises = useAdminExercises(schoolId);
  const schoolList = schools.data ?? [];
  const schoolTitle = (id: number) => schoolList.find((school) => school.id === id)?.title ?? id;
  return (
    <SchoolPage
      trail={[
        { label: t('crumbs.school'), to: paths.admin.school },
        { label: t('crumbs.exercises') },
      ]}
      testId="admin-exercises-page"
    >
      <PageHeading title={t('exercises.title')} testId="admin-exercises">
        {schools.data ? (
          <ExerciseCreateDialog schools={schools.data} schoolId={schoolId ?? undefined} />
        ) : null}
      </PageHeading>
      <HStack role="search" aria-label={t('exercises.schoolFilter')} mb={6} wrap="wrap">
        <SelectField
          label={t('exercises.schoolFilter')}
          options={schoolList.map((school) => ({ value: String(school.id), label: school.title }))}
          emptyOption={t('exercises.allSchools')}
          value={schoolId === null ? '' : String(schoolId)}
          onChange={(event) => setFilters({ school: event.target.value })}
          testId="admin-exercises-school"
        />
      </HStack>
      <QueryList
        query={exercises}
        loadErrorTitle={t('exercises.loadError')}
        empty={<EmptyList text={t('exercises.empty')} />}
      >
        {(rows) => (
          <AdminTable
            label={t('exercises.table')}
            testId="admin-exercises-table"
            columns={[
              t('columns.place'),
              t('columns.name'),
              t('columns.school'),
              t('columns.opensAt'),
              t('columns.actions'),
            ]}
          >
            {rows.map((exercise) => (
              <Table.Row key={exercise.id} data-testid={`admin-exercise-${exercise.id}`}>
                <Table.Cell>{exercise.sort}</Table.Cell>
                <Table.Cell minW="14rem">
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={paths.admin.exercise(exercise.id)}>{exercise.title}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{schoolTitle(exercise.school_id)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {exercise.activate_at
                    ? formatDateTime(exercise.activate_at)
                    : t('exercises.openNow')}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap={2}>
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={paths.admin.lessons(exercise.id)}
                        aria-label={t('exercises.lessonsLabel', { title: exercise.title })}
                      >
                        {t('exercises.lessons')}
                      </RouterLink>
                    </Button>
                    <Button asChild size="xs" variant="outline">
                      <RouterLink
                        to={paths.admin.answers(exercise.id)}
                        aria-label={t('exercises.answersLabel', { title: exercise.title })}
                      >
                        {t('exercises.answers')}
                      </RouterLink>
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        )}
      </QueryList>
    </SchoolPage>
  );
}
