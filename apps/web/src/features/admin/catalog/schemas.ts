import { z } from 'zod/mini';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';
import {
  customPriceFields,
  kitObjectSchema,
  kitSchema,
  webinarObjectSchema,
  webinarSchema,
} from '@/lib/catalog/schemas';

/** Checked admin answers: the shop's course and kit plus what only an admin sees. */
export type AdminWebinar = Schemas['AdminWebinarDto'];
export type AdminKit = Schemas['AdminKitDto'];
export type AdminCertificate = Schemas['AdminCertificateDto'];
export type CustomPrice = Schemas['WebinarCustomPriceDto'] | Schemas['KitCustomPriceDto'];

/** Custom renewal prices the admin set (null: the 60 % default applies). */
const adminPriceFields = {
  prolongation_price_custom: z.nullable(z.number()),
  prolongation_price_azn_custom: z.nullable(z.number()),
};

export const adminWebinarSchema = matchesApi<AdminWebinar>()(
  z.extend(webinarObjectSchema(), {
    ...adminPriceFields,
    custom_prices: z.array(
      matchesApi<Schemas['WebinarCustomPriceDto']>()(
        z.object({ ...customPriceFields(), webinar_id: z.number() }),
      ),
    ),
  }),
);

export const adminKitSchema = matchesApi<AdminKit>()(
  z.extend(kitObjectSchema(), {
    ...adminPriceFields,
    custom_prices: z.array(
      matchesApi<Schemas['KitCustomPriceDto']>()(
        z.object({ ...customPriceFields(), kit_id: z.number() }),
      ),
    ),
  }),
);

export const adminCertificateSchema = matchesApi<AdminCertificate>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.nullable(z.string()),
    image: z.nullable(z.string()),
    issued_at: z.nullable(z.string()),
    sort: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);

const pageFields = { total: z.number(), page: z.number(), per_page: z.number() };

export const webinarsPageSchema = matchesApi<Schemas['WebinarsPageDto']>()(
  z.object({ ...pageFields, webinars: z.array(webinarSchema) }),
);
/** Every course at once (read page by page): what a kit or a grant picks from. */
export const allWebinarsSchema = z.array(webinarSchema);
export const kitsPageSchema = matchesApi<Schemas['KitsPageDto']>()(
  z.object({ ...pageFields, kits: z.array(kitSchema) }),
);
export const certificatesPageSchema = matchesApi<Schemas['AdminCertificatesPageDto']>()(
  z.object({ ...pageFields, certificates: z.array(adminCertificateSchema) }),
);
export const tagsSchema = z.array(z.object({ id: z.number(), title: z.string() }));
