import { randomBytes } from 'node:crypto';
import { ApplicationUser, Roles } from '@app/contracts';
import { deleteClient, identityWithClientsUnderTest, inviteClient, strongPassword, type TestUser } from '../../testing/identity-test-kit.js';

const h = identityWithClientsUnderTest('appusers');
let adminToken: string;
const tag = `ls${randomBytes(3).toString('hex')}`;
const people: Record<string, TestUser> = {};

async function person(key: string, firstName: string, lastName: string, roles: (typeof Roles)[keyof typeof Roles][] = []) {
  const email = `${key}.${tag}@example.test`;
  const password = strongPassword();
  const { body } = await h.api('POST', '/api/account/register', { body: { email, password } });
  if (roles.length) await h.grantRoles(body.id, roles);
  await h.running.runtime.store.append(`user-${body.id}`, [{ type: 'UserProfileChanged', data: { userId: body.id, firstName, lastName } }], { expectedVersion: 'any' });
  people[key] = { id: body.id, email, password, token: body.jwtToken };
}

beforeAll(async () => {
  adminToken = await h.login(h.admin.email, h.admin.password);
  await person('carol', 'Carol', 'Zimmer', [Roles.Subscriber]);
  await person('alice', 'Alice', 'Young', [Roles.Subscriber]);
  await person('bob', 'Bob', 'Xavier', [Roles.Client]);
  await person('dave', 'Dave', 'Young');
  await person('erin', 'Erin', 'Walsh', [Roles.ComplianceReviewer]);
});

const list = (query: string, token: string | null = adminToken) => h.api('GET', `/api/applicationUser?${query}`, { token });
const mine = `filter=${encodeURIComponent(`email.Contains("${tag}")`)}`;
const emailsOf = (users: ApplicationUser[]) => users.map((u) => u.email!.split('.')[0]);

