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
  services: Record<string, { image?: string; command?: string[]; environment?: Record<string, string>; depends_on?: unknown; volumes?: string[] }>;
};
const dockerfile = readFileSync(join(repo, 'deploy/Dockerfile'), 'utf8');
const built = (Object.keys(ServiceDirectory) as ServiceName[]).filter((name) => existsSync(join(repo, 'services', name, 'package.json')));

describe('docker-compose.yml', () => {
  it('runs every built service', () => {
    expect(built.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(compose.services).sort()).toEqual([...built, 'gateway', 'nats', 'postgres'].sort());
  });

  it.each(built)('starts %s on its port with its own database, master key and signing key', (name) => {
    const service = compose.services[name];
    expect(service.command).toEqual(['node', `services/${name}/dist/main.js`]);
    expect(service.environment?.PORT).toBe(String(ServiceDirectory[name].port));
    expect(service.environment?.DATABASE_URL).toMatch(new RegExp(`@postgres:5432/mitigation_${name}$`));
    expect(service.environment?.PERSONAL_DATA_MASTER_KEY).toContain(`PERSONAL_DATA_MASTER_KEY_${name.toUpperCase()}`);
    expect(service.environment?.COMPLIANCE_SIGNING_KEY).toContain(`COMPLIANCE_SIGNING_KEY_${name.toUpperCase()}`);
    expect(dockerfile).toMatch(new RegExp(`EXPOSE .*\\b${ServiceDirectory[name].port}\\b`));
  });

  it('points the gateway at every built service and checks their health', () => {
    const gateway = compose.services.gateway;
    for (const name of built) {
      expect(gateway.environment?.[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${ServiceDirectory[name].port}`);
    }
    expect(gateway.environment?.GATEWAY_SERVICES?.split(',').sort()).toEqual([...built].sort());
    expect(gateway.depends_on).toEqual(expect.arrayContaining(built));
  });
});

/** The `jetstream { ... }` block of a NATS configuration file, as its `key: value` lines (comments left out). */
function jetstreamSettings(conf: string): Record<string, string> {
  const block = /^jetstream\s*\{([^}]*)\}/m.exec(conf.replace(/#.*$/gm, ''));
  if (!block) return {};
  return Object.fromEntries(
    block[1]
      .split('\n')
      .map((line) => /^\s*(\w+)\s*[:=]\s*"?([^"\s]+)"?\s*$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

describe('durability of the deployment', () => {
  it('runs NATS with JetStream fsyncing every write before it is acknowledged', () => {
    const nats = compose.services.nats;
    expect(nats.command).toEqual(['-c', '/etc/nats/nats-server.conf']);
    const mount = nats.volumes?.find((volume) => volume.endsWith(':/etc/nats/nats-server.conf:ro'));
    expect(mount).toBeDefined();
    const conf = readFileSync(join(repo, mount!.split(':')[0]), 'utf8');
    expect(jetstreamSettings(conf)).toEqual({ store_dir: '/data', sync_interval: 'always' });
    expect(nats.volumes).toContain('nats-data:/data');
    // sync_interval came with NATS 2.10; the analysis that asks for it was of 2.12.
    expect(Number(/^nats:2\.(\d+)/.exec(nats.image ?? '')?.[1])).toBeGreaterThanOrEqual(12);
  });

  it('runs Postgres with the settings a ledger needs: durable commits and checksummed pages', () => {
    const postgres = compose.services.postgres;
    const settings = Object.fromEntries((postgres.command ?? []).filter((_part, i, parts) => parts[i - 1] === '-c').map((setting) => setting.split('=') as [string, string]));
    expect(postgres.command?.[0]).toBe('postgres');
    expect(settings).toMatchObject({ fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' });
    expect(postgres.environment?.POSTGRES_INITDB_ARGS).toContain('--data-checksums');
  });
});
