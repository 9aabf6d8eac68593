/**
 * Text no field can store (U+0000, unpaired UTF-16 surrogates) and malformed percent-encodings, sent to every
 * route identity, billing, clients, survey and notification register (read from their routers, so a new
 * route is covered without editing this test) in path parameters, query names and values and JSON body
 * fields, with no token and with a site admin's: refused with a 400 before any handler, and never a 5xx.
 * Then the same through the gateway.
 */
import fc from 'fast-check';
import * as contracts from '@app/contracts';
import { isStorableText } from '@app/contracts';
import { withMessageKeys } from '@app/platform';
import { apiOf, routesOf } from '@app/platform/testing';
import { startServicesBehindGateway, type ServicesBehindGateway } from './services-behind-gateway.js';

interface Route {
  service: string;
  method: string;
  path: string;
}

/** One path or query component as a client may send it; `text` is what it decodes to (none: malformed). */
interface Component {
  text?: string;
  encoded: string;
}

const adminEmail = 'bad-text-admin@example.com';
const adminPassword = 'Quiet-Harbor-8841';
let system: ServicesBehindGateway;
let services: ServicesBehindGateway['services'];
let gatewayUrl: string;
let adminToken: string;

beforeAll(async () => {
  system = await startServicesBehindGateway('sys_text', {
    admin: { email: adminEmail, password: adminPassword },
    withBilling: true,
    gatewayEnv: { RATE_LIMIT_PER_MINUTE: '100000' },
  });
  ({ services, gatewayUrl } = system);

  const login = await apiOf(services.identity.url)('POST', '/api/account/login', { body: { email: adminEmail, password: adminPassword } });
  expect(login.status).toBe(200);
  adminToken = login.body.jwtToken;
});

afterAll(() => system?.close());

/** The routes a service's Express router holds (Nest registers each controller method there). */
const serviceRoutes = (service: string): Route[] => routesOf(services[service].app).map((route) => ({ service, ...route }));

/** Any code point, often a NUL or a lone surrogate (adjacent halves may pair up, as they may in a request). */
const codeUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constant('\u0000'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);
const anyText = fc.string({ unit: codeUnit, maxLength: 12 });

/** Percent-encodes UTF-8; a lone surrogate as the three bytes it would have (WTF-8), which are not UTF-8. */
const percentEncode = (text: string) =>
  Array.from(text, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');

const component: fc.Arbitrary<Component> = fc.oneof(
  { weight: 4, arbitrary: anyText.map((text) => ({ text, encoded: percentEncode(text) })) },
  { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%ZZ', '%', '%C3', '%FF').map((encoded) => ({ encoded })) },
);

/** Every field name the contracts know, so that bodies hit the fields the handlers read. */
const fieldNames = [
  ...new Set(
    Object.values(contracts).flatMap((value) =>
      typeof value === 'object' && value !== null && 'shape' in value && typeof value.shape === 'object' && value.shape !== null ? Object.keys(value.shape) : [],
    ),
  ),
];
const bodyField = fc.oneof(fc.constantFrom(...fieldNames), anyText);
const body = fc.dictionary(bodyField, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 })), { maxKeys: 4 });

const storable = (c: Component) => c.text !== undefined && isStorableText(c.text);
const storableBody = (value: Record<string, string | string[]>) => Object.entries(value).every(([key, field]) => isStorableText(key) && [field].flat().every(isStorableText));

/** `:name` and `*name` (path-to-regexp, as Express 5 reads route paths). */
const PARAMETER = /[:*]\w+/g;

const withParams = (path: string, values: Component[]) => {
  let next = 0;
  return path.replace(PARAMETER, () => values[next++].encoded).replace(/[{}]/g, '');
};

function requestsFor(route: Route) {
  const parameters = route.path.match(PARAMETER)?.length ?? 0;
  return fc.record({
    route: fc.constant(route),
    params: fc.array(component, { minLength: parameters, maxLength: parameters }),
    query: fc.array(fc.tuple(component, component), { maxLength: 3 }),
    body: ['GET', 'HEAD'].includes(route.method) ? fc.constant(undefined) : fc.option(body, { nil: undefined }),
    asAdmin: fc.boolean(),
  });
}

it('reads the routes of every service from its router', () => {
  const routes = Object.keys(services).flatMap(serviceRoutes);
  expect(routes).toEqual(
    expect.arrayContaining([
      { service: 'identity', method: 'POST', path: '/api/account/login' },
      { service: 'billing', method: 'PUT', path: '/api/subscription/:id' },
      { service: 'notification', method: 'GET', path: '/api/contentBlock/slug/:slug' },
      { service: 'notification', method: 'GET', path: '/api/dev/mailbox.json' },
    ]),
  );
});

