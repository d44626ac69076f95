/**
 * Query keys shared across features, so one feature's mutation can invalidate another's data.
 *
 * Catalog answers depend on the viewer (state, is_owner, video_url), so their keys carry the
 * viewer's id (null when anonymous): a login or logout switches to fresh entries.
 */
export type Viewer = number | null;

export const queryKeys = {
  currentUser: ['user', 'current'] as const,
  currentUserPayments: ['user', 'current', 'payments'] as const,
  catalog: ['catalog'] as const,
  webinars: (viewer: Viewer) => ['catalog', viewer, 'webinars'] as const,
  firstWebinars: (viewer: Viewer, count: number) =>
    ['catalog', viewer, 'webinars', 'first', count] as const,
  webinar: (viewer: Viewer, id: number) => ['catalog', viewer, 'webinars', id] as const,
  myWebinars: (viewer: Viewer) => ['catalog', viewer, 'webinars', 'my'] as const,
  kits: (viewer: Viewer) => ['catalog', viewer, 'kits'] as const,
  kit: (viewer: Viewer, id: number) => ['catalog', viewer, 'kits', id] as const,
  myKits: (viewer: Viewer, markId: number | null) =>
    ['catalog', viewer, 'kits', 'my', markId] as const,
  /** The school: the learner's exercises (per viewer) and the tariffs on sale (the same for all). */
  school: ['school'] as const,
  schoolTariffs: ['school', 'tariffs'] as const,
  myExercises: (viewer: Viewer) => ['school', viewer, 'exercises'] as const,
  contentList: (name: string) => ['content', name] as const,
  competence: (id: number) => ['content', 'competencies', id] as const,
};
