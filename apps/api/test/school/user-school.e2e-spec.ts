import type { Schemas } from '@course-shop/api-client';
import type { DataSource } from 'typeorm';
import { Answer } from '../../src/modules/school/entities/answer.entity.js';
import { Attempt, AttemptStatus } from '../../src/modules/school/entities/attempt.entity.js';
import { Exercise } from '../../src/modules/school/entities/exercise.entity.js';
import { Lesson } from '../../src/modules/school/entities/lesson.entity.js';
import { Question } from '../../src/modules/school/entities/question.entity.js';
import { School } from '../../src/modules/school/entities/school.entity.js';
import { Tariff } from '../../src/modules/school/entities/tariff.entity.js';
import { SchoolAccessService } from '../../src/modules/school/school-access.service.js';
import { demoExercises } from '../../src/seed/demo-school.data.js';
import { insertDemoSchool, seedDemoSchool } from '../../src/seed/seed-demo-school.js';
import { api, type ErrorCode, expectError, expectOk, type Viewer } from '../support/api-client.js';
import { createAdmin, registerUser, type Session } from '../support/factories.js';
import { countStatements } from '../support/statement-counter.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY_MS = 24 * 3600 * 1000;
const SCHOOLS = '/api/v1/school/user/tariffs';
const EXERCISES = '/api/v1/school/user/exercises';
const SAVE = '/api/v1/school/user/exercises/save-answers';

