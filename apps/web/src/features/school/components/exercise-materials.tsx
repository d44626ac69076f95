import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '@/components/media/video-player';
import type { Lesson, UserExercise } from '../schemas';

/** The exercise's own material (url) and videos, before its lessons. */
export function ExerciseMaterials({ exercise }: { exercise: UserExercise }) {
  const { t } = useTranslation('school');
  const videos = [...(exercise.url ? [exercise.url] : []), ...(exercise.video_urls ?? [])];
  if (videos.length === 0) return null;
  return (
    <Stack gap={4} data-testid="exercise-materials">
      <Heading as="h3" size="lg">
        {t('exercises.materials')}
      </Heading>
      {videos.map((url, index) => (
        <VideoPlayer
          key={`${index}-${url}`}
          url={url}
          title={t('exercises.video', { title: exercise.title, number: index + 1 })}
          linkText={t('exercises.openMaterial')}
        />
      ))}
    </Stack>
  );
}

/** The exercise's lessons in order: a title, the video when there is one, and the text. */
export function LessonList({ lessons }: { lessons: Lesson[] }) {
  const { t } = useTranslation('school');
  if (lessons.length === 0) return null;
  return (
    <Stack gap={6}>
      <Heading as="h3" size="lg">
        {t('exercises.lessons')}
      </Heading>
      {lessons.map((lesson) => (
        <Box as="article" key={lesson.id} minW={0} data-testid={`lesson-${lesson.id}`}>
          <Heading as="h4" size="md" mb={3} overflowWrap="anywhere">
            {lesson.title}
          </Heading>
          <Stack gap={3}>
            {lesson.video_url ? (
              <VideoPlayer
                url={lesson.video_url}
                title={lesson.title}
                linkText={t('exercises.openVideo')}
              />
            ) : null}
            {lesson.text ? (
              <Text whiteSpace="pre-line" overflowWrap="anywhere">
                {lesson.text}
              </Text>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
