import { randomBytes } from 'node:crypto';
import { Roles, Subscription } from '@app/contracts';
import { billingForTests, TEST_PRICES, type TestUser } from '../../testing/billing-test-kit.js';

const h = billingForTests('subadmin');
let admin: TestUser;
beforeAll(async () => {
  admin = await h.admin();
});

const get = (id: string, token = admin.token) => h.api('GET', `/api/subscription/${id}`, { token });
const put = (id: string, body: unknown, token = admin.token) => h.api('PUT', `/api/subscription/${id}`, { token, body });
const list = (query: string, token = admin.token) => h.api('GET', `/api/subscription?${query}`, { token });
const editOf = (s: Subscription) => ({
  displayName: s.displayName,
  stripeExpiration: s.stripeExpiration,
  stripeStatus: s.stripeStatus,
  stripeSubscriptionId: s.stripeSubscriptionId,
  stripeCustomerId: s.stripeCustomerId,
  stripePriceId: s.stripePriceId,
  stripePromotionCodeId: s.stripePromotionCodeId,
  concurrencyCheck: s.concurrencyCheck,
});

describe('GET /api/subscription/{id}', () => {
  it("answers the editor's record with concurrencyCheck", async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    const { status, body } = await get(buyer.subscriptionId);
    expect(status).toBe(200);
    expect(Subscription.parse(body)).toEqual(body);
    expect(body).toEqual({
      id: buyer.subscriptionId,
      displayName: 'Standard Monthly',
      priceName: 'StandardMonthly',
      isActive: true,
      isEnterprise: false,
      stripeExpiration: purchased.data.stripeExpiration,
      stripeStatus: 'active',
      stripeSubscriptionId: purchased.data.stripeSubscriptionId,
      stripeCustomerId: purchased.data.stripeCustomerId,
      stripePriceId: TEST_PRICES.StandardMonthly,
      stripePromotionCodeId: null,
      created: purchased.metadata.occurredAt,
      concurrencyCheck: 1,
      // No account of the buyer reached billing here (reactions/account-contacts.int.test.ts: with identity's).
      owner: { applicationUserId: buyer.id, name: null, email: null },
    });
  });

  it("answers 404 'The subscription was not found.' for an unknown id", async () => {
    expect(await get('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toMatchObject({ status: 404, body: { Details: 'The subscription was not found.', SubErrors: [] } });
    expect((await get('nope')).status).toBe(404);
  });
});

describe('PUT /api/subscription/{id}', () => {
  it("saves the editor's fields and moves concurrencyCheck on", async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    const { status, body } = await put(buyer.subscriptionId, {
      ...editOf(loaded),
      displayName: 'Comped by support',
      stripeExpiration: '2099-06-30',
      stripeStatus: 'active (manual)',
      stripePriceId: TEST_PRICES.StandardYearly,
      stripePromotionCodeId: 'promo_manual',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...loaded,
      displayName: 'Comped by support',
      priceName: 'StandardYearly',
      stripeExpiration: '2099-06-30T23:59:59.999Z',
      stripeStatus: 'active (manual)',
      stripePriceId: TEST_PRICES.StandardYearly,
      stripePromotionCodeId: 'promo_manual',
      concurrencyCheck: 2,
    });
    expect((await get(buyer.subscriptionId)).body).toEqual(body);
    const events = await h.events(buyer.subscriptionId);
    expect(events[1]).toMatchObject({ type: 'SubscriptionEdited', metadata: { actorUserId: admin.id } });
    // The subscriber sees it too.
    expect((await h.mySubscription(buyer))[0].subscription).toMatchObject({ displayName: 'Comped by support', stripeExpiration: '2099-06-30T23:59:59.999Z', isActive: true });
  });

  it('makes the subscription inactive when the expiration is set in the past', async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    const { body } = await put(buyer.subscriptionId, { ...editOf(loaded), stripeExpiration: '2020-01-01T00:00:00Z' });
    expect(body).toMatchObject({ isActive: false, stripeExpiration: '2020-01-01T00:00:00.000Z' });
  });

  it("answers a stale save with 409 and the spec's text, and keeps the first save", async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    expect((await put(buyer.subscriptionId, { ...editOf(loaded), displayName: 'First' })).status).toBe(200);
    const stale = await put(buyer.subscriptionId, { ...editOf(loaded), displayName: 'Second' });
    expect(stale).toEqual({
      status: 409,
      headers: expect.anything(),
      body: { Details: 'The item has been edited since you loaded the page. Reload this page to get the latest changes.', SubErrors: [], MessageKey: { key: 'editedSinceLoaded' } },
    });
    expect((await get(buyer.subscriptionId)).body.displayName).toBe('First');
  });

  it('counts changes made by Stripe or the subscriber as edits too (409 after a cancellation)', async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    await h.api('POST', '/api/subscription/cancel', { token: buyer.token, body: { subscriptionId: buyer.subscriptionId } });
    expect((await put(buyer.subscriptionId, editOf(loaded))).status).toBe(409);
  });

  it('lets one of two simultaneous saves of the same version through', async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    const answers = await Promise.all(['A', 'B', 'C'].map((name) => put(buyer.subscriptionId, { ...editOf(loaded), displayName: name })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    ['an empty display name', { displayName: '' }, 'displayName: This field is required'],
    ['a date that is not one', { stripeExpiration: '2021-02-30' }, expect.stringMatching(/^stripeExpiration: /)],
    ['no concurrencyCheck', { concurrencyCheck: undefined }, expect.stringMatching(/^concurrencyCheck: /)],
  ])('answers 400 for %s', async (_case, change, subError) => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    const answer = await put(buyer.subscriptionId, { ...editOf(loaded), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.Details).toBe('The data you provided could not be validated.');
    expect(answer.body.SubErrors).toEqual(expect.arrayContaining([subError]));
  });

  it('is for site admins only', async () => {
    const buyer = await h.subscriber();
    const { body: loaded } = await get(buyer.subscriptionId);
    const reviewer = await h.user([Roles.ComplianceReviewer]);
    expect((await get(buyer.subscriptionId, reviewer.token)).status).toBe(403);
    expect((await put(buyer.subscriptionId, editOf(loaded), reviewer.token)).status).toBe(403);
    expect((await put(buyer.subscriptionId, editOf(loaded), buyer.token)).status).toBe(403);
    expect((await get(buyer.subscriptionId, buyer.token)).status).toBe(403);
  });
});

