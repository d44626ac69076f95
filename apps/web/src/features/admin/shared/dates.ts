/**
 * A date input's yyyy-MM-dd as an ISO moment in the admin's time zone: the end of that day, so an
 * access given 'until 30 November' lasts all of 30 November.
 */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();
