/** Starts the real identity service (own database, own bus prefix) and talks to it over HTTP. */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  billingPersonalData,
  clientsPersonalData,
  type BillingEventData,
  type BillingEvents,
  type ClientEventData,
  type ClientEvents,
  type PersonalDataMap,
  type Role,
} from '@app/contracts';
import { dropDatabase, startService, type PlatformDatabase, type RunningService, type StoredEvent } from '@app/platform';
import type { IdentityDatabase } from '../identity-database.js';
import { apiOf, clientInvitation as sampleClientInvitation, startStandInService, testBus, testServiceEnv, waitFor, type Api } from '@app/platform/testing';
import { identityService } from '../identity.service.js';
import { userDecider } from '../users/user.decide.js';
import { userStreamId } from '../users/user.js';

export { apiOf, type Api } from '@app/platform/testing';

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.test`;
export const strongPassword = () => `Tall-Ladder-${randomBytes(6).toString('base64url')}`;
/** Known to the tests so they can compute code hashes themselves. */
/** What `PasswordResetRequested` carries for the account: a new token (43 characters, base64url), its SHA-256 digest, the expiry. */
export const resetRequestedData = (event: StoredEvent, userId: string, email: string | null) => ({
  userId,
  email,
  token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  tokenHash: createHash('sha256').update(String(event.data.token)).digest('hex'),
  expiresAt: expect.any(String),
});

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
  const running = await startService(identityService(), env);
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

/**
 * The usual setup of a test file: identity started (as `startIdentity`) before the file's tests and
 * closed after them. The harness answered is filled in once started: use it inside tests and hooks.
 */
export function identityUnderTest(label: string, extra?: Record<string, string>): IdentityHarness {
  const harness = {} as IdentityHarness;
  beforeAll(async () => Object.assign(harness, await startIdentity(label, extra)));
  afterAll(() => harness.close());
  return harness;
}

/** Another service on the bus (its name, sealed fields and events), whose `append` takes only its events. */
async function startTestSource<Events extends Record<string, z.ZodType>>(service: string, personalData: PersonalDataMap, busPrefix: string) {
  const source = await startStandInService(service, personalData, service, busPrefix);
  return {
    ...source,
    append: <T extends keyof Events & string>(streamId: string, type: T, data: z.infer<Events[T]>, trx?: Kysely<PlatformDatabase>): Promise<StoredEvent> =>
      source.append(streamId, type, data as object, trx),
  };
}

export type TestBilling = Awaited<ReturnType<typeof startTestBilling>>;

/** Stands in for the billing service on the bus (a member's address sealed with the member's key), no endpoints, no rules. */
export const startTestBilling = (busPrefix: string) => startTestSource<typeof BillingEvents>('billing', billingPersonalData, busPrefix);

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

type TestClients = Awaited<ReturnType<typeof startTestClients>>;

/** Stands in for the clients service on the bus (the client's fields sealed with the client's key), no endpoints, no rules. */
const startTestClients = (busPrefix: string) => startTestSource<typeof ClientEvents>('clients', clientsPersonalData, busPrefix);

/** Identity with the clients stand-in beside it (`clients`), for clients' accounts. */
export interface IdentityWithClients extends IdentityHarness {
  clients: TestClients;
}

export async function startIdentityWithClients(label: string): Promise<IdentityWithClients> {
  const identity = await startIdentity(label);
  const clients = await startTestClients(identity.env.BUS_PREFIX!);
  return {
    ...identity,
    clients,
    async close() {
      await clients.close();
      await identity.close();
    },
  };
}

/** As `identityUnderTest`, with the clients stand-in. */
export function identityWithClientsUnderTest(label: string): IdentityWithClients {
  const harness = {} as IdentityWithClients;
  beforeAll(async () => Object.assign(harness, await startIdentityWithClients(label)));
  afterAll(() => harness.close());
  return harness;
}

/** A client invitation as clients' `ClientInvited` carries it (the platform kit's), named as identity's tests expect. */
export const clientInvitation = (over: Partial<ClientEventData<'ClientInvited'>> = {}): ClientEventData<'ClientInvited'> =>
  sampleClientInvitation({ lastName: 'Client', email: uniqueEmail('client'), ...over });

/** Invites a client through the clients stand-in and waits for identity to make the account. */
export async function inviteClient(h: IdentityWithClients, over: Partial<ClientEventData<'ClientInvited'>> = {}) {
  const invitation = clientInvitation(over);
  const event = await h.clients.append(`client-${invitation.clientId}`, 'ClientInvited', invitation);
  await waitFor(() => h.running.runtime.db.selectFrom('client_invitations').select('user_id').where('user_id', '=', invitation.applicationUserId).executeTakeFirst());
  return { ...invitation, userId: invitation.applicationUserId, event };
}

/** Clients' `ClientDeleted` of a client (by their subscriber), through the stand-in. */
export const deleteClient = (h: IdentityWithClients, client: { clientId: string; userId: string; subscriberId: string }) =>
  h.clients.append(`client-${client.clientId}`, 'ClientDeleted', {
    clientId: client.clientId,
    applicationUserId: client.userId,
    subscriberId: client.subscriberId,
    deletedBy: client.subscriberId,
  });
