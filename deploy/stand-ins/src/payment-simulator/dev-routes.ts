import { ApiError } from './api-errors.js';
import { formString } from './form-body.js';
import type { PaymentSimulator } from './payment-simulator.js';
import type { Params } from './stripe-object.js';
import { invoicePdf } from './invoice-pdf.js';
import type { WebhookDelivery } from './webhooks.js';

/** Developer helpers under `/_simulator` (not Stripe's API): look at the state, move subscriptions through billing. */
export async function routeDev(simulator: PaymentSimulator, method: string, path: string, p: Params): Promise<{ status: number; body: unknown; contentType?: string }> {
  const [, , resource, id, action] = path.split('/');
  if (method === 'GET' && resource === 'invoices' && id) {
    const invoice = simulator.retrieve(id);
    if (!invoice || invoice.object !== 'invoice') return { status: 404, body: { error: { message: `No such invoice: '${id}'` } } };
    return action === 'pdf' ? { status: 200, body: invoicePdf(invoice), contentType: 'application/pdf' } : { status: 200, body: invoice };
  }
  if (method === 'GET' && !resource) {
    return {
      status: 200,
      body: {
        now: simulator.clock.now().toISOString(),
        webhookUrl: simulator.webhookUrl ?? null,
        subscriptions: simulator.list('subscription').map((s) => ({
          id: s.id,
          customer: s.customer,
          status: s.status,
          cancel_at_period_end: s.cancel_at_period_end,
          current_period_end: new Date(s.items.data[0].current_period_end * 1000).toISOString(),
          metadata: s.metadata,
        })),
        promotionCodes: simulator.list('promotion_code').map((c) => ({ id: c.id, code: c.code, active: c.active, expires_at: c.expires_at })),
      },
    };
  }
  const deliveries = (list: WebhookDelivery[]) => ({ status: 200, body: list.map((d) => ({ event: d.event.id, type: d.event.type, status: d.status })) });
  try {
    if (method === 'POST' && resource === 'billing-cycle') return deliveries(await simulator.runBillingCycle());
    if (method === 'POST' && resource === 'subscriptions' && id && action === 'renew') {
      const outcome = formString(p.outcome);
      return deliveries(await simulator.renew(id, outcome === 'failed' ? 'failed' : outcome === 'paid' ? 'paid' : undefined));
    }
    if (method === 'POST' && resource === 'subscriptions' && id && action === 'end') return deliveries(await simulator.end(id));
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: { error: error.error } };
    throw error;
  }
  return {
    status: 404,
    body: {
      error: {
        message:
          'Unknown simulator route. Try GET /_simulator, GET /_simulator/invoices/{id}/pdf, POST /_simulator/billing-cycle, POST /_simulator/subscriptions/{id}/renew?outcome=paid|failed, POST /_simulator/subscriptions/{id}/end',
      },
    },
  };
}
