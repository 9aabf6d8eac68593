import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Per-service master keys for a local run, made once and kept in the state folder (mode 600). */
export function localSecrets(stateDir: string, services: readonly string[]): Record<string, string> {
  const file = join(stateDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  let changed = false;
  for (const service of services) {
    if (!secrets[service]) {
      secrets[service] = randomBytes(32).toString('base64');
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
