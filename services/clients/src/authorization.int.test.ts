/**
 * Who may call what: every endpoint x {anonymous, the Client (own), the Subscriber who invited client
 * C, another Subscriber, Site Admin, Compliance Reviewer}. Each call is well-formed, so the status says
 * whether the caller got through; 404 marks a call that got through to a client that is not theirs.
 */
import { Messages, Roles } from '@app/contracts';
import { invitePayload, startClients, type ClientsHarness, type TestUser } from './testing/clients-test-kit.js';

type Caller = 'anonymous' | 'Client' | 'Subscriber' | 'other Subscriber' | 'Site Admin' | 'Compliance Reviewer';
const callers: Caller[] = ['anonymous', 'Client', 'Subscriber', 'other Subscriber', 'Site Admin', 'Compliance Reviewer'];

let h: ClientsHarness;
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
/** A client of the Subscriber's, deleted by the one call allowed to; and one that stays. */
let kept: { id: string; subscriberId: string; applicationUserId: string; shortCodeUrl: string };
/** The link of a supporter of `kept`'s. */
let supporterCode: string;
const deletable: Record<string, string> = {};

beforeAll(async () => {
  h = await startClients('authz');
  await h.template();
  users.Subscriber = await h.subscriber();
  users['other Subscriber'] = await h.subscriber();
  users['Site Admin'] = await h.admin();
  users['Compliance Reviewer'] = await h.user([Roles.ComplianceReviewer], 'reviewer');
  kept = await h.invited(users.Subscriber);
  users.Client = await h.clientUser(kept);
  await h.supportersListed(kept);
  supporterCode = h.shortCodeOf((await h.supporterInvited(kept))!);
  for (const caller of callers) deletable[caller] = (await h.invited(users.Subscriber)).id;
});
afterAll(() => h?.close());

interface Call {
  method: string;
  path: (caller: Caller) => string;
  body?: (caller: Caller) => unknown;
}

const calls: Record<string, Call> = {
  invite: { method: 'POST', path: () => '/api/client/invite', body: () => invitePayload() },
  'list clients': { method: 'GET', path: () => '/api/client?includes=forms,clientEvents' },
  "get the Subscriber's client": { method: 'GET', path: () => `/api/client/${kept.id}?includes=forms,supporters,clientEvents` },
  'landing data': { method: 'GET', path: () => `/api/client/landingData?shortCode=${h.shortCodeOf(kept)}` },
  'supporter landing data': { method: 'GET', path: () => `/api/supporter/landingData?shortCode=${supporterCode}` },
  'submit a supporter letter': { method: 'POST', path: () => '/api/supporter/submit', body: () => ({ shortCode: supporterCode, supportText: 'A draft' }) },
  "delete the Subscriber's client": { method: 'POST', path: () => '/api/client/deleteClient', body: (caller) => ({ clientId: deletable[caller] }) },
  'change the signed-in client\'s language': { method: 'POST', path: () => '/api/client/language', body: () => ({ language: 'es' }) },
  'find clients for compliance review': { method: 'GET', path: () => `/api/compliance/client?filter=${encodeURIComponent('deleted = false')}` },
  'replay a client at an instant that is not one': { method: 'GET', path: () => `/api/compliance/client/${kept.id}/replay?at=yesterday` },
  health: { method: 'GET', path: () => '/health' },
};

//                                                 anonymous  Client  Subscriber  other Sub.  Site Admin  Compliance Reviewer
const expected: Record<keyof typeof calls, [number, number, number, number, number, number]> = {
  invite: /*                                  */ [401, 403, 200, 200, 403, 403],
  'list clients': /*                          */ [401, 403, 200, 200, 200, 403],
  "get the Subscriber's client": /*           */ [401, 403, 200, 404, 200, 403],
  'landing data': /*                          */ [200, 200, 200, 200, 200, 200],
  'supporter landing data': /*                */ [200, 200, 200, 200, 200, 200],
  'submit a supporter letter': /*             */ [200, 200, 200, 200, 200, 200],
  "delete the Subscriber's client": /*        */ [401, 403, 204, 404, 204, 403],
  "change the signed-in client's language": [401, 204, 403, 403, 403, 403],
  'find clients for compliance review': /*    */ [401, 403, 403, 403, 403, 200],
  'replay a client at an instant that is not one': [401, 403, 403, 403, 403, 400],
  health: /*                                  */ [200, 200, 200, 200, 200, 200],
};

const table = Object.entries(expected).flatMap(([name, statuses]) => callers.map((caller, i) => [name, caller, statuses[i]] as const));

describe('authorization matrix', () => {
  it.each(table)('%s as %s -> %i', async (name, caller, status) => {
    const call = calls[name];
    const user = caller === 'anonymous' ? undefined : users[caller];
    const answer = await h.api(call.method, call.path(caller), { token: user?.token, body: call.body?.(caller) });
    expect(answer.status).toBe(status);
    if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: Messages.notLoggedInOrNoAccess, SubErrors: [] });
  });
});

describe("what each caller sees of the Subscriber's clients", () => {
  it('their own only; the site admin everyone\'s', async () => {
    const clients = async (who: TestUser) => (await h.api('GET', '/api/client?limit=100', { token: who.token })).body as { id: string; subscriberId: string }[];
    const ids = async (who: TestUser) => (await clients(who)).map((c) => c.id);
    expect((await clients(users['other Subscriber'])).every((c) => c.subscriberId === users['other Subscriber'].id)).toBe(true);
    expect(await ids(users['other Subscriber'])).not.toContain(kept.id);
    expect(await ids(users.Subscriber)).toContain(kept.id);
    expect(await ids(users['Site Admin'])).toContain(kept.id);
  });

  it('the landing data tells each who they are to the client', async () => {
    const seen = async (who?: TestUser) => (await h.landing(h.shortCodeOf(kept), who?.token)).body;
    expect(await seen(users.Client)).toMatchObject({ isAuthenticated: true, isProctorUser: false, isOtherUser: false });
    expect(await seen(users.Subscriber)).toMatchObject({ isAuthenticated: true, isProctorUser: true, isOtherUser: false });
    expect(await seen(users['other Subscriber'])).toMatchObject({ isProctorUser: false, isOtherUser: true });
    expect(await seen()).toMatchObject({ isAuthenticated: false, isProctorUser: false, isOtherUser: false });
  });
});
