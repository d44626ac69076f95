import { useSyncExternalStore } from 'react';

export type AuthTab = 'login' | 'registration';

export interface AuthModalState {
  open: boolean;
  tab: AuthTab;
  /** Where to go after a successful login (set by the route guard). */
  returnTo: string | null;
  /** True once the modal has been opened, so its code can load lazily and then stay mounted. */
  everOpened: boolean;
}

let state: AuthModalState = { open: false, tab: 'login', returnTo: null, everOpened: false };
const listeners = new Set<() => void>();

function emit(next: AuthModalState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openAuthModal(options: { tab?: AuthTab; returnTo?: string | null } = {}) {
  emit({
    open: true,
    tab: options.tab ?? 'login',
    returnTo: options.returnTo ?? state.returnTo,
    everOpened: true,
  });
}

export function closeAuthModal() {
  emit({ ...state, open: false });
}

export function setAuthTab(tab: AuthTab) {
  emit({ ...state, tab });
}

/** Reads and forgets the remembered origin. */
export function takeReturnTo(): string | null {
  const { returnTo } = state;
  if (returnTo !== null) emit({ ...state, returnTo: null });
  return returnTo;
}

export function resetAuthModal() {
  emit({ ...state, open: false, tab: 'login', returnTo: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getState = () => state;

export function useAuthModal(): AuthModalState {
  return useSyncExternalStore(subscribe, getState, getState);
}
