import { randomBytes } from 'node:crypto';
import { AttemptStatus } from '../../src/modules/school/entities/attempt.entity.js';
import type { School } from '../../src/modules/school/entities/school.entity.js';
import type { Tariff } from '../../src/modules/school/entities/tariff.entity.js';
import type { Session } from '../support/factories.js';
import { idleQueues } from '../support/idle-queues.js';
import type { TestApp } from '../support/test-app.js';
import type { LearnerRole, Role, World } from './safety-world.js';
import {
  bindTariff,
  createAttempt,
  createExercise,
  createSchool,
  createTariff,
  type ExerciseRows,
} from './school-rows.js';

const SAVE_ANSWERS = '/api/v1/school/user/exercises/save-answers';
const changeAttempt = (id: number) => `/api/v1/school/admin/users/attempts/${id}/change`;
/** Well after the fixed clock's now: the exercise stays closed the whole run. */
const FAR_AHEAD = new Date('2030-01-01T06:00:00Z');

/** A learner's attempt as the learner's answers and the admin's pages show it. */
export interface SentAttempt {
  id: number;
  answerIds: number[];
}

/** The school as the matrix finds it: both learners study in it, the admin has no tariff. */
export interface SchoolWorld {
  school: School;
  /** On sale and bound to both learners. */
  tariff: Tariff;
  /** Not on sale: the public list never shows it. */
  inactiveTariff: Tariff;
  /** Open, with lessons and questions; each learner answered it and was failed with a comment. */
  exercise: ExerciseRows;
  /** Opens after the run: learners see its title and date only. */
  locked: ExerciseRows;
  /** Admins change its content: lessons, questions, their order. */
  plain: ExerciseRows;
  /** An open exercise of another school, which nobody may enter. */
  closed: ExerciseRows;
  /** Each learner's reviewed attempt on `exercise`; its answers and comment are the learner's secrets. */
  attempts: Record<LearnerRole, SentAttempt>;
}

const hex = () => randomBytes(4).toString('hex');

/** A text only `owner` (and admins) may see; kept among the owner's secrets when a learner's. */
export function secretOf(world: Pick<World, 'secrets'>, owner: Role, label: string): string {
  const text = `${label} ${hex()}`;
  if (owner === 'learner' || owner === 'otherLearner') world.secrets[owner].push(text);
  return text;
}

/** The session a role's own things belong to; anonymous, refused anyway, borrows the learner's. */
export const ownerOf = (world: World, role: Role): Session =>
  world.sessions[role === 'anonymous' ? 'learner' : role];

/** A body answering every question of the exercise with the given texts. */
export const answersTo = (rows: ExerciseRows, texts: string[]) => ({
  exercise_id: rows.exercise.id,
  answers: rows.questions.map((question, index) => ({
    question_id: question.id,
    text: texts[index] ?? 'Ответ',
  })),
});

/** The learner sends answers as the SPA does: a new attempt, under review. */
async function send(
  t: TestApp,
  learner: Session,
  rows: ExerciseRows,
  texts: string[],
): Promise<SentAttempt> {
  const response = await t
    .http()
    .post(SAVE_ANSWERS)
    .set(learner.auth)
    .send(answersTo(rows, texts))
    .expect(201);
  const attempt = response.body.attempt as { id: number; answers: { id: number }[] };
  return { id: attempt.id, answerIds: attempt.answers.map((answer) => answer.id) };
}

/** An open exercise of the world's school with one question, made for one request. */
export const freshExercise = (world: World) =>
  createExercise(world.t, world.school.school.id, { lessons: 0, questions: 1 });

/** `owner` answers an exercise made for it: an attempt under review, its text the owner's secret. */
export async function attemptUnderReview(world: World, owner: LearnerRole): Promise<SentAttempt> {
  const text = secretOf(world, owner, 'Ответ на проверке');
  return send(world.t, world.sessions[owner], await freshExercise(world), [text]);
}

/** An answer of the role's own in a reviewed attempt, which its author may delete. */
export async function ownReviewedAnswer(world: World, role: Role): Promise<number> {
  const text = secretOf(world, role, 'Удаляемый ответ');
  const rows = await freshExercise(world);
  const { answers } = await createAttempt(
    world.t,
    ownerOf(world, role).id,
    rows,
    AttemptStatus.FAILED,
    [text],
  );
  return answers[0]!.id;
}

/**
 * The school, its exercises and each learner's reviewed attempt, made through the real app: the
 * answers go through the learner's endpoint and the verdict through the admin's.
 */
export async function buildSchoolWorld(
  world: Pick<World, 't' | 'sessions' | 'secrets'>,
): Promise<SchoolWorld> {
  const { t, sessions } = world;
  const { school, tariff } = await createSchool(t, 'Психотипы');
  const { school: otherSchool } = await createSchool(t, 'Закрытая школа');
  const inactiveTariff = await createTariff(t, school, false);
  const exercise = await createExercise(t, school.id, { lessons: 2, questions: 2 });
  const learners = ['learner', 'otherLearner'] as const;
  const attempts = {} as Record<LearnerRole, SentAttempt>;
  for (const learner of learners) {
    await bindTariff(t, sessions[learner].id, tariff, sessions.admin.id);
    const texts = [1, 2].map((n) => secretOf(world, learner, `Ответ ${n}`));
    attempts[learner] = await send(t, sessions[learner], exercise, texts);
    await t
      .http()
      .post(changeAttempt(attempts[learner].id))
      .set(sessions.admin.auth)
      .send({ status: 'failed', comment: secretOf(world, learner, 'Комментарий проверяющего') })
      .expect(200);
  }
  // The review letters are queued jobs: they finish now, not while the matrix counts writes.
  await idleQueues(t.app)();
  return {
    school,
    tariff,
    inactiveTariff,
    exercise,
    locked: await createExercise(t, school.id, { activateAt: FAR_AHEAD }),
    plain: await createExercise(t, school.id, { lessons: 2, questions: 2 }),
    closed: await createExercise(t, otherSchool.id),
    attempts,
  };
}
