import { startBilling, type BillingHarness } from '../testing/billing-test-kit.js';
import { ACCOUNT_CONTACTS_HANDLER } from './account-contacts.reaction.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBilling('subowner', { withIdentity: true });
});
afterAll(() => h?.close());

describe("whose subscription it is, in the admin's list and editor", () => {
  it("names the purchaser's account, name and address as identity gives them, and forgets them with the person", async () => {
    const admin = await h.admin();
    const buyer = await h.subscriber();
    await h.appendIdentityEvent('UserRegistered', { userId: buyer.id, email: buyer.email, passwordHash: null, roles: [], source: 'self' });
    const named = await h.appendIdentityEvent('UserProfileChanged', { userId: buyer.id, firstName: 'Ada', lastName: 'Lovelace' });
    await h.waitUntilConsumed(ACCOUNT_CONTACTS_HANDLER, named);

    const owner = { applicationUserId: buyer.id, name: 'Ada Lovelace', email: buyer.email };
    expect(await h.api('GET', `/api/subscription/${buyer.subscriptionId}`, { token: admin.token })).toMatchObject({ status: 200, body: { owner } });
    const { body: page } = await h.api('GET', `/api/subscription?limit=100&filter=${encodeURIComponent(`id = "${buyer.subscriptionId}"`)}`, { token: admin.token });
    expect(page).toEqual([expect.objectContaining({ id: buyer.subscriptionId, owner })]);

    const erased = await h.appendIdentityEvent('PersonalDataErased', { userId: buyer.id });
    await h.waitUntilConsumed('billing-personal-data-erasure', erased);
    expect((await h.api('GET', `/api/subscription/${buyer.subscriptionId}`, { token: admin.token })).body.owner).toEqual({ applicationUserId: buyer.id, name: null, email: null });
  });

  it('an enterprise subscription has no owner (its members are listed apart)', async () => {
    const admin = await h.admin();
    const { body } = await h.api('POST', '/api/subscription/enterprise', { token: admin.token, body: { displayName: 'Firm LLP', expiration: '2099-01-01' } });
    expect((await h.api('GET', `/api/subscription/${body.id}`, { token: admin.token })).body.owner).toBeNull();
  });
});
