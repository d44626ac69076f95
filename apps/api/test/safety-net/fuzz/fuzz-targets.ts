import { Certificate } from '../../../src/modules/certificates/entities/certificate.entity.js';
import { AttemptStatus } from '../../../src/modules/school/entities/attempt.entity.js';
import { createKit, createWebinar } from '../../support/catalog-factories.js';
import { registerUser, type Session } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';
import { pendingPayment } from '../safety-payments.js';
import { bindTariff, createAttempt, createExercise, createSchool } from '../school-rows.js';
import type { FuzzTargets, SchoolTargets } from './base-request.js';

/**
 * The fuzzer's school: its learner studies there and has an answer of its own to delete; its user
 * has an attempt under review for admins to judge.
 */
async function createSchoolTargets(
  t: TestApp,
  sessions: { learner: Session; admin: Session },
  userId: number,
): Promise<SchoolTargets> {
  const { school, tariff } = await createSchool(t, 'Школа для проверки');
  await bindTariff(t, sessions.learner.id, tariff, sessions.admin.id);
  const edited = await createExercise(t, school.id);
  const answering = await createExercise(t, school.id, { lessons: 0 });
  const reviewed = await createAttempt(t, sessions.learner.id, answering, AttemptStatus.FAILED, []);
  const underReview = await createAttempt(t, userId, answering, AttemptStatus.CHECKING, []);
  return {
    schoolId: school.id,
    tariffId: tariff.id,
    exerciseId: edited.exercise.id,
    lessonId: edited.lessons[0]!.id,
    questionId: edited.questions[0]!.id,
    answering: { exerciseId: answering.exercise.id, questionId: answering.questions[0]!.id },
    attemptId: underReview.attempt.id,
    answerId: reviewed.answers[0]!.id,
  };
}

/**
 * Rows of the fuzzer's own, so what a fuzzed request manages to change touches nothing else; the
 * payment is its learner's, so the learner's requests about it get past the ownership check.
 */
export async function createFuzzTargets(
  t: TestApp,
  competenceId: number,
  sessions: { learner: Session; admin: Session },
): Promise<FuzzTargets> {
  const webinar = await createWebinar(t.dataSource);
  const kit = await createKit(t.dataSource, [webinar]);
  const certificate = await t.dataSource
    .getRepository(Certificate)
    .save({ title: 'Диплом для проверки' });
  const user = await registerUser(t.http);
  return {
    webinarId: webinar.id,
    kitId: kit.id,
    certificateId: certificate.id,
    competenceId,
    userId: user.id,
    paymentId: (await pendingPayment(t, sessions.learner)).id,
    school: await createSchoolTargets(t, sessions, user.id),
  };
}
