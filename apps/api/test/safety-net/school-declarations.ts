import { In, Not } from 'typeorm';
import { Answer } from '../../src/modules/school/entities/answer.entity.js';
import { Attempt } from '../../src/modules/school/entities/attempt.entity.js';
import { Lesson } from '../../src/modules/school/entities/lesson.entity.js';
import { Question } from '../../src/modules/school/entities/question.entity.js';
import {
  adminOnly,
  type Declaration,
  type Expectation,
  everyone,
  notOwnedNotFound,
  page,
  signedIn,
} from './matrix-declaration.js';
import {
  answersTo,
  attemptUnderReview,
  freshExercise,
  ownReviewedAnswer,
  secretOf,
} from './safety-school.js';
import { foreignLearner, type Role, type World } from './safety-world.js';

/** Exercises need school access: the admin has no tariff, so it is refused as any such learner. */
const withSchoolAccess: Expectation = {
  anonymous: 401,
  learner: 'ok',
  otherLearner: 'ok',
  admin: 403,
};

/**
 * An exercise of a school the asker cannot enter is as unknown as a missing one; the admin, with no
 * school at all, is refused before the exercise is looked up.
 */
const otherSchoolNotFound: Expectation = { ...withSchoolAccess, learner: 404, otherLearner: 404 };

interface AttemptView {
  id: number;
  answers: { id: number }[];
}

interface ExerciseView {
  id: number;
  school_id: number;
  is_open: boolean;
  description: string;
  url: string | null;
  video_urls: string[] | null;
  lessons: unknown[];
  questions: unknown[];
  attempts: AttemptView[];
}

const isLearner = (role: Role) => role === 'learner' || role === 'otherLearner';
const idsIn = (list: unknown) => ((list ?? []) as { id: number }[]).map((item) => item.id);

/** Attempts and answers shown to `role` that are someone else's, judged by the rows themselves. */
async function othersWorkIn(attempts: AttemptView[], role: Role, world: World) {
  const asker = world.sessions[role === 'anonymous' ? 'learner' : role].id;
  const notAskers = async (entity: typeof Attempt | typeof Answer, ids: number[]) =>
    ids.length === 0
      ? []
      : idsIn(
          await world.t.dataSource.manager.find(entity, {
            select: { id: true },
            where: { id: In(ids), userId: Not(asker) },
          }),
        );
  const answerIds = attempts.flatMap((attempt) => idsIn(attempt.answers));
  const foreignAttempts = await notAskers(Attempt, idsIn(attempts));
  if (foreignAttempts.length > 0) return `shows others' attempts ${foreignAttempts.join(', ')}`;
  const foreignAnswers = await notAskers(Answer, answerIds);
  if (foreignAnswers.length > 0) return `shows others' answers ${foreignAnswers.join(', ')}`;
  return undefined;
}

/** A learner's exercises: its school's only, its own work only, nothing of one not open yet. */
async function onlyOwnWork(body: Record<string, unknown>, role: Role, world: World) {
  if (!isLearner(role)) return undefined;
  const exercises = body.exercises as ExerciseView[];
  const { school, locked, attempts } = world.school;
  const strange = exercises.filter((exercise) => exercise.school_id !== school.id);
  if (strange.length > 0) return `lists exercises of other schools: ${idsIn(strange).join(', ')}`;
  const shown = exercises.flatMap((exercise) => exercise.attempts);
  const others = await othersWorkIn(shown, role, world);
  if (others) return others;
  const own = attempts[role as 'learner' | 'otherLearner'].id;
  if (!shown.some((attempt) => attempt.id === own)) return `misses its own attempt ${own}`;
  const closed = exercises.find((exercise) => exercise.id === locked.exercise.id);
  if (!closed) return 'misses the exercise not open yet';
  const content = [closed.lessons, closed.questions, closed.attempts].some((list) => list.length);
  if (closed.is_open || content || closed.description || closed.url || closed.video_urls) {
    return 'shows the content of an exercise not open yet';
  }
  return undefined;
}

/** The attempt the answer names is the asker's own. */
async function attemptOfAsker(body: Record<string, unknown>, role: Role, world: World) {
  const attempt = body.attempt as AttemptView | undefined;
  if (!attempt) return 'no attempt in the answer';
  return othersWorkIn([attempt], role, world);
}

/** Learners see the school they study in (and not the closed one); the admin has none. */
function schoolsOfAsker(body: Record<string, unknown>, role: Role, world: World) {
  const listed = idsIn(body as unknown);
  if (!isLearner(role)) return listed.length === 0 ? undefined : `lists ${listed.join(', ')}`;
  const closed = world.school.closed.exercise.schoolId;
  if (listed.includes(closed)) return `lists school ${closed}, which it has no access to`;
  return listed.includes(world.school.school.id) ? undefined : 'misses its school';
}

/** What is on sale: the active tariff, never the inactive one. */
function onSale(body: Record<string, unknown>, _role: Role, world: World) {
  const listed = idsIn(body.tariffs);
  if (listed.includes(world.school.inactiveTariff.id)) return 'offers an inactive tariff';
  return listed.includes(world.school.tariff.id) ? undefined : 'misses the tariff on sale';
}

/** Every lesson or question of the admins' exercise, as it is now, in reverse: a valid new order. */
async function reversedIds(world: World, items: 'lessons' | 'questions') {
  const options = {
    where: { exerciseId: world.school.plain.exercise.id },
    order: { sort: 'ASC', id: 'ASC' } as const,
  };
  const manager = world.t.dataSource.manager;
  const rows =
    items === 'lessons'
      ? await manager.find(Lesson, options)
      : await manager.find(Question, options);
  return { ids: idsIn(rows).reverse() };
}

