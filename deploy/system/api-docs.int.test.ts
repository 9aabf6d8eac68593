/**
 * The API docs: every route identity, billing, clients, survey and notification answer under `/api` (read
 * from their routers, so a new route is covered without editing this test) is in the gateway's merged
 * OpenAPI document, marked with the service that answers it; request and answer schemas come from the
 * contracts; Swagger UI is served; both to site admins only (the admin pages' cookie).
 */
import { AdminPages, Roles } from '@app/contracts';
import { apiOf, routesOf } from '@app/platform/testing';
import { startServicesBehindGateway, type ServicesBehindGateway } from './services-behind-gateway.js';

interface Operation {
  'x-service'?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown>; type?: string } }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  'x-unavailable-services': string[];
}

const adminEmail = 'api-docs-admin@example.com';
const adminPassword = 'Amber-Lantern-5530';
let system: ServicesBehindGateway;
let services: ServicesBehindGateway['services'];
let gatewayUrl: string;
/** The admin pages' cookies (`name=value`), by path. */
let adminCookies: Record<string, string>;

beforeAll(async () => {
  system = await startServicesBehindGateway('sys_docs', {
    admin: { email: adminEmail, password: adminPassword },
    withBilling: true,
    // Nothing listens on the discard port: to the gateway, reporting is a service that does not answer.
    gatewayEnv: { REPORTING_URL: 'http://127.0.0.1:9', GATEWAY_SERVICES: 'identity,billing,clients,survey,notification,reporting' },
  });
  ({ services, gatewayUrl } = system);

  const identity = apiOf(services.identity.url);
  const login = await identity('POST', '/api/account/login', { body: { email: adminEmail, password: adminPassword } });
  const temporary = await identity('GET', '/api/account/temporaryAccessToken', { token: login.body.jwtToken });
  // As the Debug menu's link does: the token is traded for the cookies.
  const exchange = await fetch(`${gatewayUrl}/swagger?temporaryAccessToken=${encodeURIComponent(temporary.body.token)}`, { redirect: 'manual' });
  expect(exchange.status).toBe(303);
  adminCookies = Object.fromEntries(exchange.headers.getSetCookie().map((cookie) => [/Path=([^;]+)/.exec(cookie)![1], cookie.split(';')[0]]));
});

afterAll(() => system?.close());

async function apiDocument(): Promise<Document> {
  const answer = await fetch(`${gatewayUrl}/api/openapi.json`, { headers: { cookie: adminCookies[AdminPages.apiDescriptionPath] } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Document;
}

/** `/api/subscription/:id` as OpenAPI writes it; the kit's `:service` is the service's own name. */
const documentedPath = (service: string, path: string) => path.replace(/:service\b/g, service).replace(/[:*](\w+)/g, '{$1}');

it('documents every route each service answers under /api, marked with that service', async () => {
  const document = await apiDocument();
  expect(document.openapi).toBe('3.1.0');
  const answering = Object.entries(services).filter(([service]) => service !== 'reporting');
  const routes = answering.flatMap(([service, running]) =>
    routesOf(running.app)
      .filter(({ path }) => path.startsWith('/api/'))
      .map(({ method, path }) => ({ service, method: method.toLowerCase(), path: documentedPath(service, path) })),
  );
  expect(new Set(routes.map((route) => route.service))).toEqual(new Set(['identity', 'billing', 'clients', 'survey', 'notification']));
  const answeredBy = (method: string, path: string) => routes.find((route) => route.method === method && route.path === path)?.service;
  expect(answeredBy('put', '/api/subscription/{id}')).toBe('billing');
  // Answered under another service's prefix (contracts' ServiceDirectory `paths`).
  expect(answeredBy('post', '/api/client/acceptInvite')).toBe('identity');
  expect(answeredBy('post', '/api/form/{id}/reminder')).toBe('notification');
  const documented = routes.map(({ method, path }) => {
    const operation = document.paths[path]?.[method];
    return { service: operation?.['x-service'], tags: operation?.tags, method, path };
  });
  expect(documented).toEqual(routes.map((route) => ({ ...route, tags: [route.service] })));
  expect(document.paths['/api/deadLetters/billing']?.get?.['x-service']).toBe('billing');
});

it('describes request and answer bodies with the contracts schemas, and who may call', async () => {
  const { paths } = await apiDocument();
  const login = paths['/api/account/login'].post;
  expect(Object.keys(login.requestBody!.content['application/json'].schema.properties!)).toEqual(expect.arrayContaining(['email', 'password']));
  expect(login.responses['200'].content!['application/json'].schema.properties).toHaveProperty('jwtToken');
  expect(login.security).toEqual([]);
  const contentBlocks = paths['/api/contentBlock'];
  expect(contentBlocks.post.responses['201'].content!['application/json'].schema.properties).toHaveProperty('concurrencyCheck');
  expect(contentBlocks.get.responses['200'].content!['application/json'].schema.type).toBe('array');
  expect(contentBlocks.get).toMatchObject({ security: [{ bearer: [] }], 'x-roles': [Roles.SiteAdmin] });
  expect(paths['/api/subscription/purchase'].post.requestBody!.content['application/json'].schema.properties).toHaveProperty('paymentMethodId');
  expect(Object.keys(paths['/api/client/invite'].post.requestBody!.content['application/json'].schema.properties!)).toEqual(
    expect.arrayContaining(['firstName', 'lastName', 'email', 'phoneNumber', 'templateIds']),
  );
  expect(paths['/api/answerSet/{id}'].put.responses['200'].content!['application/json'].schema.properties).toHaveProperty('concurrencyCheck');
});

it('leaves out the paths of a service that does not answer, and says which', async () => {
  const document = await apiDocument();
  expect(document['x-unavailable-services']).toEqual(['reporting']);
  expect(Object.keys(document.paths).length).toBeGreaterThan(20);
});

it('serves Swagger UI at /swagger, reading the merged document, under the gateway CSP', async () => {
  const cookie = { cookie: adminCookies[AdminPages.apiDocsPath] };
  const redirect = await fetch(`${gatewayUrl}/swagger`, { headers: cookie, redirect: 'manual' });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get('location')).toBe('/swagger/');

  const page = await fetch(`${gatewayUrl}/swagger/`, { headers: cookie });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await page.text();
  for (const asset of ['./swagger-ui-bundle.js', './swagger-ui-standalone-preset.js', './swagger-initializer.js', './swagger-ui.css']) {
    expect(html).toContain(asset);
    const answer = await fetch(new URL(asset, `${gatewayUrl}/swagger/`), { headers: cookie });
    expect(answer.status).toBe(200);
  }
  const initializer = await (await fetch(`${gatewayUrl}/swagger/swagger-initializer.js`, { headers: cookie })).text();
  expect(initializer).toContain('"/api/openapi.json"');
  expect(initializer).not.toContain('petstore');
});

it("answers only site admins holding the admin pages' cookie", async () => {
  for (const path of ['/api/openapi.json', '/swagger/', '/swagger/swagger-initializer.js', '/swagger/swagger-ui-bundle.js']) {
    const answer = await fetch(`${gatewayUrl}${path}`);
    expect({ path, status: answer.status, body: await answer.json() }).toEqual({
      path,
      status: 401,
      body: { Details: 'You are not logged in or do not have access.', SubErrors: [], MessageKey: { key: 'notLoggedInOrNoAccess' } },
    });
  }
  expect(Object.keys(adminCookies).sort()).toEqual([AdminPages.apiDescriptionPath, AdminPages.apiDocsPath, AdminPages.jobsPath].sort());
});