describe('GET /api/applicationUser', () => {
  it('lists users as ApplicationUser with the total in x-total-count, by email ascending by default', async () => {
    const { status, body, headers } = await list(mine);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('5');
    expect(emailsOf(body)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
    for (const user of body) expect(ApplicationUser.parse(user)).toEqual(user);
    expect(body[0]).toEqual({
      id: people.alice.id,
      userName: people.alice.email,
      email: people.alice.email,
      firstName: 'Alice',
      lastName: 'Young',
      displayName: 'Alice Young',
      phoneNumber: null,
      roles: [Roles.Subscriber],
      twoFactorEnabled: false,
      disabled: false,
      timeZone: null,
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      client: null,
    });
  });

  it('filters by text (Contains and =), roles, and a creation day', async () => {
    const filter = (f: string) => list(`filter=${encodeURIComponent(`email.Contains("${tag}") AND ${f}`)}`);
    expect(emailsOf((await filter('lastName = "Young"')).body)).toEqual(['alice', 'dave']);
    expect(emailsOf((await filter('firstName.Contains("AR")')).body)).toEqual(['carol']);
    expect(emailsOf((await filter('roles.Contains("Subscriber")')).body)).toEqual(['alice', 'carol']);
    expect(emailsOf((await filter(`id = "${people.bob.id}"`)).body)).toEqual(['bob']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await filter(`created = "${today}"`)).headers.get('x-total-count')).toBe('5');
    expect((await filter('created = "2001-01-01"')).body).toEqual([]);
    expect(emailsOf((await filter('(lastName = "Young" AND firstName = "Dave")')).body)).toEqual(['dave']);
  });

  it('orders and pages, the total counting every match', async () => {
    const page1 = await list(`${mine}&order=lastName%20desc&offset=0&limit=2`);
    const page2 = await list(`${mine}&order=lastName%20desc&offset=2&limit=2`);
    const page3 = await list(`${mine}&order=lastName%20desc&offset=4&limit=2`);
    expect([page1, page2, page3].map((p) => p.headers.get('x-total-count'))).toEqual(['5', '5', '5']);
    // Young, Young (tie broken by id), Zimmer first; then Xavier, Walsh.
    expect(emailsOf(page1.body)[0]).toBe('carol');
    expect([...emailsOf(page1.body), ...emailsOf(page2.body), ...emailsOf(page3.body)].slice(3)).toEqual(['bob', 'erin']);
    expect(new Set([...emailsOf(page1.body), ...emailsOf(page2.body), ...emailsOf(page3.body)]).size).toBe(5);
    expect(emailsOf((await list(`${mine}&order=firstName`)).body)).toEqual(['alice', 'bob', 'carol', 'dave', 'erin']);
  });

  it('accepts the client includes and answers client: null', async () => {
    const includes = 'Client,Client.SubscriptionUser,Client.SubscriptionUser.Subscription,Client.SubscriptionUser.ApplicationUser';
    const { status, body } = await list(`${mine}&includes=${encodeURIComponent(includes)}`);
    expect(status).toBe(200);
    expect(body.every((u: ApplicationUser) => u.client === null)).toBe(true);
  });

  it.each([
    ['a malformed filter', `filter=${encodeURIComponent('email.Contains("x"')}`, /^filter: /],
    ['a filter with SQL in it', `filter=${encodeURIComponent("email = 'x'; DROP TABLE users; --")}`, /^filter: /],
    ['an unknown filter column', `filter=${encodeURIComponent('password = "x"')}`, /^filter: 'password' is not a column of this list$/],
    ['Contains on a date', `filter=${encodeURIComponent('created.Contains("2020")')}`, /^filter: created: Contains works on text columns only$/],
    ['an invalid date', `filter=${encodeURIComponent('created = "2021-02-30"')}`, /^filter: created: Please enter a valid date$/],
    ['an unknown order column', 'order=passwordHash%20asc', /^order: /],
    ['a bad limit', 'limit=0', /^limit: /],
    ['a bad offset', 'offset=-1', /^offset: /],
    ['an unknown include', 'includes=Subscription', /^includes: 'Subscription' cannot be included$/],
  ])('answers 400 for %s', async (_case, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.Details).toBe('The data you provided could not be validated.');
    expect(body.SubErrors).toHaveLength(1);
    expect(body.SubErrors[0]).toMatch(message);
  });

  it('is open to site admins only: closed to compliance reviewers, subscribers and clients', async () => {
    const reviewer = await h.login(people.erin.email, people.erin.password);
    expect((await list(mine, reviewer)).status).toBe(403);
    expect((await list(mine, await h.login(people.alice.email, people.alice.password))).status).toBe(403);
    expect((await list(mine, await h.login(people.bob.email, people.bob.password))).status).toBe(403);
    expect((await list(mine, null)).status).toBe(401);
  });
});

describe('GET /api/applicationUser/{id}', () => {
  it('answers one user to an admin, and to the user themself', async () => {
    const asAdmin = await h.api('GET', `/api/applicationUser/${people.carol.id}?includes=Client`, { token: adminToken });
    expect(asAdmin).toMatchObject({
      status: 200,
      body: { id: people.carol.id, email: people.carol.email, firstName: 'Carol', lastName: 'Zimmer', roles: [Roles.Subscriber], client: null },
    });
    const carol = await h.login(people.carol.email, people.carol.password);
    expect(await h.api('GET', `/api/applicationUser/${people.carol.id}`, { token: carol })).toMatchObject({ status: 200, body: asAdmin.body });
  });

  it("answers 403 for someone else's record (to a compliance reviewer too), 404 for an unknown id", async () => {
    const carol = await h.login(people.carol.email, people.carol.password);
    expect((await h.api('GET', `/api/applicationUser/${people.alice.id}`, { token: carol })).status).toBe(403);
    const reviewer = await h.login(people.erin.email, people.erin.password);
    expect((await h.api('GET', `/api/applicationUser/${people.alice.id}`, { token: reviewer })).status).toBe(403);
    expect((await h.api('GET', `/api/applicationUser/${people.erin.id}`, { token: reviewer })).status).toBe(200);
    expect(await h.api('GET', '/api/applicationUser/3f2504e0-4f89-41d3-9a0c-0305e82c3301', { token: adminToken })).toMatchObject({
      status: 404,
      body: { Details: 'The user was not found.', SubErrors: [] },
    });
    expect((await h.api('GET', '/api/applicationUser/not-an-id', { token: adminToken })).status).toBe(404);
    expect((await h.api('GET', `/api/applicationUser/${people.carol.id}?includes=Nope`, { token: adminToken })).status).toBe(400);
  });
});

