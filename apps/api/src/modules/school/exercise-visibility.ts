import type { UserExerciseDto } from './dto/user-school.dto.js';
import type { Exercise } from './entities/exercise.entity.js';

/** An exercise opens at its activate_at (that instant included); without one it is open at once. */
export const isOpen = (exercise: Pick<Exercise, 'activateAt'>, now: Date): boolean =>
  exercise.activateAt === null || exercise.activateAt.getTime() <= now.getTime();

/** What the learner's view adds to the exercise row when it is open. */
export type ExerciseContent = Pick<UserExerciseDto, 'lessons' | 'questions' | 'attempts'>;

/**
 * The learner's view of an exercise. A locked one (activate_at ahead) keeps its title and dates so
 * the learner knows when it opens, and nothing else: `content` is not even asked for.
 */
export function learnerExercise(
  exercise: Exercise,
  now: Date,
  content: () => ExerciseContent,
): UserExerciseDto {
  const base = {
    id: exercise.id,
    title: exercise.title,
    created_at: exercise.createdAt.toISOString(),
    updated_at: exercise.updatedAt.toISOString(),
    school_id: exercise.schoolId,
    activate_at: exercise.activateAt?.toISOString() ?? null,
  };
  if (!isOpen(exercise, now)) {
    return {
      ...base,
      is_open: false,
      description: '',
      url: null,
      video_urls: null,
      properties: {},
      lessons: [],
      questions: [],
      attempts: [],
    };
  }
  return {
    ...base,
    is_open: true,
    description: exercise.description,
    url: exercise.url,
    video_urls: exercise.videoUrls,
    properties: exercise.properties,
    ...content(),
  };
}
