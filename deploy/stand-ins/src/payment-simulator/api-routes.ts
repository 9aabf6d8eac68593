import { unrecognized } from './api-errors.js';
import type { StripeResources } from './resources.js';
import type { Params, StripeObject } from './stripe-object.js';

/** Stripe's REST endpoints billing uses (`/v1/...`), carried out on `resources`; throws `ApiError` as Stripe answers. */
export function routeApi(resources: StripeResources, method: string, path: string, p: Params): StripeObject {
  const parts = path.split('/').filter(Boolean);
  const [version, resource, id, action] = parts;
  if (version === 'v1' && parts.length >= 2 && parts.length <= 4) {
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return resources.expand(resources.createCustomer(p), p);
      case 'POST customers/:id':
        return resources.expand(resources.updateCustomer(id, p), p);
      case 'GET customers/:id':
        return resources.retrieveCustomer(id, p);
      case 'DELETE customers/:id':
        return resources.deleteCustomer(id);
      case 'POST payment_methods/:id/attach':
        return resources.expand(resources.attach(id, p), p);
      case 'GET payment_methods/:id':
        return resources.expand(resources.get('payment_method', id, 'id'), p);
      case 'POST subscriptions':
        return resources.expand(resources.createSubscription(p), p);
      case 'POST subscriptions/:id':
        return resources.expand(resources.updateSubscription(id, p), p);
      case 'GET subscriptions/:id':
        return resources.expand(resources.get('subscription', id, 'id'), p);
      case 'GET promotion_codes':
        return resources.listPromotionCodes(p);
      case 'GET promotion_codes/:id':
        return resources.expand(resources.get('promotion_code', id, 'id'), p);
      case 'GET invoices':
        return resources.listInvoices(p);
      case 'GET invoices/:id':
        return resources.expand(resources.get('invoice', id, 'id'), p);
      case 'GET coupons/:id':
        return resources.expand(resources.get('coupon', id, 'id'), p);
      case 'GET prices/:id':
        return resources.expand(resources.get('price', id, 'id'), p);
    }
  }
  throw unrecognized(method, path);
}
