import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { Roles } from '@app/contracts';
import { dropDatabase, startService, type PlatformRuntime, type RunningService } from '@app/platform';
import { testBus, testServiceEnv } from '@app/platform/testing';
import type { IdentityConfig } from '../../config.js';
import type { IdentityDatabase } from '../../identity-database.js';
import { identityService } from '../../identity.service.js';
import { apiOf, strongPassword, uniqueEmail } from '../../testing/identity-test-kit.js';
import { DEFAULT_ADMIN_EMAIL, seedSiteAdmin } from './seed-site-admin.js';

const bus = testBus('seed');
const databases: string[] = [];
const directory = mkdtempSync(join(tmpdir(), 'seed-admin-'));
afterAll(async () => {
  await bus.removeStreams();
  for (const url of databases) await dropDatabase(url);
  rmSync(directory, { recursive: true, force: true });
});

/** The credentials a generated admin's file holds. */
async function credentialsIn(path: string): Promise<{ email: string; password: string }> {
  const match = /email:\s+(\S+)\s+password:\s+(\S+)/.exec(await readFile(path, 'utf8'));
  return { email: match![1], password: match![2] };
}

/** Starts the service and returns what it printed to stdout meanwhile. */
async function startCapturing(env: NodeJS.ProcessEnv): Promise<{ running: RunningService<IdentityDatabase>; printed: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = (chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  };
  try {
    return { running: await startService(identityService(), env), printed: chunks.join('') };
  } finally {
    process.stdout.write = write;
  }
}

const siteAdmins = async (running: RunningService<IdentityDatabase>) =>
  (await running.runtime.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<boolean>`${Roles.SiteAdmin} = ANY(roles)`)
    .execute()) as { id: string; email: string }[];

describe('the first site admin', () => {
  it('is created once at first start with a generated password written once to a file only its owner reads, outside production', async () => {
    const file = join(directory, 'nested', 'first-admin.txt');
    const env = testServiceEnv('identity', bus.prefix, { ADMIN_PASSWORD_FILE: file });
    databases.push(env.DATABASE_URL!);
    const first = await startCapturing(env);
    let restarted: Awaited<ReturnType<typeof startCapturing>> | undefined;
    try {
      expect(first.printed).toBe('');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const { email, password } = await credentialsIn(file);
      expect(email).toBe(DEFAULT_ADMIN_EMAIL);
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(await siteAdmins(first.running)).toEqual([{ id: expect.any(String), email: DEFAULT_ADMIN_EMAIL }]);

      const login = await apiOf(first.running.url)('POST', '/api/account/login', { body: { email: DEFAULT_ADMIN_EMAIL, password } });
      expect(login).toMatchObject({ status: 200, body: { roles: [Roles.SiteAdmin] } });
      const [registered] = await first.running.runtime.store.readStream(`user-${login.body.id}`);
      expect(registered.data).toMatchObject({ source: 'seed', roles: [Roles.SiteAdmin] });

      await first.running.close();
      rmSync(file);
      restarted = await startCapturing(env);
      expect(restarted.printed).toBe('');
      expect(await siteAdmins(restarted.running)).toHaveLength(1);
      await expect(stat(file)).rejects.toThrow('ENOENT');
    } finally {
      await first.running.close();
      await restarted?.running.close();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing or writing them', async () => {
    const admin = { email: uniqueEmail('boss'), password: strongPassword() };
    const file = join(directory, 'given.txt');
    const env = testServiceEnv('identity', bus.prefix, { ADMIN_EMAIL: admin.email.toUpperCase(), ADMIN_PASSWORD: admin.password, ADMIN_PASSWORD_FILE: file });
    databases.push(env.DATABASE_URL!);
    const { running, printed } = await startCapturing(env);
    try {
      expect(printed).toBe('');
      await expect(stat(file)).rejects.toThrow('ENOENT');
      expect(await siteAdmins(running)).toEqual([{ id: expect.any(String), email: admin.email }]);
      expect((await apiOf(running.url)('POST', '/api/account/login', { body: admin })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    const env = testServiceEnv('identity', bus.prefix, { ADMIN_EMAIL: uniqueEmail('boss'), ADMIN_PASSWORD: 'qwerty123' });
    await expect(startService(identityService(), env)).rejects.toThrow('Invalid configuration: ADMIN_PASSWORD: This password is too common');
  });

  it('is not made up in production, and concurrent seeding creates exactly one', async () => {
    const env = testServiceEnv('identity', bus.prefix, { NODE_ENV: 'production' });
    databases.push(env.DATABASE_URL!);
    const { running, printed } = await startCapturing(env);
    try {
      expect(printed).toBe('');
      expect(await siteAdmins(running)).toEqual([]);
      const config = running.runtime.config as IdentityConfig;

      // An address someone already signed up with is not promoted.
      const squatter = { email: uniqueEmail('squatter'), password: strongPassword() };
      expect((await apiOf(running.url)('POST', '/api/account/register', { body: squatter })).status).toBe(200);
      expect(await seedSiteAdmin(running.runtime, { ...config, ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: strongPassword() })).toEqual({ created: false });
      expect(await siteAdmins(running)).toEqual([]);

      const email = uniqueEmail('boss');
      const results = await Promise.all(Array.from({ length: 4 }, () => seedSiteAdmin(running.runtime, { ...config, ADMIN_EMAIL: email, ADMIN_PASSWORD: strongPassword() })));
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await siteAdmins(running)).toEqual([{ id: results.find((r) => r.created)!.userId, email }]);
    } finally {
      await running.close();
    }
  });

  it('logs where the generated password is, never the password or the address, and replaces a file left from before', async () => {
    const env = testServiceEnv('identity', bus.prefix, { NODE_ENV: 'production' });
    databases.push(env.DATABASE_URL!);
    const running = await startService(identityService(), env);
    try {
      const file = join(directory, 'replaced.txt');
      await writeFile(file, 'stale', { mode: 0o644 });
      const lines: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      const runtime = { ...running.runtime, logger } as PlatformRuntime;
      const config = { ...(running.runtime.config as IdentityConfig), NODE_ENV: 'development' as const, ADMIN_PASSWORD_FILE: file };
      expect(await seedSiteAdmin(runtime, config)).toMatchObject({ created: true });

      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const { email, password } = await credentialsIn(file);
      expect((await apiOf(running.url)('POST', '/api/account/login', { body: { email, password } })).status).toBe(200);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({ file, msg: expect.stringContaining('in the file') });
      expect(lines[0]).not.toContain(password);
      expect(lines[0]).not.toContain(email);
    } finally {
      await running.close();
    }
  });
});
