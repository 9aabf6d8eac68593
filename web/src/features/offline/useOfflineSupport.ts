import { useEffect, useState } from 'react';
import { isCheckoutSupported, registerOfflineWorker } from './offlineChannel';

/** Registers the offline worker and asks whether it answers: null while asking (at most 2 s). */
export function useOfflineSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    registerOfflineWorker();
    void isCheckoutSupported().then((answer) => live && setSupported(answer));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}
