import { Certificate } from '../../../src/modules/certificates/entities/certificate.entity.js';
import { createKit, createWebinar } from '../../support/catalog-factories.js';
import { registerUser } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';
import type { FuzzTargets } from './base-request.js';

/** Rows of the fuzzer's own, so what a fuzzed request manages to change touches nothing else. */
export async function createFuzzTargets(t: TestApp, competenceId: number): Promise<FuzzTargets> {
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
  };
}
