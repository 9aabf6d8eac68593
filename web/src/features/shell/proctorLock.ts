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
    if (read() === null) return;
    localStorage.removeItem(STORAGE_KEY);
    changed();
  },
};

/**
 * The attorney's password as this device can check it without a network (offline proctoring: the client
 * hands the device back where there is no signal): a PBKDF2-SHA256 digest (600,000 rounds, a random salt)
 * made when the attorney last gave it here (their login, or leaving the client's screens online), forgotten
 * when their session ends. Identity's login checks it whenever the network is there.
 */
const VERIFIER_KEY = 'proctor.verifier';
const ROUNDS = 600_000;

interface PasswordVerifier {
  userId: string;
  salt: string;
  digest: string;
}

const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const bytesOf = (text: string) => new Uint8Array(text.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? []);

async function digestOf(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return hex(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: ROUNDS }, key, 256));
}

export const attorneyPassword = {
  async remember(userId: string, password: string): Promise<void> {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const verifier: PasswordVerifier = { userId, salt: hex(salt), digest: await digestOf(password, salt) };
    localStorage.setItem(VERIFIER_KEY, JSON.stringify(verifier));
  },
  /** Whether `password` is the one `userId` last gave on this device (false when none is known here). */
  async matches(userId: string, password: string): Promise<boolean> {
    try {
      const verifier = JSON.parse(localStorage.getItem(VERIFIER_KEY) ?? 'null') as PasswordVerifier | null;
      return verifier?.userId === userId && (await digestOf(password, bytesOf(verifier.salt))) === verifier.digest;
    } catch {
      return false;
    }
  },
  forget(): void {
    localStorage.removeItem(VERIFIER_KEY);
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
