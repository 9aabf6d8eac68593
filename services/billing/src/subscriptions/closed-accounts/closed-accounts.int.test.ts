import { waitFor } from '@app/platform/testing';
import { startBilling, type BillingHarness } from '../../testing/billing-test-kit.js';
import { CLOSED_ACCOUNTS_HANDLER } from '../../reactions/closed-accounts.reaction.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBilling('closedacct', { withIdentity: true });
});
afterAll(() => h?.close());

describe("identity's AccountClosed (issue 36)", () => {
  it("stops the closed account's card subscription renewing at Stripe, as its own Cancel would, and no one else's", async () => {
    const closing = await h.subscriber();
    const other = await h.subscriber();
    const closed = await h.appendIdentityEvent('AccountClosed', { userId: closing.id });
    await h.waitUntilConsumed(CLOSED_ACCOUNTS_HANDLER, closed);

    await waitFor(async () => (await h.eventTypes(closing.subscriptionId)).includes('SubscriptionCanceled'), 15_000);
    const events = await h.events(closing.subscriptionId);
    expect(events.at(-1)).toMatchObject({
      type: 'SubscriptionCanceled',
      data: { canceledBy: closing.id, stripeStatus: 'canceled' },
      metadata: { causationId: closed.metadata.eventId },
    });
    const stripeSubscriptionId = events[0].data.stripeSubscriptionId;
    expect(h.simulator.retrieve(stripeSubscriptionId)).toMatchObject({ cancel_at_period_end: true });
    expect(await h.eventTypes(other.subscriptionId)).toEqual(['SubscriptionPurchased']);
  });
});
