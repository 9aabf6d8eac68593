import { join } from 'node:path';
import { ServiceDirectory, type ServiceName } from '@app/contracts';

/** Where and how one local run lives: its ports are the directory's, shifted by `portOffset`. */
export interface LocalRun {
  stateDir: string;
  portOffset: number;
  /** NODE_ENV is production: no dev pages, no generated admin. */
  production: boolean;
}

export const servicePort = (service: ServiceName, portOffset: number) => ServiceDirectory[service].port + portOffset;

/**
 * `<SERVICE>_URL` of every service in the directory, those not started yet too, so the gateway
 * routes them to this run's ports and never to another run's (or the default) ones.
 */
export function serviceUrls(portOffset: number): Record<string, string> {
  return Object.fromEntries((Object.keys(ServiceDirectory) as ServiceName[]).map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${servicePort(s, portOffset)}`]));
}

/** The file identity writes a generated first admin's password to (never to its output). */
export const adminPasswordFile = (stateDir: string) => join(stateDir, 'first-admin.txt');

/** What one service gets besides the environment every process of the run shares. */
export function serviceSettings(service: ServiceName, run: LocalRun): NodeJS.ProcessEnv {
  switch (service) {
    case 'identity':
      return { ADMIN_PASSWORD_FILE: adminPasswordFile(run.stateDir) };
    case 'notification':
      // The local mailbox and outbox show every reset link and code: local runs only (the gateway
      // answers them on loopback only).
      return run.production ? {} : { DEV_PAGES: 'on' };
    default:
      return {};
  }
}
