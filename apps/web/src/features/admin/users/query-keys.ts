/** Query keys of the admin users screens, all under ['admin', 'users'] so one prefix reloads them. */
export interface UsersListParams {
  search: string;
  page: number;
}

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (params: UsersListParams) => ['admin', 'users', 'list', params] as const,
  user: (id: number) => ['admin', 'users', id] as const,
  webinars: (id: number) => ['admin', 'users', id, 'webinars'] as const,
  /** Every course, to pick one to grant. */
  tariffs: ['admin', 'users', 'tariffs'] as const,
};