it.each(['identity', 'billing', 'clients', 'survey', 'reporting', 'notification'])(
  'refuses text %s cannot store in any path parameter, query or body field of any route, and never answers 5xx (property)',
  async (service) => {
    for (const route of serviceRoutes(service)) {
      await fc.assert(
        fc.asyncProperty(requestsFor(route), async ({ params, query, body: sent, asAdmin }) => {
          const search = query.map(([name, value]) => `${name.encoded}=${value.encoded}`).join('&');
          const path = `${withParams(route.path, params)}${search ? `?${search}` : ''}`;
          const { status, body: answer } = await apiOf(services[service].url)(route.method, path, {
            body: sent,
            token: asAdmin ? adminToken : null,
          });
          const refused = !params.every(storable) || !query.flat().every(storable) || (sent !== undefined && !storableBody(sent));
          if (refused) expect({ status, Details: answer?.Details }).toEqual({ status: 400, Details: 'The data you provided could not be validated.' });
          else expect(status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    }
  },
);

describe('the places the fault campaign found', () => {
  const unstorable = (field: string) =>
    withMessageKeys({
      Details: 'The data you provided could not be validated.',
      SubErrors: [`${field}: This field contains a character that cannot be saved. Please remove it and try again.`],
    });
  const address = { line1: '12 Analytical Way', city: 'Springfield', state: 'IL', postalCode: '62701' };

  it('refuses them with a 400 naming the field', async () => {
    const admin = { token: adminToken };
    const notification = apiOf(services.notification.url);
    const billing = apiOf(services.billing.url);
    const about = await notification('GET', '/api/contentBlock/slug/about');
    expect(about.status).toBe(200);
    const enterprise = await billing('POST', '/api/subscription/enterprise', { ...admin, body: { displayName: 'Firm', expiration: '2031-01-01' } });
    expect(enterprise.status).toBe(200);
    const block = { slug: 'about', title: 'About', value: 'Text', concurrencyCheck: about.body.concurrencyCheck };

    const cases: [Promise<{ status: number; body: unknown }>, unknown][] = [
      [notification('POST', '/api/contentBlock', { ...admin, body: { slug: 'new-page', title: 'New\u0000', value: 'Text' } }), unstorable('title')],
      [notification('PUT', `/api/contentBlock/${about.body.id}`, { ...admin, body: { ...block, value: 'Text\ud800' } }), unstorable('value')],
      [notification('GET', '/api/contentBlock/slug/%00'), unstorable('path')],
      [notification('GET', '/api/dev/mailbox.json?to=%00'), unstorable('query.to')],
      [billing('POST', '/api/subscription/enterprise', { ...admin, body: { displayName: 'Firm\u0000', expiration: '2031-01-01' } }), unstorable('displayName')],
      [
        billing('PUT', `/api/subscription/${enterprise.body.id}`, {
          ...admin,
          body: { displayName: 'Firm\udc00', stripeExpiration: null, concurrencyCheck: enterprise.body.concurrencyCheck },
        }),
        unstorable('displayName'),
      ],
      [
        billing('POST', '/api/subscription/purchase', {
          ...admin,
          body: { paymentMethodId: 'pm_card_visa', priceName: 'StandardMonthly', firstName: 'Ada\ud83d', lastName: 'Lovelace', ...address },
        }),
        unstorable('firstName'),
      ],
      [
        billing('POST', '/api/subscription/updatePaymentMethod', {
          ...admin,
          body: { subscriptionId: enterprise.body.id, paymentMethodId: 'pm_card_visa', name: 'Ada\u0000', ...address },
        }),
        unstorable('name'),
      ],
    ];
    for (const [answer, expected] of cases) {
      const { status, body: received } = await answer;
      expect({ status, body: received }).toEqual({ status: 400, body: expected });
    }
  });
});

describe('the gateway in front of them', () => {
  it.each([
    ['/api/contentBlock/slug/%00', 400],
    ['/api/contentBlock/slug/%ED%A0%80', 400],
    ['/api/contentBlock/%E0%A4%A', 400],
    ['/api/dev/mailbox.json?to=%00', 400],
    ['/api/subscription/plans?x=%ZZ', 400],
    ['/api/%00', 404],
    ['/api/%E0%A4%A', 404],
  ])('answers GET %s with %d', async (path, status) => {
    const answer = await fetch(`${gatewayUrl}${path}`);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ Details: expect.any(String), SubErrors: expect.any(Array) });
  });

  it.each(['/%00', '/%E0%A4%A', '/assets/%00.js', '/assets/%ZZ', '/index.html%00?q=%ED%A0%80'])('never answers 5xx on the page path %s', async (path) => {
    for (const accept of ['text/html', '*/*']) {
      const answer = await fetch(`${gatewayUrl}${path}`, { headers: { accept } });
      expect(answer.status).toBeLessThan(500);
    }
  });
});
