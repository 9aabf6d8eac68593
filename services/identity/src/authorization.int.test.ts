/**
 * Who may call what: every endpoint x {anonymous, Client, Subscriber, Site Admin, Compliance
 * Reviewer}. Each call is well-formed, so the status says only whether the caller got through
 * (and what the endpoint answers them); 400 marks calls that passed authorization and were then
 * refused on their content (a wrong code, a bad reset link, a wrong invitation code, saving a user).
 */
import { Roles, type Role } from '@app/contracts';
import { identityUnderTest, strongPassword, uniqueEmail, type TestUser } from './testing/identity-test-kit.js';

type Caller = 'anonymous' | 'Client' | 'Subscriber' | 'Site Admin' | 'Compliance Reviewer';
const callers: Caller[] = ['anonymous', 'Client', 'Subscriber', 'Site Admin', 'Compliance Reviewer'];

const h = identityUnderTest('authz');
const users = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
let other: TestUser;

beforeAll(async () => {
  for (const role of [Roles.Client, Roles.Subscriber, Roles.SiteAdmin, Roles.ComplianceReviewer] as Role[]) {
    users[role as Exclude<Caller, 'anonymous'>] = await h.createUser([role], role.replace(' ', '').toLowerCase());
  }
  other = await h.createUser([Roles.Subscriber], 'other');
});

interface Call {
  method: string;
  path: (caller: TestUser | undefined) => string;
  body?: (caller: TestUser | undefined) => unknown;
}

const calls: Record<string, Call> = {
  register: { method: 'POST', path: () => '/api/account/register', body: () => ({ email: uniqueEmail('matrix'), password: strongPassword() }) },
  login: { method: 'POST', path: () => '/api/account/login', body: () => ({ email: other.email, password: other.password }) },
  requestPasswordReset: { method: 'POST', path: () => '/api/account/requestPasswordReset', body: () => ({ email: other.email }) },
  resetPassword: { method: 'POST', path: () => '/api/account/resetPassword', body: () => ({ email: other.email, token: 'not-the-token', password: strongPassword() }) },
  requestClientPasswordReset: { method: 'POST', path: () => '/api/account/requestClientPasswordReset', body: () => ({ applicationUserId: other.id }) },
  acceptInvite: { method: 'POST', path: () => '/api/client/acceptInvite', body: () => ({ shortCode: 'not-a-code', password: strongPassword() }) },
  changePassword: { method: 'POST', path: () => '/api/account/changePassword', body: (u) => ({ oldPassword: u?.password ?? 'x', newPassword: u?.password ?? strongPassword() }) },
  verifyPhoneNumber: { method: 'POST', path: () => '/api/account/verifyPhoneNumber', body: () => ({ phoneNumber: '555-123-4567' }) },
  verifyVerificationCode: { method: 'POST', path: () => '/api/account/verifyVerificationCode', body: () => ({ verificationCode: '0000000' }) /* seven digits: never a sent code */ },
  refresh: { method: 'POST', path: () => '/api/account/refresh' },
  spoofLogin: { method: 'POST', path: () => '/api/account/spoofLogin', body: () => ({ userId: other.id }) },
  temporaryAccessToken: { method: 'GET', path: () => '/api/account/temporaryAccessToken' },
  'list users': { method: 'GET', path: () => '/api/applicationUser?limit=5' },
  "get another's user": { method: 'GET', path: () => `/api/applicationUser/${other.id}` },
  'get own user': { method: 'GET', path: (u) => `/api/applicationUser/${u?.id ?? other.id}` },
  'grant the Compliance Reviewer role': { method: 'PUT', path: () => `/api/applicationUser/${other.id}/complianceReviewer` },
  'revoke the Compliance Reviewer role': { method: 'DELETE', path: () => `/api/applicationUser/${other.id}/complianceReviewer` },
  'save user': { method: 'PUT', path: () => `/api/applicationUser/${other.id}`, body: () => ({ email: other.email }) },
  jwks: { method: 'GET', path: () => '/.well-known/jwks.json' },
  health: { method: 'GET', path: () => '/health' },
};

//                                anonymous  Client  Subscriber  Site Admin  Compliance Reviewer
const expected: Record<keyof typeof calls, [number, number, number, number, number]> = {
  register: /*                 */ [200, 200, 200, 200, 200],
  login: /*                    */ [200, 200, 200, 200, 200],
  requestPasswordReset: /*     */ [200, 200, 200, 200, 200],
  resetPassword: /*            */ [400, 400, 400, 400, 400],
  requestClientPasswordReset: /* */ [200, 200, 200, 200, 200],
  acceptInvite: /*             */ [400, 400, 400, 400, 400],
  changePassword: /*           */ [401, 403, 200, 200, 200],
  verifyPhoneNumber: /*        */ [401, 403, 200, 200, 200],
  verifyVerificationCode: /*   */ [401, 403, 400, 400, 400],
  refresh: /*                  */ [401, 200, 200, 200, 200],
  spoofLogin: /*               */ [401, 403, 403, 200, 403],
  temporaryAccessToken: /*     */ [401, 200, 200, 200, 200],
  'list users': /*             */ [401, 403, 403, 200, 403],
  "get another's user": /*     */ [401, 403, 403, 200, 403],
  'get own user': /*           */ [401, 200, 200, 200, 200],
  'grant the Compliance Reviewer role': [401, 403, 403, 204, 403],
  'revoke the Compliance Reviewer role': [401, 403, 403, 204, 403],
  'save user': /*              */ [401, 403, 403, 400, 403],
  jwks: /*                     */ [200, 200, 200, 200, 200],
  health: /*                   */ [200, 200, 200, 200, 200],
};

const table = Object.entries(expected).flatMap(([name, statuses]) => callers.map((caller, i) => [name, caller, statuses[i]] as const));

describe('authorization matrix', () => {
  it.each(table)('%s as %s -> %i', async (name, caller, status) => {
    const call = calls[name];
    const user = caller === 'anonymous' ? undefined : users[caller];
    const answer = await h.api(call.method, call.path(user), { token: user?.token, body: call.body?.(user) });
    expect(answer.status).toBe(status);
    if (status === 401 || status === 403) expect(answer.body).toMatchObject({ Details: 'You are not logged in or do not have access.', SubErrors: [] });
    // A password change ends the older sessions and answers a new one, which the caller goes on with (as the web app does).
    if (name === 'changePassword' && user && answer.status === 200) user.token = answer.body.jwtToken;
  });
});
