import type { ReactNode } from 'react';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/catalog/lock-icon';
import { formatDateTime } from '@/lib/format';
import type { UserExercise } from '../schemas';
import { AnswerSection } from './answer-section';
import { AttemptHistory } from './attempt-history';
import { ExerciseMaterials, LessonList } from './exercise-materials';

function ExerciseFrame({
  exercise,
  icon,
  children,
}: {
  exercise: UserExercise;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `exercise-${exercise.id}-title`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: 4, md: 6 }}
      minW={0}
      data-testid={`exercise-${exercise.id}`}
    >
      <HStack gap={2} align="center" mb={4}>
        {icon}
        <Heading as="h2" size="xl" id={headingId} overflowWrap="anywhere">
          {exercise.title}
        </Heading>
      </HStack>
      {children}
    </Box>
  );
}

/** An exercise whose activate_at lies ahead: its title and when it opens, nothing more. */
function LockedExercise({ exercise }: { exercise: UserExercise }) {
  const { t } = useTranslation('school');
  return (
    <ExerciseFrame
      exercise={exercise}
      icon={<LockIcon color="fg.muted" aria-label={t('exercises.lockedLabel')} role="img" />}
    >
      <Text color="fg.muted" data-testid="exercise-locked">
        {exercise.activate_at
          ? t('exercises.locked', { date: formatDateTime(exercise.activate_at) })
          : t('exercises.lockedLabel')}
      </Text>
    </ExerciseFrame>
  );
}

function OpenExercise({ exercise }: { exercise: UserExercise }) {
  return (
    <ExerciseFrame exercise={exercise}>
      <Stack gap={8}>
        {exercise.description ? (
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {exercise.description}
          </Text>
        ) : null}
        <ExerciseMaterials exercise={exercise} />
        <LessonList lessons={exercise.lessons} />
        {/* The history (with the reviewer's comment) comes first: a retry starts from reading it. */}
        <AttemptHistory attempts={exercise.attempts} questions={exercise.questions} />
        <AnswerSection exercise={exercise} />
      </Stack>
    </ExerciseFrame>
  );
}

/** One exercise of the school page; a locked one shows its title and opening date only. */
export function ExerciseCard({ exercise }: { exercise: UserExercise }) {
  return exercise.is_open ? (
    <OpenExercise exercise={exercise} />
  ) : (
    <LockedExercise exercise={exercise} />
  );
}
