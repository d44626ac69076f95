/**
 * Query keys of the admin school screens, all under one root so a change anywhere in the school
 * can refresh every admin view of it.
 */
const root = ['admin', 'school'] as const;

export interface AttemptFilters {
  status?: 'checking' | 'finished' | 'failed';
  exerciseId?: number;
  userId?: number;
  page?: number;
  perPage?: number;
}

export interface AnswerFilters {
  exerciseId: number;
  page: number;
}

export const adminSchoolKeys = {
  all: root,
  schools: [...root, 'schools'] as const,
  tariffs: [...root, 'tariffs'] as const,
  exercises: (schoolId: number | null) => [...root, 'exercises', 'list', schoolId] as const,
  exercise: (id: number) => [...root, 'exercises', id] as const,
  answers: (filters: AnswerFilters) => [...root, 'answers', filters] as const,
  attempts: (filters: AttemptFilters) => [...root, 'attempts', 'list', filters] as const,
  attempt: (id: number) => [...root, 'attempts', id] as const,
};
