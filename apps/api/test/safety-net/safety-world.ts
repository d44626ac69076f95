import { randomBytes, randomInt } from 'node:crypto';
import { AccessGrantsService } from '../../src/modules/access/access-grants.service.js';
import { AccessSource } from '../../src/modules/access/entities/access-grant.entity.js';
import { Certificate } from '../../src/modules/certificates/entities/certificate.entity.js';
import { Competence } from '../../src/modules/content/entities/competence.entity.js';
import type { Kit } from '../../src/modules/kits/entities/kit.entity.js';
import type { Webinar } from '../../src/modules/webinars/entities/webinar.entity.js';
import { createKit, createWebinar } from '../support/catalog-factories.js';
import { createAdmin, registerUser, type Session } from '../support/factories.js';
import type { TestApp } from '../support/test-app.js';
import { pendingPayment } from './safety-payments.js';
import { buildSchoolWorld, type SchoolWorld } from './safety-school.js';

/** Who asks. `otherLearner` owns different things than `learner`, so each can ask for the other's. */
export const ROLES = ['anonymous', 'learner', 'otherLearner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type LearnerRole = 'learner' | 'otherLearner';

/** What one learner owns: a webinar bought alone and a kit (marked 1) with its own webinar. */
export interface Holdings {
  webinar: Webinar;
  kit: Kit;
  kitWebinar: Webinar;
}

export interface World {
  t: TestApp;
  sessions: Record<LearnerRole | 'admin', Session>;
  holdings: Record<LearnerRole, Holdings>;
  /** A user none of the roles is: the target of admins' changes to users. */
  bystander: Session;
  /** Another user none of the roles is: buys what the payment callbacks and refunds act on. */
  buyer: Session;
  /** A pending payment of each signed-in role's own. */
  payments: Record<LearnerRole | 'admin', number>;
  /** Owned by nobody, changed by admins. */
  plainWebinar: Webinar;
  certificate: Certificate;
  competence: Competence;
  /** Hidden from everyone but admins. */
  inactive: { webinar: Webinar; kit: Kit };
  /** Made only to be deleted by the operations that delete. */
  doomed: { webinar: Webinar; kit: Kit; certificate: Certificate };
  /** The school both learners study in, with their answers; the admin has no tariff. */
  school: SchoolWorld;
  /**
   * Texts only that learner (and admins) may ever see: contacts, tokens, video links, school
   * answers and reviewers' comments. Requests that make new ones add them as they go.
   */
  secrets: Record<LearnerRole, string[]>;
}

const hex = () => randomBytes(4).toString('hex');
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

async function learnerWithHoldings(t: TestApp, name: string) {
  const session = await registerUser(t.http, {
    last_name: `${name}-${hex()}`,
    cellphone: `+7 (9${digits(2)}) ${digits(3)} ${digits(4)}`,
  });
  const privateLinks = () => ({
    videoUrl: `https://video.example/private-${hex()}`,
    url: `https://materials.example/private-${hex()}`,
  });
  const webinar = await createWebinar(t.dataSource, privateLinks());
  const kitWebinar = await createWebinar(t.dataSource, privateLinks());
  const kit = await createKit(t.dataSource, [kitWebinar], { markId: 1 });
  const grants = t.app.get(AccessGrantsService);
  const origin = { source: AccessSource.ADMIN };
  await t.dataSource.transaction(async (manager) => {
    await grants.grantWebinar(manager, session.id, { webinarId: webinar.id }, origin);
    await grants.grantKit(manager, session.id, kit.id, origin);
  });
  const profile = (await t.http().get('/api/v1/user/current').set(session.auth).expect(200)).body
    .user as { cellphone: string; last_name: string };
  const secrets = [
    session.login,
    session.token,
    profile.cellphone,
    profile.last_name,
    webinar.videoUrl!,
    webinar.url!,
    kitWebinar.videoUrl!,
    kitWebinar.url!,
  ];
  return { session, holdings: { webinar, kit, kitWebinar }, secrets };
}

/** Everything the authorization matrix and the fuzzer ask about, made through the real app. */
export async function buildWorld(t: TestApp): Promise<World> {
  const learner = await learnerWithHoldings(t, 'Ученикова');
  const otherLearner = await learnerWithHoldings(t, 'Другова');
  const admin = await createAdmin(t.dataSource, t.http);
  const bystander = await registerUser(t.http);
  const certificates = t.dataSource.getRepository(Certificate);
  const sessions = { learner: learner.session, otherLearner: otherLearner.session, admin };
  const secrets = { learner: learner.secrets, otherLearner: otherLearner.secrets };
  return {
    t,
    sessions,
    holdings: { learner: learner.holdings, otherLearner: otherLearner.holdings },
    bystander,
    buyer: await registerUser(t.http),
    payments: {
      learner: (await pendingPayment(t, sessions.learner)).id,
      otherLearner: (await pendingPayment(t, sessions.otherLearner)).id,
      admin: (await pendingPayment(t, sessions.admin)).id,
    },
    plainWebinar: await createWebinar(t.dataSource),
    certificate: await certificates.save({ title: 'Диплом психолога' }),
    competence: await t.dataSource
      .getRepository(Competence)
      .save({ title: 'Работа с тревогой', description: ['Абзац'] }),
    inactive: {
      webinar: await createWebinar(t.dataSource, { isActive: false }),
      kit: await createKit(t.dataSource, [], { isActive: false }),
    },
    doomed: {
      webinar: await createWebinar(t.dataSource),
      kit: await createKit(t.dataSource, []),
      certificate: await certificates.save({ title: 'Удаляемый диплом' }),
    },
    school: await buildSchoolWorld({ t, sessions, secrets }),
    secrets,
  };
}

/** The learner whose things `role` asks for: never its own, so ownership checks are exercised. */
export function foreignLearner(role: Role): LearnerRole {
  return role === 'learner' ? 'otherLearner' : 'learner';
}

/** The secrets a response to `role` must not contain. */
export function secretsHiddenFrom(world: World, role: Role): string[] {
  if (role === 'admin') return [];
  return (['learner', 'otherLearner'] as const)
    .filter((owner) => owner !== role)
    .flatMap((owner) => world.secrets[owner]);
}
