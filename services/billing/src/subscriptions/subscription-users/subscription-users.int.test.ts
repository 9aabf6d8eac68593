import { Roles, SubscriptionUser } from '@app/contracts';
import { billingForTests, type TestUser } from '../../testing/billing-test-kit.js';

const h = billingForTests('subusers');
let alice: TestUser & { subscriptionId: string };
let bob: TestUser & { subscriptionId: string };
beforeAll(async () => {
  alice = await h.subscriber();
  bob = await h.subscriber();
});

const list = (query: string, token: string | null) => h.api('GET', `/api/subscriptionUser?${query}`, { token });
const byUser = (id: string) => `filter=${encodeURIComponent(`applicationUserId = "${id}"`)}`;

describe('GET /api/subscriptionUser', () => {
  it("answers the caller's rows with the subscription included, and the total", async () => {
    const { status, body, headers } = await list(`includes=subscription&${byUser(alice.id)}`, alice.token);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('1');
    expect(body).toHaveLength(1);
    expect(SubscriptionUser.parse(body[0])).toEqual(body[0]);
    expect(body[0]).toMatchObject({ applicationUserId: alice.id, subscriptionId: alice.subscriptionId, subscription: { id: alice.subscriptionId, isActive: true } });
  });

  it('leaves the subscription out unless included', async () => {
    const { body } = await list(byUser(alice.id), alice.token);
    expect(body).toEqual([{ id: expect.any(String), applicationUserId: alice.id, subscriptionId: alice.subscriptionId }]);
  });

  it("never shows a subscriber someone else's rows, whatever the filter", async () => {
    expect((await list(`includes=subscription&${byUser(bob.id)}`, alice.token)).body).toEqual([]);
    const all = await list('includes=subscription&limit=1000', alice.token);
    expect(all.body.map((row: SubscriptionUser) => row.applicationUserId)).toEqual([alice.id]);
    expect(all.headers.get('x-total-count')).toBe('1');
    expect((await list(`filter=${encodeURIComponent(`subscriptionId = "${bob.subscriptionId}"`)}`, alice.token)).body).toEqual([]);
  });

  it("shows site admins anyone's rows; a compliance reviewer only their own", async () => {
    const { body } = await list(`includes=subscription&${byUser(bob.id)}`, (await h.user([Roles.SiteAdmin])).token);
    expect(body.map((row: SubscriptionUser) => row.subscriptionId)).toEqual([bob.subscriptionId]);
    const reviewer = await h.user([Roles.ComplianceReviewer]);
    expect((await list(`includes=subscription&${byUser(bob.id)}`, reviewer.token)).body).toEqual([]);
    expect((await list('includes=subscription&limit=1000', reviewer.token)).body).toEqual([]);
  });

  it('answers an empty list to a signed-in user without a subscription, 401 to anonymous callers', async () => {
    const newcomer = await h.user();
    expect(await list(`includes=subscription&${byUser(newcomer.id)}`, newcomer.token)).toMatchObject({ status: 200, body: [] });
    expect((await list(byUser(newcomer.id), null)).status).toBe(401);
  });

  it.each([
    ['an unknown include', 'includes=applicationUser'],
    ['an unknown column', `filter=${encodeURIComponent('email = "x"')}`],
    ['a malformed filter', `filter=${encodeURIComponent('applicationUserId = ')}`],
  ])('answers 400 for %s', async (_case, query) => {
    expect((await list(query, alice.token)).status).toBe(400);
  });
});
