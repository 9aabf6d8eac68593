import { useEffect, useRef, useState } from 'react';
import { deviceCheckouts, type DeviceForm } from '../offline/deviceCheckouts';

/**
 * The form as this device holds it when its client is checked out here (offline proctoring), read again
 * for each page (`at`); `undefined` once known not to be here, `null` while first reading. Moving to
 * another page keeps the last answer meanwhile, so a form from the server stays loaded between pages.
 */
export function useDeviceForm(formId: string, at: string): DeviceForm | undefined | null {
  const [form, setForm] = useState<DeviceForm | undefined | null>(null);
  const readFor = useRef(formId);
  useEffect(() => {
    let live = true;
    if (readFor.current !== formId) {
      readFor.current = formId;
      setForm(null);
    }
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
