import { billingForTests } from '../../testing/billing-test-kit.js';

const h = billingForTests('invoices');

const invoices = (token: string, subscriptionId: string) => h.api('GET', `/api/subscription/${subscriptionId}/invoices`, { token });

describe('GET /api/subscription/{id}/invoices', () => {
  it("lists the subscription's invoices at Stripe newest first: date, amount, status, PDF and the promotion code applied", async () => {
    const buyer = await h.subscriber({ promotionCodeId: await promotionCodeIdOf('SAVE10') });
    h.clock.advance(32 * 86_400_000);
    await h.simulator.runBillingCycle();

    const { status, body, headers } = await invoices(buyer.token, buyer.subscriptionId);
    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('2');
    const [renewal, first] = body;
    expect(first).toMatchObject({ total: 2980, amountPaid: 2980, status: 'paid', billingReason: 'subscription_create', discount: 1000, promotionCode: 'SAVE10', currency: 'usd' });
    expect(renewal).toMatchObject({ total: 3980, amountPaid: 3980, status: 'paid', billingReason: 'subscription_cycle', discount: 0, promotionCode: null });
    expect(Date.parse(renewal.created)).toBeGreaterThan(Date.parse(first.created));
    expect(Date.parse(first.periodEnd)).toBe(Date.parse(renewal.periodStart));

    // The PDF link answers a PDF.
    const pdf = await fetch(first.pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('lists a failed renewal as open', async () => {
    const buyer = await h.subscriber();
    const [purchased] = await h.events(buyer.subscriptionId);
    await h.simulator.renew(purchased.data.stripeSubscriptionId, 'failed');
    const { body } = await invoices(buyer.token, buyer.subscriptionId);
    expect(body[0]).toMatchObject({ status: 'open', amountPaid: 0, total: 3980, billingReason: 'subscription_cycle' });
    expect(await h.eventTypes(buyer.subscriptionId)).toContain('PaymentFailed');
  });

  it("refuses someone else's subscription (403) and an unknown one (404); a site admin sees any", async () => {
    const buyer = await h.subscriber();
    expect((await invoices((await h.user()).token, buyer.subscriptionId)).status).toBe(403);
    expect((await invoices(buyer.token, '0e3c7a57-5a41-4f53-9f57-2a1d9c0b7a11')).status).toBe(404);
    const admin = await h.admin();
    expect(await invoices(admin.token, buyer.subscriptionId)).toMatchObject({ status: 200, body: [{ status: 'paid' }] });
  });
});

async function promotionCodeIdOf(code: string): Promise<string> {
  const { body } = await h.api('POST', '/api/subscription/validatePromotionCode', { token: (await h.user()).token, body: { code } });
  return body.id;
}