const plainExercise = (world: World) => ({ id: world.school.plain.exercise.id });

/** `with_active_tariff=1` on the admin's user page: the learner's bound tariff is shown. */
export const USER_WITH_ACTIVE_TARIFF: Declaration = {
  case: 'with the active school tariff',
  expect: adminOnly,
  request: (world, role) => ({
    path: { id: world.sessions[foreignLearner(role)].id },
    query: { with_active_tariff: 1 },
  }),
  verify: (body, _role, world) => {
    const tariff = (body.user as { active_tariff?: { tariff_id?: number } | null }).active_tariff;
    return tariff?.tariff_id === world.school.tariff.id ? undefined : 'misses the active tariff';
  },
};

/**
 * The school's operations. Learners act on their own work and aim at the other learner's; admins'
 * changes land on rows made for them (a tariff bound to the bystander, an exercise of their own,
 * an attempt under review made for each request).
 */
export const SCHOOL_DECLARATIONS: Record<string, Declaration | Declaration[]> = {
  listSchoolTariffs: { expect: everyone, verify: onSale },
  listMySchools: { expect: signedIn, verify: schoolsOfAsker },
  listMyExercises: { expect: withSchoolAccess, verify: onlyOwnWork },
  // A fresh exercise per request: the asker has never answered it, so nothing is under review.
  saveExerciseAnswers: [
    {
      expect: withSchoolAccess,
      request: async (world, role) => ({
        json: answersTo(await freshExercise(world), [secretOf(world, role, 'Новый ответ')]),
      }),
      verify: attemptOfAsker,
    },
    {
      case: 'an exercise of a school without access',
      expect: otherSchoolNotFound,
      request: (world) => ({ json: answersTo(world.school.closed, ['Ответ']) }),
    },
  ],
  deleteMyAnswer: [
    {
      expect: signedIn,
      request: async (world, role) => ({ path: { id: await ownReviewedAnswer(world, role) } }),
    },
    {
      case: "another learner's answer",
      expect: notOwnedNotFound,
      request: (world, role) => ({
        path: { id: world.school.attempts[foreignLearner(role)].answerIds[0]! },
      }),
    },
  ],

  adminListSchools: { expect: adminOnly },
  adminListTariffs: { expect: adminOnly },
  // Not on sale, so the public list stays as the world made it.
  adminCreateTariff: {
    expect: adminOnly,
    request: (world) => ({
      json: {
        school_id: world.school.school.id,
        name: 'Психотипы: 30 дней',
        period_days: 30,
        price: 4900,
        price_azn: 98,
        is_active: false,
      },
    }),
  },
  adminUpdateTariff: {
    expect: adminOnly,
    request: (world) => ({
      path: { id: world.school.tariff.id },
      json: { name: 'Психотипы: 90 дней', price: 9900 },
    }),
  },
  adminBindTariff: {
    expect: adminOnly,
    request: (world) => ({
      json: { user_id: world.bystander.id, tariff_id: world.school.tariff.id },
    }),
  },

  adminListExercises: {
    expect: adminOnly,
    request: (world) => ({ query: { school_id: world.school.school.id } }),
  },
  adminCreateExercise: {
    expect: adminOnly,
    request: (world) => ({ json: { school_id: world.school.school.id, title: 'Новое задание' } }),
  },
  adminGetExercise: {
    expect: adminOnly,
    request: (world) => ({ path: { id: world.school.exercise.exercise.id } }),
  },
  adminUpdateExercise: {
    expect: adminOnly,
    request: (world) => ({ path: plainExercise(world), json: { description: 'Новое описание' } }),
  },
  adminListLessons: { expect: adminOnly, request: (world) => ({ path: plainExercise(world) }) },
  adminCreateLesson: {
    expect: adminOnly,
    request: (world) => ({
      path: plainExercise(world),
      json: { title: 'Новый урок', video_url: 'https://rutube.ru/play/embed/2' },
    }),
  },
  adminOrderLessons: {
    expect: adminOnly,
    request: async (world) => ({
      path: plainExercise(world),
      json: await reversedIds(world, 'lessons'),
    }),
  },
  adminUpdateLesson: {
    expect: adminOnly,
    request: (world) => ({
      path: { id: world.school.plain.lessons[0]!.id },
      json: { title: 'Обновлённый урок' },
    }),
  },
  adminCreateQuestion: {
    expect: adminOnly,
    request: (world) => ({
      path: plainExercise(world),
      json: { text: 'Новый вопрос', lesson_id: world.school.plain.lessons[0]!.id },
    }),
  },
  adminOrderQuestions: {
    expect: adminOnly,
    request: async (world) => ({
      path: plainExercise(world),
      json: await reversedIds(world, 'questions'),
    }),
  },
  adminUpdateQuestion: {
    expect: adminOnly,
    request: (world) => ({
      path: { id: world.school.plain.questions[0]!.id },
      json: { text: 'Обновлённый вопрос' },
    }),
  },

  // Reads of learners' work aim at the other learner's; the admin sees it, audited.
  adminListAttempts: { expect: adminOnly, request: () => page },
  adminListAnswers: { expect: adminOnly, request: () => page },
  adminGetAttempt: {
    expect: adminOnly,
    request: (world, role) => ({ path: { id: world.school.attempts[foreignLearner(role)].id } }),
  },
  // A verdict consumes an attempt under review: each request gets its own, the other learner's.
  adminChangeAttempt: {
    expect: adminOnly,
    request: async (world, role) => ({
      path: { id: (await attemptUnderReview(world, foreignLearner(role))).id },
      json: { status: 'failed', comment: 'Раскройте второй вопрос подробнее' },
    }),
  },
};