describe("a client's account: the client part", () => {
  const allIncludes = 'Client,Client.SubscriptionUser,Client.SubscriptionUser.Subscription,Client.SubscriptionUser.ApplicationUser';
  let client: Awaited<ReturnType<typeof inviteClient>>;
  let clientToken: string;
  beforeAll(async () => {
    client = await inviteClient(h, { subscriberId: people.carol.id });
    const { body } = await h.api('POST', '/api/client/acceptInvite', { body: { shortCode: client.shortCode, password: strongPassword() } });
    clientToken = body.jwtToken;
  });

  const get = (includes: string | null, token = clientToken) =>
    h.api('GET', `/api/applicationUser/${client.userId}${includes === null ? '' : `?includes=${encodeURIComponent(includes)}`}`, { token });

  it('answers the client and their subscriber (a user here too), so the web shows "Client of {subscriber}"', async () => {
    const { status, body } = await get(allIncludes);
    expect(status).toBe(200);
    expect(ApplicationUser.parse(body)).toEqual(body);
    expect(body).toMatchObject({ id: client.userId, email: client.email, firstName: 'Casey', lastName: 'Client', phoneNumber: client.phoneNumber, roles: [Roles.Client] });
    expect(body.client).toEqual({
      id: client.clientId,
      subscriptionUser: {
        applicationUserId: people.carol.id,
        applicationUser: { id: people.carol.id, displayName: 'Carol Zimmer', firstName: 'Carol', lastName: 'Zimmer' },
        subscription: null,
      },
    });
  });

  it('answers each part when it, or a part below it, is included', async () => {
    expect((await get(null)).body.client).toBeNull();
    expect((await get('Client')).body.client).toEqual({ id: client.clientId });
    expect((await get('Client.SubscriptionUser')).body.client).toEqual({ id: client.clientId, subscriptionUser: { applicationUserId: people.carol.id } });
    expect((await get('Client.SubscriptionUser.ApplicationUser')).body.client).toEqual({
      id: client.clientId,
      subscriptionUser: { applicationUserId: people.carol.id, applicationUser: expect.objectContaining({ displayName: 'Carol Zimmer' }) },
    });
  });

  it('is in the admin list too, for clients only', async () => {
    const clientPart = async (id: string, includes: string) => {
      const { body } = await list(`filter=${encodeURIComponent(`id = "${id}"`)}&includes=${encodeURIComponent(includes)}`, adminToken);
      expect(body).toHaveLength(1);
      return body[0].client;
    };
    expect(await clientPart(client.userId, allIncludes)).toEqual((await get(allIncludes)).body.client);
    expect(await clientPart(client.userId, '')).toBeNull();
    expect(await clientPart(people.carol.id, allIncludes)).toBeNull();
  });
});

describe('a deleted client in the admin list', () => {
  it('is not a blank row: once their account is erased it leaves the list (issue 36, item 11)', async () => {
    const deleted = await inviteClient(h, { subscriberId: people.carol.id });
    const byId = () => list(`filter=${encodeURIComponent(`id = "${deleted.userId}"`)}`);
    expect((await byId()).body).toHaveLength(1);
    await deleteClient(h, { clientId: deleted.clientId, userId: deleted.userId, subscriberId: people.carol.id });
    for (const started = Date.now(); (await byId()).body.length > 0 && Date.now() - started < 10_000;) await new Promise((resolve) => setTimeout(resolve, 100));
    const { body, headers } = await byId();
    expect({ rows: body, total: headers.get('x-total-count') }).toEqual({ rows: [], total: '0' });
  });
});
