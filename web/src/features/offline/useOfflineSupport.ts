import { useEffect, useState } from 'react';
import { isCheckoutSupported, offlineWorkerSettled, registerOfflineWorker } from './offlineChannel';

/**
 * Registers the offline worker and asks whether it answers: null while the worker installs (a first visit)
 * and while asking (at most 2 s once it is active), so the "not supported" warning never shows before the
 * worker had its chance (issue 36, item 8).
 */
export function useOfflineSupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void registerOfflineWorker()
      .then((registration) => offlineWorkerSettled(registration))
      .then(() => isCheckoutSupported())
      .then((answer) => live && setSupported(answer));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}
