import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isClientAppPath } from '@app/contracts';
import { LoadAsPage } from '../ui/LoadAsPage';
import { useProctorLock } from './proctorLock';

/**
 * The attorney's app on a device a client holds while their attorney proctors (issue 33): none of the
 * attorney's screens, only the client's screen the device was on (a page of the client's app). The way back
 * to the attorney is there, behind their password.
 */
export function ClientScreensOnly({ children }: { children: ReactNode }) {
  const lock = useProctorLock();
  const { pathname } = useLocation();
  if (!lock) return children;
  // Without the attorney's frame (their name, their menu) while the client's app loads.
  return isClientAppPath(pathname) ? <LoadAsPage fallback={null} /> : <Navigate to={lock.at} replace />;
}
