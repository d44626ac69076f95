/**
 * A date input's yyyy-MM-dd as an ISO moment in the admin's time zone: the start or the end of
 * that day, so a period 'from 1 to 30 November' includes all of 30 November.
 */
export const startOfDay = (date: string) => new Date(`${date}T00:00:00`).toISOString();
export const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();
