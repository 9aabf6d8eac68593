import { sql } from 'kysely';
import { Roles } from '@app/contracts';
import { dropDatabase, startService, type RunningService } from '@app/platform';
import { testBus, testServiceEnv } from '@app/platform/testing';
import type { IdentityConfig } from '../config.js';
import { identityDefinition } from '../identity.service-definition.js';
import { apiOf, strongPassword, uniqueEmail } from '../testing/identity-test-kit.js';
import { DEFAULT_ADMIN_EMAIL, seedSiteAdmin } from './seed-site-admin.js';

const bus = testBus('seed');
const databases: string[] = [];
afterAll(async () => {
  await bus.removeStreams();
  for (const url of databases) await dropDatabase(url);
});

/** Starts the service and returns what it printed to stdout meanwhile. */
async function startCapturing(env: NodeJS.ProcessEnv): Promise<{ running: RunningService; printed: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    return { running: await startService(identityDefinition, env), printed: chunks.join('') };
  } finally {
    process.stdout.write = write;
  }
}

const siteAdmins = async (running: RunningService) =>
  (await running.runtime.db.selectFrom('users').select(['id', 'email']).where(sql<boolean>`${Roles.SiteAdmin} = ANY(roles)`).execute()) as { id: string; email: string }[];

describe('the first site admin', () => {
  it('is created once at first start with a generated password printed once, outside production', async () => {
    const env = testServiceEnv('identity', bus.prefix);
    databases.push(env.DATABASE_URL!);
    const first = await startCapturing(env);
    let restarted: Awaited<ReturnType<typeof startCapturing>> | undefined;
    try {
      const match = /email:\s+(\S+)\s+password:\s+(\S+)/.exec(first.printed);
      expect(match?.[1]).toBe(DEFAULT_ADMIN_EMAIL);
      const password = match![2];
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(await siteAdmins(first.running)).toEqual([{ id: expect.any(String), email: DEFAULT_ADMIN_EMAIL }]);

      const login = await apiOf(first.running.url)('POST', '/api/account/login', { body: { email: DEFAULT_ADMIN_EMAIL, password } });
      expect(login).toMatchObject({ status: 200, body: { roles: [Roles.SiteAdmin] } });
      const [registered] = await first.running.runtime.store.readStream(`user-${login.body.id}`);
      expect(registered.data).toMatchObject({ source: 'seed', roles: [Roles.SiteAdmin] });

      await first.running.close();
      restarted = await startCapturing(env);
      expect(restarted.printed).toBe('');
      expect(await siteAdmins(restarted.running)).toHaveLength(1);
    } finally {
      await first.running.close();
      await restarted?.running.close();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without printing them', async () => {
    const admin = { email: uniqueEmail('boss'), password: strongPassword() };
    const env = testServiceEnv('identity', bus.prefix, { ADMIN_EMAIL: admin.email.toUpperCase(), ADMIN_PASSWORD: admin.password });
    databases.push(env.DATABASE_URL!);
    const { running, printed } = await startCapturing(env);
    try {
      expect(printed).toBe('');
      expect(await siteAdmins(running)).toEqual([{ id: expect.any(String), email: admin.email }]);
      expect((await apiOf(running.url)('POST', '/api/account/login', { body: admin })).status).toBe(200);
    } finally {
      await running.close();
    }
  });

  it('refuses to start with a weak ADMIN_PASSWORD', async () => {
    const env = testServiceEnv('identity', bus.prefix, { ADMIN_EMAIL: uniqueEmail('boss'), ADMIN_PASSWORD: 'qwerty123' });
    await expect(startService(identityDefinition, env)).rejects.toThrow('Invalid configuration: ADMIN_PASSWORD: This password is too common');
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
      const results = await Promise.all(
        Array.from({ length: 4 }, () => seedSiteAdmin(running.runtime, { ...config, ADMIN_EMAIL: email, ADMIN_PASSWORD: strongPassword() }, () => undefined)),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(await siteAdmins(running)).toEqual([{ id: results.find((r) => r.created)!.userId, email }]);
    } finally {
      await running.close();
    }
  });
});
