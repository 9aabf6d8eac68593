/** Starts the real identity service (own database, own bus prefix) and talks to it over HTTP. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Module } from '@nestjs/common';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { billingPersonalData, streamNameOf, type BillingEventData, type BillingEventType, type Role } from '@app/contracts';
import { dropDatabase, startService, type RunningService, type StoredEvent } from '@app/platform';
import { apiOf, TEST_NATS_URL, testBus, testServiceEnv, waitFor, type Api } from '@app/platform/testing';
import { identityDefinition } from '../identity.service-definition.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';

export { apiOf, type Api, type ApiAnswer } from '@app/platform/testing';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;
export const strongPassword = () => `Tall-Ladder-${randomBytes(6).toString('base64url')}`;
/** Known to the tests so they can compute code hashes themselves. */
export const TEST_CODE_SECRET = 'identity-test-verification-code-secret-0123456789';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

export interface IdentityHarness {
  running: RunningService;
  env: NodeJS.ProcessEnv;
  api: Api;
  admin: { email: string; password: string };
  /** Signs up through the API, grants `roles` through the aggregate (as billing will), then logs in. */
  createUser(roles?: Role[], label?: string): Promise<TestUser>;
  grantRoles(userId: string, roles: Role[]): Promise<void>;
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Generous rate limits unless a test sets its own. */
export async function startIdentity(label: string, extra: Record<string, string> = {}): Promise<IdentityHarness> {
  const bus = testBus(label);
  const admin = { email: uniqueEmail('admin'), password: strongPassword() };
  const env = testServiceEnv('identity', bus.prefix, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    VERIFICATION_CODE_SECRET: TEST_CODE_SECRET,
    RATE_LIMIT_PER_ACCOUNT: '1000',
    RATE_LIMIT_PER_ADDRESS: '100000',
    ...extra,
  });
  const running = await startService(identityDefinition, env);
  const api = apiOf(running.url);

  const login = async (email: string, password: string) => {
    const { status, body } = await api('POST', '/api/account/login', { body: { email, password } });
    if (status !== 200 || !body.jwtToken) throw new Error(`login failed: ${status} ${JSON.stringify(body)}`);
    return body.jwtToken as string;
  };
  const grantRoles = async (userId: string, roles: Role[]) => {
    await running.runtime.commands.handle(userStreamId(userId), { type: 'GrantRoles', roles }, userDecider, { retries: 2 });
  };
  const createUser = async (roles: Role[] = [], userLabel = 'user') => {
    const email = uniqueEmail(userLabel);
    const password = strongPassword();
    const { status, body } = await api('POST', '/api/account/register', { body: { email, password } });
    if (status !== 200) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
    if (roles.length) await grantRoles(body.id, roles);
    return { id: body.id as string, email, password, token: roles.length ? await login(email, password) : (body.jwtToken as string) };
  };

  return {
    running,
    env,
    api,
    admin,
    createUser,
    grantRoles,
    login,
    async close() {
      await running.close();
      await bus.removeStreams();
      await dropDatabase(env.DATABASE_URL!);
    },
  };
}

@Module({})
class TestBillingModule {}

/** No test sends the stand-in an access token, so the key set is never fetched. */
const UNUSED_JWKS_URL = 'http://127.0.0.1:9/.well-known/jwks.json';

export type TestBilling = Awaited<ReturnType<typeof startTestBilling>>;

/**
 * Stands in for the billing service on the bus: same name, same sealed fields (a member's address
 * sealed with the member's key), its own event store, relay and vault; no endpoints, no rules. Its
 * events reach identity through the real relay, JetStream and billing's vault.
 */
export async function startTestBilling(busPrefix: string) {
  const env = testServiceEnv('billing', busPrefix, { JWKS_URL: UNUSED_JWKS_URL });
  const running = await startService({ name: 'billing', module: TestBillingModule, personalData: billingPersonalData }, env);
  return {
    running,
    /** Appends one billing event (in `trx` when given) and returns it as stored. */
    async append<T extends BillingEventType>(streamId: string, type: T, data: BillingEventData<T>, trx?: Kysely<any>): Promise<StoredEvent> {
      const { events } = await running.runtime.store.append(streamId, [{ type, data }], { expectedVersion: 'any' }, trx);
      return events[0];
    },
    async close() {
      await running.close();
      await dropDatabase(env.DATABASE_URL!);
    },
  };
}

/** A subscription's state as billing's subscription events carry it. */
export const subscriptionState = (subscriptionId: string, over: Partial<BillingEventData<'SubscriptionExpired'>> = {}): BillingEventData<'SubscriptionExpired'> => ({
  subscriptionId,
  displayName: 'Test subscription',
  priceName: null,
  isEnterprise: false,
  stripeStatus: 'active',
  stripeExpiration: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
  isActive: true,
  userIds: [],
  ...over,
});

/**
 * Waits until `lastEvent` (the latest event of `source`) is on the bus and the durable consumer
 * `consumer` has acknowledged everything up to it: every event before it was handled.
 */
export async function waitUntilConsumed(busPrefix: string, source: string, consumer: string, lastEvent: StoredEvent, timeoutMs = 15_000): Promise<void> {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(busPrefix, source);
    await waitFor(async () => {
      const { state } = await jsm.streams.info(stream);
      const last = await jsm.streams.getMessage(stream, { seq: state.last_seq });
      if (last?.json<{ metadata: { eventId: string } }>().metadata.eventId !== lastEvent.metadata.eventId) return false;
      const info = await jsm.consumers.info(stream, consumer);
      return info.ack_floor.stream_seq >= state.last_seq && info.num_pending === 0 && info.num_ack_pending === 0;
    }, timeoutMs);
  } finally {
    await nc.close();
  }
}
