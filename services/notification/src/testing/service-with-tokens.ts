/**
 * The real notification service (own database, own bus prefix) that accepts access tokens signed by
 * a local JWKS (see local-jwks.ts), with an HTTP client and tokens for a site admin and a subscriber.
 */
import { randomUUID } from 'node:crypto';
import { Roles } from '@app/contracts';
import { dropDatabase, ensureDatabase, startService, type RunningService } from '@app/platform';
import { testBus, testServiceEnv } from '@app/platform/testing';
import { notificationService } from '../notification.service.js';
import { apiOf, type Api } from './api.js';
import { startLocalJwks, type LocalJwks } from './local-jwks.js';
import type { NotificationDatabase } from '../notification-database.js';

export interface ServiceWithTokens {
  env: NodeJS.ProcessEnv;
  jwks: LocalJwks;
  readonly running: RunningService<NotificationDatabase>;
  api: Api;
  admin: { id: string; token: string };
  subscriber: { id: string; token: string };
  /** Further instances on the same database and bus prefix, started at the same time as the first. */
  others: RunningService<NotificationDatabase>[];
  /** Stops the service and starts it again on the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** `instances` > 1 starts that many at once on one new database (e.g. to race their start-up work). */
export async function startServiceWithTokens(label: string, { instances = 1 }: { instances?: number } = {}): Promise<ServiceWithTokens> {
  const jwks = await startLocalJwks();
  const bus = testBus(label);
  const env = testServiceEnv(`${label}_ntf`, bus.prefix, { JWKS_URL: jwks.jwksUrl, LOCAL_SMTP_PORT: '0' });
  // Concurrent CREATE DATABASE can fail with a unique violation that platform's ensureDatabase does not
  // treat as "created concurrently" (reported); the database is made first, the rest still races.
  await ensureDatabase(env.DATABASE_URL!);
  const started = await Promise.allSettled(Array.from({ length: instances }, () => startService(notificationService(), env)));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    for (const s of started) if (s.status === 'fulfilled') await s.value.close();
    await jwks.close();
    await dropDatabase(env.DATABASE_URL!);
    throw failed.reason;
  }
  const [first, ...others] = started.map((s) => (s as PromiseFulfilledResult<RunningService<NotificationDatabase>>).value);
  let running: RunningService<NotificationDatabase> | undefined = first;
  const current = () => {
    if (!running) throw new Error('The notification service is stopped');
    return running;
  };
  const adminId = randomUUID();
  const subscriberId = randomUUID();
  const hour = 60 * 60;
  return {
    env,
    jwks,
    get running() {
      return current();
    },
    api: (method, path, options) => apiOf(current().url)(method, path, options),
    admin: { id: adminId, token: await jwks.sign({ userId: adminId, roles: [Roles.SiteAdmin], expiresIn: hour }) },
    subscriber: { id: subscriberId, token: await jwks.sign({ userId: subscriberId, roles: [Roles.Subscriber], expiresIn: hour }) },
    others,
    async restart() {
      await running?.close();
      running = undefined;
      running = await startService(notificationService(), env);
    },
    async close() {
      for (const other of others) await other.close();
      await running?.close();
      running = undefined;
      await jwks.close();
      await dropDatabase(env.DATABASE_URL!);
      await bus.removeStreams();
    },
  };
}
