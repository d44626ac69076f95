import { Certificate } from '../../../src/modules/certificates/entities/certificate.entity.js';
import { createKit, createWebinar } from '../../support/catalog-factories.js';
import { registerUser, type Session } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';
import { pendingPayment } from '../safety-payments.js';
import type { FuzzTargets } from './base-request.js';

/**
 * Rows of the fuzzer's own, so what a fuzzed request manages to change touches nothing else; the
 * payment is its learner's, so the learner's requests about it get past the ownership check.
 */
export async function createFuzzTargets(
  t: TestApp,
  competenceId: number,
  learner: Session,
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
    paymentId: (await pendingPayment(t, learner)).id,
  };
}
