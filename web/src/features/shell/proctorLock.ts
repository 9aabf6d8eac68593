import { useSyncExternalStore } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';

/**
 * While an attorney proctors, the device is in the client's hands (issue 33): both apps show only the client's
 * screens until the attorney's password is entered again. Kept in localStorage, as the session is, so that a
 * new tab or a reload is held too; it holds only for the account that took it (a session ended or another
 * account signed in frees the device).
 */
export interface ProctorLock {
  /** The attorney's account. */
  userId: string;
  /** The client's screen the device is on: where a page of the attorney's app sends it back. */
  at: string;
}

const STORAGE_KEY = 'proctor.lock';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function read(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

function parse(stored: string | null): ProctorLock | null {
  try {
    const lock = JSON.parse(stored ?? 'null') as Partial<ProctorLock> | null;
    return typeof lock?.userId === 'string' && typeof lock.at === 'string' ? { userId: lock.userId, at: lock.at } : null;
  } catch {
    return null;
  }
}

export const proctorLock = {
  /** The device is the client's from now on, at `at`, until `userId` enters their password. */
  hold(userId: string, at: string): void {
    const next = JSON.stringify({ userId, at } satisfies ProctorLock);
    if (read() === next) return;
    localStorage.setItem(STORAGE_KEY, next);
    changed();
  },
  release(): void {
    localStorage.removeItem(STORAGE_KEY);
    changed();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab took or released it.
  const onStorage = (event: StorageEvent) => (event.key === STORAGE_KEY || event.key === null) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** The lock on this device, if the account signed in now holds it. */
export function useProctorLock(): ProctorLock | null {
  const lock = parse(useSyncExternalStore(subscribe, read));
  const { id } = useAppSelector(selectAuth);
  return lock && lock.userId === id ? lock : null;
}
