/**
 * docker-compose.yml and the Dockerfile cannot run here (no Docker): this checks them against the code
 * instead, so that a service added to the ServiceDirectory and built under services/ is deployed too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ServiceDirectory, type ServiceName } from '@app/contracts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const compose = parse(readFileSync(join(repo, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { command?: string[]; environment?: Record<string, string>; depends_on?: unknown }>;
};
const dockerfile = readFileSync(join(repo, 'deploy/Dockerfile'), 'utf8');
const built = (Object.keys(ServiceDirectory) as ServiceName[]).filter((name) => existsSync(join(repo, 'services', name, 'package.json')));

describe('docker-compose.yml', () => {
  it('runs every built service', () => {
    expect(built.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(compose.services).sort()).toEqual([...built, 'gateway', 'nats', 'postgres'].sort());
  });

  it.each(built)('starts %s on its port with its own database and master key', (name) => {
    const service = compose.services[name]!;
    expect(service.command).toEqual(['node', `services/${name}/dist/main.js`]);
    expect(service.environment?.PORT).toBe(String(ServiceDirectory[name].port));
    expect(service.environment?.DATABASE_URL).toMatch(new RegExp(`@postgres:5432/mitigation_${name}$`));
    expect(service.environment?.PERSONAL_DATA_MASTER_KEY).toContain(`PERSONAL_DATA_MASTER_KEY_${name.toUpperCase()}`);
    expect(dockerfile).toMatch(new RegExp(`EXPOSE .*\\b${ServiceDirectory[name].port}\\b`));
  });

  it('points the gateway at every built service and checks their health', () => {
    const gateway = compose.services.gateway!;
    for (const name of built) {
      expect(gateway.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${ServiceDirectory[name].port}`);
    }
    expect(gateway.environment?.GATEWAY_SERVICES?.split(',').sort()).toEqual([...built].sort());
    expect(gateway.depends_on).toEqual(expect.arrayContaining(built));
  });
});
