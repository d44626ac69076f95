import { useParams } from 'react-router-dom';

/** A route parameter as a positive integer id, or null when the address holds something else. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** The route's positive integer id, or null when the address holds something else. */
export function useIdParam(name = 'id'): number | null {
  return positiveId(useParams()[name]);
}
