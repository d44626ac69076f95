/** Query keys of the payments, consultation requests and audit screens, under ['admin', …]. */
export const insightsKeys = {
  payments: ['admin', 'payments'] as const,
  paymentList: (filters: Record<string, string>, page: number) =>
    ['admin', 'payments', 'list', filters, page] as const,
  payment: (id: number) => ['admin', 'payments', id] as const,
  consultations: ['admin', 'consultation-requests'] as const,
  consultationList: (done: string, page: number) =>
    ['admin', 'consultation-requests', done, page] as const,
  audit: (filters: Record<string, string>, page: number) =>
    ['admin', 'audit', filters, page] as const,
};
