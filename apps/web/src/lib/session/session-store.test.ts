import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import {
  clearSession,
  getToken,
  restoreSession,
  setAccessFlags,
  startSession,
} from './session-store';

const storedUser = {
  id: 3,
  login: 'kate@example.com',
  email: 'kate@example.com',
  first_name: 'Катя',
  middle_name: null,
  last_name: null,
  phone: null,
  birth_date: null,
  city: null,
  cellphone: null,
  roles: ['USER'],
};

describe('session store', () => {
  it('is anonymous when nothing is stored', () => {
    expect(restoreSession()).toMatchObject({ user: null, token: null, isAuthorized: false });
  });

  it('restores user, token and flags from localStorage and counts a stored token as authorized', () => {
    localStorage.setItem(storageKeys.user, JSON.stringify(storedUser));
    localStorage.setItem(storageKeys.apiToken, 'stored-token');
    localStorage.setItem(storageKeys.isHaveSchool, 'true');
    const session = restoreSession();
    expect(session).toMatchObject({
      isAuthorized: true,
      token: 'stored-token',
      isHaveSchool: true,
      isHavePsychotherapist: false,
    });
    expect(session.user?.login).toBe('kate@example.com');
    expect(getToken()).toBe('stored-token');
  });

  it('drops a stored user that fails the schema and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(storageKeys.user, JSON.stringify({ ...storedUser, email: 'broken' }));
    localStorage.setItem(storageKeys.apiToken, 'stored-token');
    const session = restoreSession();
    expect(session.user).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('persists a new session and clears everything on logout', () => {
    startSession({ ...storedUser, roles: ['USER'], api_token: 'fresh' });
    setAccessFlags({ isHavePsychotherapist: true, isHaveSchool: true });
    expect(localStorage.getItem(storageKeys.apiToken)).toBe('fresh');
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}')).not.toHaveProperty(
      'api_token',
    );
    expect(localStorage.getItem(storageKeys.isHavePsychotherapist)).toBe('true');

    clearSession();
    for (const key of [
      storageKeys.user,
      storageKeys.apiToken,
      storageKeys.isHavePsychotherapist,
      storageKeys.isHaveSchool,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(restoreSession().isAuthorized).toBe(false);
  });
});
