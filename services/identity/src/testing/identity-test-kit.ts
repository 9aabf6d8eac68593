/** Starts the real identity service (own database, own bus prefix) and talks to it over HTTP. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { billingPersonalData, type BillingEventData, type BillingEventType, type Role } from '@app/contracts';
import { dropDatabase, startService, type PlatformDatabase, type RunningService, type StoredEvent } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';
import { apiOf, startStandInService, testBus, testServiceEnv, type Api } from '@app/platform/testing';
import { identityDefinition } from '../identity.service-definition.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';

export { apiOf, type Api } from '@app/platform/testing';

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
  running: RunningService<IdentityDatabase>;
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

export type TestBilling = Awaited<ReturnType<typeof startTestBilling>>;

/** Stands in for the billing service on the bus (a member's address sealed with the member's key), no endpoints, no rules. */
export async function startTestBilling(busPrefix: string) {
  const billing = await startStandInService('billing', billingPersonalData, 'billing', busPrefix);
  return {
    ...billing,
    append: <T extends BillingEventType>(streamId: string, type: T, data: BillingEventData<T>, trx?: Kysely<PlatformDatabase>): Promise<StoredEvent> =>
      billing.append(streamId, type, data, trx),
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