describe('the learner’s school', () => {
  let t: TestApp;
  let admin: Session;
  let demo: School;
  let tariff: Tariff;
  let exercises: Exercise[];
  let questionsOf: (exerciseId: number) => Promise<Question[]>;
  let foreign: { exercise: Exercise; tariff: Tariff };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.dataSource, t.http);
    demo = await t.dataSource.transaction((manager) => insertDemoSchool(manager, t.clock.now()));
    tariff = await t.dataSource.getRepository(Tariff).findOneByOrFail({ schoolId: demo.id });
    exercises = await t.dataSource
      .getRepository(Exercise)
      .find({ where: { schoolId: demo.id }, order: { sort: 'ASC', id: 'ASC' } });
    questionsOf = (exerciseId) =>
      t.dataSource
        .getRepository(Question)
        .find({ where: { exerciseId }, order: { sort: 'ASC', id: 'ASC' } });
    foreign = await createSchool(t.dataSource, 'Другая школа', 1);
  });
  afterAll(() => t.close());

  const grant = (user: Session, which = tariff, expiresAt?: Date) =>
    t.dataSource.transaction((manager) =>
      t.app.get(SchoolAccessService).bind(manager, {
        userId: user.id,
        tariff: which,
        origin: { source: 'admin', boundBy: admin.id },
        expiresAt,
      }),
    );
  const learner = async () => {
    const user = await registerUser(t.http);
    await grant(user);
    return user;
  };
  const save = (user: Viewer, body: Schemas['SaveAnswersDto']) => api(t, user).POST(SAVE, { body });
  /** A full, valid set of answers to an exercise, in reverse order to prove the API orders them. */
  const answersTo = async (exercise: Exercise, prefix = 'Ответ') =>
    (await questionsOf(exercise.id))
      .map((question, index) => ({ question_id: question.id, text: `${prefix} ${index + 1}` }))
      .reverse();
  /** Sends a full set of answers and returns the new attempt. */
  const submit = async (user: Viewer, exercise: Exercise, prefix?: string) =>
    expectOk(
      await save(user, { exercise_id: exercise.id, answers: await answersTo(exercise, prefix) }),
      201,
    ).attempt;
  const deleteAnswer = (id: number, user: Viewer = {}) =>
    api(t, user).DELETE('/api/v1/school/user/answers/{id}', { params: { path: { id } } });
  const review = (attemptId: number, status: AttemptStatus, comment: string | null = null) =>
    t.dataSource
      .getRepository(Attempt)
      .update(attemptId, { status, reviewerComment: comment, reviewedAt: t.clock.now() });
  const mySchools = async (user: Viewer) => expectOk(await api(t, user).GET(SCHOOLS));
  const myExercises = async (user: Viewer) => expectOk(await api(t, user).GET(EXERCISES)).exercises;
  const attemptCount = () => t.dataSource.getRepository(Attempt).count();

  it('anonymous callers get 401 on every learner route, and see the tariffs on sale', async () => {
    const anonymous = api(t);
    expectError(await anonymous.GET(SCHOOLS), 401);
    expectError(await anonymous.GET(EXERCISES), 401);
    expectError(
      await save({}, { exercise_id: exercises[0]!.id, answers: await answersTo(exercises[0]!) }),
      401,
    );
    expectError(await deleteAnswer(1), 401);

    const inactive = await t.dataSource.getRepository(Tariff).save({
      schoolId: demo.id,
      name: 'Снят с продажи',
      periodDays: 30,
      price: 1,
      priceAzn: 1,
      isActive: false,
    });
    const { tariffs } = expectOk(await anonymous.GET('/api/v1/school/tariffs'));
    expect(tariffs).toContainEqual({
      id: tariff.id,
      school_id: demo.id,
      name: 'Психотипы: 90 дней',
      period_days: 90,
      price: 9900,
      price_azn: 199,
      final_price: 9900,
      final_price_azn: 199,
    });
    expect(tariffs.map((item) => item.id)).not.toContain(inactive.id);
  });

  it('a user without school access gets an empty list and a clear 403', async () => {
    const user = await registerUser(t.http);
    expect(await mySchools(user)).toEqual([]);
    expectError(await api(t, user).GET(EXERCISES), 403, 'SCHOOL_ACCESS_REQUIRED');
    const body = { exercise_id: exercises[0]!.id, answers: await answersTo(exercises[0]!) };
    expectError(await save(user, body), 403, 'SCHOOL_ACCESS_REQUIRED');
    expectError(await deleteAnswer(1, user), 404, 'ANSWER_NOT_FOUND');
  });

  it('an admin is a learner like any other here: no tariff, no exercises, no one else’s answers', async () => {
    expect(await mySchools(admin)).toEqual([]);
    expectError(await api(t, admin).GET(EXERCISES), 403);
    const body = { exercise_id: exercises[0]!.id, answers: await answersTo(exercises[0]!) };
    expectError(await save(admin, body), 403, 'SCHOOL_ACCESS_REQUIRED');
    // Admins read answers through the audited admin routes only, never through the learner's.
    const author = await learner();
    const attempt = expectOk(await save(author, body), 201).attempt;
    await review(attempt.id, AttemptStatus.FAILED, 'Ещё раз');
    const answerId = attempt.answers[0]!.id;
    expectError(await deleteAnswer(answerId, admin), 404);
    expect(await t.dataSource.getRepository(Answer).countBy({ id: answerId })).toBe(1);
  });

  it('lists the school with the end of access, and its exercises; the future one locked', async () => {
    const user = await learner();
    expect(await mySchools(user)).toEqual([
      {
        id: demo.id,
        title: 'Курс психотипы',
        description: expect.stringContaining('Девяносто дней'),
        expires_at: new Date(t.clock.now().getTime() + 90 * DAY_MS).toISOString(),
      },
    ]);

    const list = await myExercises(user);
    expect(list.map((item) => item.id)).toEqual(exercises.map((item) => item.id));
    const [first, second, third] = list;
    expect(first).toMatchObject({ is_open: true, activate_at: null, school_id: demo.id });
    expect(first!.lessons.map((lesson) => lesson.title)).toEqual(
      demoExercises[0]!.lessons.map((lesson) => lesson.title),
    );
    expect(first!.questions.map((question) => question.text)).toEqual(
      demoExercises[0]!.questions.map((question) => question.text),
    );
    expect(second!.lessons).toHaveLength(3);
    expect(third).toEqual({
      id: exercises[2]!.id,
      title: 'Задание 3. Психотипы в отношениях',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      school_id: demo.id,
      activate_at: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      is_open: false,
      description: '',
      url: null,
      video_urls: null,
      properties: {},
      lessons: [],
      questions: [],
      attempts: [],
    });
    // Another school's exercises stay out of the list.
    expect(list.map((item) => item.id)).not.toContain(foreign.exercise.id);
  });

  it('shows an extension bound ahead of time as part of the access it continues', async () => {
    const user = await learner();
    const extension = await grant(user);
    const firstEnd = t.clock.now().getTime() + 90 * DAY_MS;
    expect(extension.startsAt.getTime()).toBe(firstEnd);
    const [school] = await mySchools(user);
    expect(school!.expires_at).toBe(new Date(firstEnd + 90 * DAY_MS).toISOString());
  });

  it('takes answers as a new attempt under review, answers in the questions’ order', async () => {
    const user = await learner();
    const exercise = exercises[0]!;
    const questions = await questionsOf(exercise.id);
    const attempt = await submit(user, exercise);
    expect(attempt).toMatchObject({
      exercise_id: exercise.id,
      status: 'checking',
      reviewer_comment: null,
      submitted_at: t.clock.now().toISOString(),
      reviewed_at: null,
    });
    expect(attempt.answers.map((answer) => answer.question_id)).toEqual(
      questions.map((question) => question.id),
    );
    expect(attempt.answers[0]).toEqual({
      id: expect.any(Number),
      question_id: questions[0]!.id,
      text: 'Ответ 1',
      created_at: t.clock.now().toISOString(),
    });

    const again = await save(user, {
      exercise_id: exercise.id,
      answers: await answersTo(exercise),
    });
    expectError(again, 409, 'ATTEMPT_UNDER_REVIEW');

    const [shown] = (await myExercises(user))[0]!.attempts;
    expect(shown).toMatchObject({ id: attempt.id, status: 'checking' });
    expect(shown!.answers.map((answer) => answer.text)).toEqual(['Ответ 1', 'Ответ 2', 'Ответ 3']);
  });

  it('after a failed review takes a new attempt; after a finished one, nothing more', async () => {
    const user = await learner();
    const exercise = exercises[1]!;
    const first = await submit(user, exercise);
    await review(first.id, AttemptStatus.FAILED, 'Раскройте второй ответ подробнее');
    t.clock.advance(60_000);
    const second = await submit(user, exercise, 'Исправлено');
    await review(second.id, AttemptStatus.FINISHED, 'Отлично');

    const third = await save(user, {
      exercise_id: exercise.id,
      answers: await answersTo(exercise),
    });
    expectError(third, 409, 'EXERCISE_ALREADY_FINISHED');

    const { attempts } = (await myExercises(user))[1]!;
    expect(
      attempts.map((attempt) => [attempt.id, attempt.status, attempt.reviewer_comment]),
    ).toEqual([
      [second.id, 'finished', 'Отлично'],
      [first.id, 'failed', 'Раскройте второй ответ подробнее'],
    ]);
  });

  it('refuses answers that do not fit the exercise, and writes nothing', async () => {
    const user = await learner();
    const exercise = exercises[0]!;
    const full = await answersTo(exercise);
    const otherQuestion = (await questionsOf(exercises[1]!.id))[0]!;
    const before = await attemptCount();
    const refuse = async (answers: Schemas['AnswerInputDto'][], code: ErrorCode) => {
      const error = expectError(await save(user, { exercise_id: exercise.id, answers }), 400, code);
      expect(error.message).toMatch(/[А-Яа-я]/);
    };

    await refuse(full.slice(1), 'ANSWERS_DO_NOT_MATCH_QUESTIONS');
    await refuse(
      [...full.slice(1), { question_id: otherQuestion.id, text: 'Чужой' }],
      'ANSWERS_DO_NOT_MATCH_QUESTIONS',
    );
    await refuse([...full, full[0]!], 'VALIDATION_FAILED');
    await refuse([], 'VALIDATION_FAILED');
    await refuse([{ ...full[0]!, text: '   ' }, ...full.slice(1)], 'VALIDATION_FAILED');
    await refuse(
      [{ ...full[0]!, text: 'я'.repeat(20_001) }, ...full.slice(1)],
      'VALIDATION_FAILED',
    );
    // A wrong type and an unknown field: bodies the typed client would not compile.
    for (const body of [
      { exercise_id: 'один', answers: full },
      { exercise_id: exercise.id, answers: full, status: 'finished' },
    ]) {
      const response = await t.http().post(SAVE).set(user.auth).send(body);
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(response.body.message).toMatch(/[А-Яа-я]/);
    }
    expect(await attemptCount()).toBe(before);
  });

  it('answers 404 for unknown and other schools’ exercises, 409 for one not open yet', async () => {
    const user = await learner();
    const unknown = await save(user, {
      exercise_id: 2_000_000_000,
      answers: [{ question_id: 1, text: 'Да' }],
    });
    expectError(unknown, 404, 'EXERCISE_NOT_FOUND');
    const elsewhere = await save(user, {
      exercise_id: foreign.exercise.id,
      answers: await answersTo(foreign.exercise),
    });
    expectError(elsewhere, 404, 'EXERCISE_NOT_FOUND');
    const locked = await save(user, {
      exercise_id: exercises[2]!.id,
      answers: await answersTo(exercises[2]!),
    });
    expectError(locked, 409, 'EXERCISE_NOT_OPEN');
  });

  it('lets exactly one of two racing submissions through', async () => {
    const user = await learner();
    const exercise = exercises[0]!;
    const body = { exercise_id: exercise.id, answers: await answersTo(exercise) };
    const results = await Promise.all([save(user, body), save(user, body), save(user, body)]);
    expect(results.map((result) => result.response.status).sort()).toEqual([201, 409, 409]);
    for (const result of results.filter((item) => item.response.status === 409)) {
      expectError(result, 409, 'ATTEMPT_UNDER_REVIEW');
    }
    expect(await t.dataSource.getRepository(Attempt).countBy({ userId: user.id })).toBe(1);
  });

  it('never shows or deletes another learner’s answers', async () => {
    const author = await learner();
    const other = await learner();
    const attempt = await submit(author, exercises[0]!, 'Личное');

    const seen = await myExercises(other);
    expect(JSON.stringify(seen)).not.toContain('Личное');
    expect(seen[0]!.attempts).toEqual([]);
    const answerId = attempt.answers[0]!.id;
    await review(attempt.id, AttemptStatus.FAILED, 'Ещё раз');
    expectError(await deleteAnswer(answerId, other), 404, 'ANSWER_NOT_FOUND');
    expect(await t.dataSource.getRepository(Answer).countBy({ id: answerId })).toBe(1);
  });

  it('deletes the learner’s own answer, but not while it is under review', async () => {
    const user = await learner();
    const attempt = await submit(user, exercises[0]!);
    const answerId = attempt.answers[1]!.id;

    expectError(await deleteAnswer(answerId, user), 409, 'ATTEMPT_UNDER_REVIEW');
    await review(attempt.id, AttemptStatus.FAILED, 'Перепишите');
    expect(expectOk(await deleteAnswer(answerId, user))).toEqual({ message: 'ok' });
    expectError(await deleteAnswer(answerId, user), 404);
    expectError(await deleteAnswer(0, user), 400);
    const [shown] = (await myExercises(user))[0]!.attempts;
    expect(shown!.answers.map((answer) => answer.id)).not.toContain(answerId);
    expect(shown!.answers).toHaveLength(2);
  });

  it('reads the exercise list in a fixed number of queries, however many exercises', async () => {
    const school = await createSchool(t.dataSource, 'Счётная школа', 2);
    const user = await registerUser(t.http);
    await grant(user, school.tariff);
    await submit(user, school.exercise);
    const counter = countStatements(t.dataSource);
    try {
      const before = await counter.during(() => myExercises(user));
      for (let index = 0; index < 4; index += 1) {
        const extra = await addExercise(t.dataSource, school.tariff.schoolId, `Ещё ${index}`, 3);
        await submit(user, extra);
      }
      const after = await counter.during(() => myExercises(user));
      expect((await myExercises(user)).length).toBe(5);
      expect(after).toBe(before);
    } finally {
      counter.restore();
    }
  });

  it('opens the locked exercise on its date, and closes everything when access ends', async () => {
    const user = await registerUser(t.http);
    await grant(user, tariff, new Date(t.clock.now().getTime() + 10 * DAY_MS));
    t.clock.advance(7 * DAY_MS);
    const third = (await myExercises(user))[2]!;
    expect(third.is_open).toBe(true);
    expect(third.questions).toHaveLength(demoExercises[2]!.questions.length);

    t.clock.advance(3 * DAY_MS);
    expect(await mySchools(user)).toEqual([]);
    expectError(await api(t, user).GET(EXERCISES), 403);
  });

  it('leaves a database that already has a school alone when seeding', async () => {
    const count = await t.dataSource.getRepository(School).count();
    expect(await seedDemoSchool(t.dataSource, t.clock.now())).toBe('skipped');
    expect(await t.dataSource.getRepository(School).count()).toBe(count);
  });
});

/** A school with one active tariff and one open exercise of `questions` questions. */
async function createSchool(dataSource: DataSource, title: string, questions: number) {
  const school = await dataSource.getRepository(School).save({ title, description: 'Описание' });
  const tariff = await dataSource.getRepository(Tariff).save({
    schoolId: school.id,
    name: `${title}: 30 дней`,
    periodDays: 30,
    price: 1000,
    priceAzn: 20,
  });
  const exercise = await addExercise(dataSource, school.id, `${title}: задание`, questions);
  return { exercise, tariff };
}

async function addExercise(
  dataSource: DataSource,
  schoolId: number,
  title: string,
  questions: number,
) {
  const exercise = await dataSource.getRepository(Exercise).save({ schoolId, title });
  const lesson = await dataSource
    .getRepository(Lesson)
    .save({ exerciseId: exercise.id, title: `${title}: урок`, text: 'Текст урока' });
  await dataSource.getRepository(Question).save(
    Array.from({ length: questions }, (_, index) => ({
      exerciseId: exercise.id,
      lessonId: index === 0 ? lesson.id : null,
      text: `${title}: вопрос ${index + 1}`,
      sort: index,
    })),
  );
  return exercise;
}
