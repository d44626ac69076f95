import type { Schemas } from '@course-shop/api-client';
import { apiClient } from '@/lib/api-client';
import { unwrap } from '@/lib/api-error';
import { byId } from '@/lib/checked-query';

export type CustomPriceBody = Schemas['AddCustomPriceDto'];

/** What has custom prices: a course or a kit. One panel serves both. */
export type PricedKind = 'webinar' | 'kit';

const priceOf = (id: number, priceId: number) => ({ params: { path: { id, priceId } } });

/** The screens reload the item after a change, so the answer itself is not needed. */
const done = () => undefined;

/** POST …/add-custom-price and DELETE …/custom-prices/{priceId}, per kind. */
export const customPriceRequests = {
  webinar: {
    add: (id: number, body: CustomPriceBody) =>
      unwrap(
        apiClient.POST('/api/v2/admin/webinars/{id}/add-custom-price', { ...byId(id), body }),
      ).then(done),
    remove: (id: number, priceId: number) =>
      unwrap(
        apiClient.DELETE(
          '/api/v2/admin/webinars/{id}/custom-prices/{priceId}',
          priceOf(id, priceId),
        ),
      ).then(done),
  },
  kit: {
    add: (id: number, body: CustomPriceBody) =>
      unwrap(
        apiClient.POST('/api/v2/admin/kits/{id}/add-custom-price', { ...byId(id), body }),
      ).then(done),
    remove: (id: number, priceId: number) =>
      unwrap(
        apiClient.DELETE('/api/v2/admin/kits/{id}/custom-prices/{priceId}', priceOf(id, priceId)),
      ).then(done),
  },
} satisfies Record<PricedKind, unknown>;
