import { renderHook } from '@testing-library/react';
import { useAuthModal } from '@/lib/auth-modal';

export function getAuthModalState() {
  const { result, unmount } = renderHook(() => useAuthModal());
  const state = result.current;
  unmount();
  return state;
}
