import { useSyncExternalStore } from 'react';

/**
 * A line the top bar shows under the app's name to a visitor not signed in, for the rest of the visit (per
 * tab): "Client of {subscriber}" (spec 02 §2) while a client registers or logs in on the landing (once
 * signed in, the user menu says it).
 */
const STORAGE_KEY = 'topBar.note';
const listeners = new Set<() => void>();

export function setTopBarNote(note: string | null): void {
  if (note === sessionStorage.getItem(STORAGE_KEY)) return;
  if (note) sessionStorage.setItem(STORAGE_KEY, note);
  else sessionStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useTopBarNote = () => useSyncExternalStore(subscribe, () => sessionStorage.getItem(STORAGE_KEY));
