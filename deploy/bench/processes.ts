import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@app/platform/testing';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const UNLIMITED = '1000000000';

/** The settings that lift every request rate limit of the gateway and the services: a bench's load comes from one address. */
export const NO_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: UNLIMITED,
  RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: UNLIMITED,
  RATE_LIMIT_PER_ACCOUNT: UNLIMITED,
  RATE_LIMIT_PER_ADDRESS: UNLIMITED,
  LANDING_LOOKUPS_PER_ADDRESS: UNLIMITED,
};

/** Starts a built program of the repository (a service, the gateway, a bench's helper) as its own process; resolves once `readyUrl` answers. */
export async function launch(script: string, env: NodeJS.ProcessEnv, readyUrl: string, args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repo, script), ...args], { env: { ...process.env, ...env }, stdio: 'ignore' });
  await waitFor(() => fetch(readyUrl).then((r) => r.status < 500), 60_000, 100);
  return child;
}
