/**
 * Query keys of the admin catalog. They sit under the public ['catalog'] prefix on purpose: an
 * admin change invalidates ['catalog'] once and both the admin screens and the shop reload.
 */
/** The active filter of a course or kit list as the URL holds it: '' shows all. */
export type StatusFilter = '' | 'active' | 'inactive';

export interface AdminListParams {
  page: number;
  perPage: number;
  search: string;
  status: StatusFilter;
}

export const adminCatalogKeys = {
  /** Every catalog query, the shop's included: what an admin change reloads. */
  catalog: ['catalog'] as const,
  webinars: (params: AdminListParams) => ['catalog', 'admin', 'webinars', params] as const,
  allWebinars: ['catalog', 'admin', 'webinars', 'all'] as const,
  webinar: (id: number) => ['catalog', 'admin', 'webinar', id] as const,
  kits: (params: AdminListParams) => ['catalog', 'admin', 'kits', params] as const,
  kit: (id: number) => ['catalog', 'admin', 'kit', id] as const,
  tags: ['catalog', 'admin', 'tags'] as const,
  certificates: (page: number) => ['catalog', 'admin', 'certificates', page] as const,
  certificate: (id: number) => ['catalog', 'admin', 'certificate', id] as const,
};
