import { useParams } from 'react-router-dom';

/** The route's positive integer id, or null when the address holds something else. */
export function useIdParam(name = 'id'): number | null {
  const value = useParams()[name];
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
