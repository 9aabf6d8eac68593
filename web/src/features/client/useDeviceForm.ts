import { useEffect, useState } from 'react';
import { deviceCheckouts, type DeviceForm } from '../offline/deviceCheckouts';

/**
 * The form as this device holds it when its client is checked out here (offline proctoring), read again
 * for each page (`at`); `undefined` once known not to be here, `null` while reading.
 */
export function useDeviceForm(formId: string, at: string): DeviceForm | undefined | null {
  const [form, setForm] = useState<DeviceForm | undefined | null>(null);
  useEffect(() => {
    let live = true;
    setForm(null);
    deviceCheckouts.form(formId).then(
      (found) => live && setForm(found),
      () => live && setForm(undefined),
    );
    return () => {
      live = false;
    };
  }, [formId, at]);
  return form;
}
