/** Query keys shared across features, so one feature's mutation can invalidate another's data. */
export const queryKeys = {
  currentUser: ['user', 'current'] as const,
  currentUserPayments: ['user', 'current', 'payments'] as const,
};
