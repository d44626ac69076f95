import { ConsultationRequest } from '../../src/modules/consultations/entities/consultation-request.entity.js';
import { KitCustomPrice } from '../../src/modules/kits/entities/kit-custom-price.entity.js';
import { WebinarCustomPrice } from '../../src/modules/webinars/entities/webinar-custom-price.entity.js';
import { adminOnly, type Declaration } from './matrix-declaration.js';
import { foreignLearner, type Role, type World } from './safety-world.js';

/**
 * The admin screens' operations of issue 12: price window deletion, the consultation done mark and
 * the statistics. Each request that deletes or changes gets a row of its own, made for it.
 */

const window = {
  start: new Date('2027-05-01T00:00:00Z'),
  end: new Date('2027-05-31T23:59:59Z'),
  price: 1900,
  priceAzn: 38,
};

/** A fresh price window on the other learner's purchase, for one request to delete. */
async function priceWindowOf(world: World, role: Role, kind: 'webinar' | 'kit') {
  const holdings = world.holdings[foreignLearner(role)];
  const { dataSource } = world.t;
  if (kind === 'webinar') {
    const saved = await dataSource
      .getRepository(WebinarCustomPrice)
      .save({ ...window, webinarId: holdings.webinar.id });
    return { path: { id: holdings.webinar.id, priceId: saved.id } };
  }
  const saved = await dataSource
    .getRepository(KitCustomPrice)
    .save({ ...window, kitId: holdings.kit.id });
  return { path: { id: holdings.kit.id, priceId: saved.id } };
}

export const ADMIN_DECLARATIONS: Record<string, Declaration | Declaration[]> = {
  adminDeleteWebinarCustomPrice: {
    expect: adminOnly,
    request: (world, role) => priceWindowOf(world, role, 'webinar'),
  },
  adminDeleteKitCustomPrice: {
    expect: adminOnly,
    request: (world, role) => priceWindowOf(world, role, 'kit'),
  },
  adminUpdateConsultationRequest: {
    expect: adminOnly,
    request: async (world) => {
      const request = await world.t.dataSource.getRepository(ConsultationRequest).save({
        name: 'Анна',
        contact: '+7 (999) 000-00-00',
        consentAt: world.t.clock.now(),
        userId: null,
      });
      return { path: { id: request.id }, json: { done: true } };
    },
  },
  adminStatisticsRevenue: {
    expect: adminOnly,
    request: () => ({ query: { from: '2026-11-01', to: '2026-11-30', group: 'week' } }),
  },
  adminStatisticsSummary: {
    expect: adminOnly,
    request: () => ({ query: { from: '2026-11-01', to: '2026-11-30' } }),
  },
};