describe('GET /api/subscription', () => {
  const tag = `Firm ${randomBytes(3).toString('hex')}`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [key, expiration] of [
      ['c', '2031-03-01'],
      ['a', '2030-01-15'],
      ['b', '2032-07-04'],
    ] as const) {
      const { body } = await h.api('POST', '/api/subscription/enterprise', { token: admin.token, body: { displayName: `${tag} ${key}`, expiration } });
      ids[key] = body.id;
    }
  });
  const mine = (extra = '') => `filter=${encodeURIComponent(`displayName.Contains("${tag}")${extra}`)}`;
  const namesOf = (body: Subscription[]) => body.map((s) => s.displayName.slice(-1));

  it('lists subscriptions with the total in x-total-count, oldest first', async () => {
    const { status, body, headers } = await list(mine());
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('3');
    expect(namesOf(body)).toEqual(['c', 'a', 'b']);
    for (const row of body) expect(Subscription.parse(row)).toEqual(row);
  });

  it('filters by the listed columns, orders and pages', async () => {
    expect(namesOf((await list(mine(' AND stripeExpiration = "2030-01-15"'))).body)).toEqual(['a']);
    expect(namesOf((await list(mine(` AND id = "${ids.b}"`))).body)).toEqual(['b']);
    expect(namesOf((await list(mine(' AND isEnterprise = true AND isActive = true'))).body)).toEqual(['c', 'a', 'b']);
    expect((await list(mine(' AND priceName = "StandardMonthly"'))).body).toEqual([]);
    expect(namesOf((await list(`${mine()}&order=stripeExpiration%20desc`)).body)).toEqual(['b', 'c', 'a']);
    const page = await list(`${mine()}&order=displayName&offset=1&limit=1`);
    expect([namesOf(page.body), page.headers.get('x-total-count')]).toEqual([['b'], '3']);
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    const byStripe = await list(`filter=${encodeURIComponent(`stripeCustomerId = "${purchased.data.stripeCustomerId}"`)}`);
    expect(byStripe.body.map((s: Subscription) => s.id)).toEqual([buyer.subscriptionId]);
  });

  it.each([
    ['an unknown column', `filter=${encodeURIComponent('password = "x"')}`],
    ['SQL in the filter', `filter=${encodeURIComponent("displayName = 'x'; DROP TABLE subscriptions; --")}`],
    ['an unknown order column', 'order=secret%20asc'],
    ['a select value not offered', `filter=${encodeURIComponent('priceName = "Lifetime"')}`],
  ])('answers 400 for %s', async (_case, query) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.body.Details).toBe('The data you provided could not be validated.');
  });

  it('is open to site admins only (not to compliance reviewers)', async () => {
    expect((await list(mine())).status).toBe(200);
    expect((await list(mine(), (await h.user([Roles.ComplianceReviewer])).token)).status).toBe(403);
    expect((await list(mine(), (await h.user([Roles.Subscriber])).token)).status).toBe(403);
    expect((await list(mine(), null as unknown as string)).status).toBe(401);
  });
});
