import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a network connection, following it as it comes and goes. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
