/**
 * Who may call what: every endpoint x {anonymous, Client, the Subscriber who owns subscription S,
 * another Subscriber, Site Admin, Compliance Reviewer}. Each call is well-formed, so the status says
 * whether the caller got through; 409 and 404 mark calls that got through and were then refused on
 * their content (buying while active, an unknown member).
 */
import { randomUUID } from 'node:crypto';
import { Roles } from '@app/contracts';
import { billingForTests, type TestUser } from './testing/billing-test-kit.js';
import { purchasePayload } from './testing/purchase-payload.js';

type Caller = 'anonymous' | 'Client' | 'Subscriber' | 'other Subscriber' | 'Site Admin' | 'Compliance Reviewer';
const callers: Caller[] = ['anonymous', 'Client', 'Subscriber', 'other Subscriber', 'Site Admin', 'Compliance Reviewer'];

const h = billingForTests('authz');
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
/** The owner's card subscription, and an enterprise subscription. */
let owned: string;
let enterprise: string;

beforeAll(async () => {
  const owner = await h.subscriber();
  owned = owner.subscriptionId;
  users.Subscriber = owner;
  users['other Subscriber'] = await h.subscriber();
  users.Client = await h.user([Roles.Client], 'client');
  users['Site Admin'] = await h.admin();
  users['Compliance Reviewer'] = await h.user([Roles.ComplianceReviewer], 'reviewer');
  enterprise = (await h.api('POST', '/api/subscription/enterprise', { token: users['Site Admin'].token, body: { displayName: 'Matrix LLP', expiration: '2099-01-01' } })).body.id;
});

interface Call {
  method: string;
  path: () => string;
  body?: () => unknown | Promise<unknown>;
}

const currentVersion = async () => (await h.running.runtime.db.selectFrom('subscriptions').select('version').where('id', '=', owned).executeTakeFirstOrThrow()).version;

const calls: Record<string, Call> = {
  plans: { method: 'GET', path: () => '/api/subscription/plans' },
  validatePromotionCode: { method: 'POST', path: () => '/api/subscription/validatePromotionCode', body: () => ({ code: 'SAVE10' }) },
  purchase: { method: 'POST', path: () => '/api/subscription/purchase', body: () => purchasePayload({ priceName: 'StandardYearly' }) },
  "list the owner's subscriptionUser rows": { method: 'GET', path: () => `/api/subscriptionUser?includes=subscription&filter=${encodeURIComponent(`applicationUserId = "${users.Subscriber.id}"`)}` },
  "S's stripeDetails": { method: 'GET', path: () => `/api/subscription/${owned}/stripeDetails` },
  'cancel S': { method: 'POST', path: () => '/api/subscription/cancel', body: () => ({ subscriptionId: owned }) },
  "change S's payment method": {
    method: 'POST',
    path: () => '/api/subscription/updatePaymentMethod',
    body: () => ({ subscriptionId: owned, paymentMethodId: 'pm_card_visa', name: 'Ada L', line1: '1 Main St', city: 'Town', state: 'IL', postal_code: '60601' }),
  },
  'list subscriptions': { method: 'GET', path: () => '/api/subscription?limit=5' },
  'get S': { method: 'GET', path: () => `/api/subscription/${owned}` },
  'save S': {
    method: 'PUT',
    path: () => `/api/subscription/${owned}`,
    body: async () => ({ displayName: 'Standard Monthly', stripeExpiration: '2099-01-01', stripeStatus: 'active', concurrencyCheck: await currentVersion() }),
  },
  'create enterprise': { method: 'POST', path: () => '/api/subscription/enterprise', body: () => ({ displayName: 'Another LLP', expiration: '2099-01-01' }) },
  'list members': { method: 'GET', path: () => `/api/subscription/${enterprise}/members` },
  'add member': { method: 'POST', path: () => `/api/subscription/${enterprise}/members`, body: () => ({ email: `m-${randomUUID().slice(0, 6)}@firm.example` }) },
  'remove an unknown member': { method: 'DELETE', path: () => `/api/subscription/${enterprise}/members/${randomUUID()}` },
  'webhook without a signature': { method: 'POST', path: () => '/api/billing/stripeWebhook', body: () => ({ id: 'evt_1', object: 'event' }) },
  health: { method: 'GET', path: () => '/health' },
};

type Statuses = [number, number, number, number, number, number];
// The access rules (README, "Calls"), a status for each caller:   anonymous  Client  Subscriber  other Sub.  Site Admin  Compliance Reviewer
const anyone: Statuses = /*                                        */ [200, 200, 200, 200, 200, 200];
const signedIn: Statuses = /*                                      */ [401, 200, 200, 200, 200, 200];
const signedInButClients: Statuses = /*                            */ [401, 403, 200, 200, 200, 200];
const itsUsersAndSiteAdmins: Statuses = /*                         */ [401, 403, 200, 403, 200, 403];
const siteAdmins: Statuses = /*                                    */ [401, 403, 403, 403, 200, 403];

const expected: Record<keyof typeof calls, Statuses> = {
  plans: anyone,
  validatePromotionCode: signedInButClients,
  // Signed in but Clients, then 409 for those with an active subscription already.
  purchase: [401, 403, 409, 409, 200, 200],
  "list the owner's subscriptionUser rows": signedIn,
  "S's stripeDetails": itsUsersAndSiteAdmins,
  'cancel S': itsUsersAndSiteAdmins,
  "change S's payment method": itsUsersAndSiteAdmins,
  'list subscriptions': siteAdmins,
  'get S': siteAdmins,
  'save S': siteAdmins,
  'create enterprise': siteAdmins,
  'list members': siteAdmins,
  'add member': siteAdmins,
  // Site admins, then 404 for the unknown member.
  'remove an unknown member': [401, 403, 403, 403, 404, 403],
  'webhook without a signature': [400, 400, 400, 400, 400, 400],
  health: anyone,
};

const table = Object.entries(expected).flatMap(([name, statuses]) => callers.map((caller, i) => [name, caller, statuses[i]] as const));

describe('authorization matrix', () => {
  it.each(table)('%s as %s -> %i', async (name, caller, status) => {
    const call = calls[name];
    const user = caller === 'anonymous' ? undefined : users[caller];
    const answer = await h.api(call.method, call.path(), { token: user?.token, body: await call.body?.() });
    expect(answer.status).toBe(status);
    if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: 'You are not logged in or do not have access.', SubErrors: [] });
  });
});

describe("another subscriber's subscription", () => {
  it('is never visible to them, whatever they filter', async () => {
    const other = users['other Subscriber'];
    const rows = await h.api('GET', `/api/subscriptionUser?includes=subscription&filter=${encodeURIComponent(`subscriptionId = "${owned}"`)}`, { token: other.token });
    expect(rows.body).toEqual([]);
    const owners = await h.api('GET', `/api/subscriptionUser?includes=subscription&filter=${encodeURIComponent(`applicationUserId = "${users.Subscriber.id}"`)}`, { token: other.token });
    expect(owners.body).toEqual([]);
    const own = await h.api('GET', '/api/subscriptionUser?includes=subscription', { token: users.Subscriber.token });
    expect(own.body.map((row: { subscriptionId: string }) => row.subscriptionId)).toEqual([owned]);
  });

  it('was changed only by its owner and the site admin', async () => {
    const events = await h.events(owned);
    const actors = new Set(events.map((e) => e.metadata.actorUserId));
    expect([...actors].sort()).toEqual([users.Subscriber.id, users['Site Admin'].id].sort());
  });
});
