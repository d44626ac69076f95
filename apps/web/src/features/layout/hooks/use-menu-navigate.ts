import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Ark's menu selects a link item from the keyboard by dispatching a click React Router never sees,
 * so the browser reloaded the whole page. Our menu items' values are their routes: navigate inside
 * the app instead.
 */
export function useMenuNavigate() {
  const navigate = useNavigate();
  return useCallback(({ value }: { value: string }) => void navigate(value), [navigate]);
}
