import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/config/storage-keys';
import { ROLES } from '@/config/constants';
import type { Viewer } from '../query-keys';
import { parseServerData } from '../server-data';
import { userSchema, type AuthenticatedUser, type SessionUser } from './user-schema';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  isAuthorized: boolean;
  isHavePsychotherapist: boolean;
  isHaveSchool: boolean;
}

const anonymous: SessionState = {
  user: null,
  token: null,
  isAuthorized: false,
  isHavePsychotherapist: false,
  isHaveSchool: false,
};

let state: SessionState = anonymous;
const listeners = new Set<() => void>();

function emit(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Reads the stored session; the visitor counts as authorized when a token is stored. */
export function restoreSession(): SessionState {
  const token = localStorage.getItem(storageKeys.apiToken) || null;
  let user: SessionUser | null = null;
  const storedUser = readJson(storageKeys.user);
  if (storedUser !== null) {
    try {
      user = parseServerData(userSchema, storedUser, 'stored user');
    } catch {
      localStorage.removeItem(storageKeys.user);
    }
  }
  emit({
    user,
    token,
    isAuthorized: token !== null,
    isHavePsychotherapist: localStorage.getItem(storageKeys.isHavePsychotherapist) === 'true',
    isHaveSchool: localStorage.getItem(storageKeys.isHaveSchool) === 'true',
  });
  return state;
}

/** Stores the user returned by login or registration. */
export function startSession(authenticated: AuthenticatedUser) {
  const { api_token: token, ...user } = authenticated;
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.apiToken, token);
  emit({ ...state, user, token, isAuthorized: true });
}

/** Replaces the stored user after a profile update or a fresh load of the current user. */
export function updateSessionUser(user: SessionUser) {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  emit({ ...state, user });
}

export function setAccessFlags(
  flags: Partial<Pick<SessionState, 'isHavePsychotherapist' | 'isHaveSchool'>>,
) {
  const next = { ...state, ...flags };
  localStorage.setItem(storageKeys.isHavePsychotherapist, String(next.isHavePsychotherapist));
  localStorage.setItem(storageKeys.isHaveSchool, String(next.isHaveSchool));
  emit(next);
}

export function clearSession() {
  localStorage.removeItem(storageKeys.user);
  localStorage.removeItem(storageKeys.apiToken);
  localStorage.removeItem(storageKeys.isHavePsychotherapist);
  localStorage.removeItem(storageKeys.isHaveSchool);
  emit(anonymous);
}

export function getSession(): SessionState {
  return state;
}

export function getToken(): string | null {
  return state.token;
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user's id, or null: catalog answers differ per viewer, so their keys carry it. */
export function useViewerId(): Viewer {
  return useSession().user?.id ?? null;
}

export function isAdmin(user: SessionUser | null): boolean {
  return user?.roles.includes(ROLES.admin) ?? false;
}
