/**
 * Every service's Prometheus metrics (`/metrics` on its own port) with the real services behind the real
 * gateway: each service answers a site admin (and no one anonymous) with its own name and the route
 * templates of the requests it took; the gateway hands `/metrics` to no one, however the path is spelled
 * (dot segments, encodings, case), so a site admin's token sent from outside never reaches it, checked
 * by each service's own count of the requests for `/metrics`.
 */
import http from 'node:http';
import { ServicePaths } from '@app/contracts';
import { startServicesBehindGateway, type ServicesBehindGateway } from './services-behind-gateway.js';

const admin = { email: 'metrics-admin@example.com', password: 'Metrics-admin-pass-5521' };
let system: ServicesBehindGateway;
let adminToken: string;

beforeAll(async () => {
  system = await startServicesBehindGateway('sys_metrics', { admin });
  const login = await fetch(`${system.gatewayUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(login.status).toBe(200);
  adminToken = ((await login.json()) as { jwtToken: string }).jwtToken;
});

afterAll(() => system?.close());

/** A GET with the path sent exactly as written (fetch would resolve `..` and decode before sending). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; contentType: string; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const bearer = () => ({ authorization: `Bearer ${adminToken}` });

/** The sum of `name`'s samples whose labels include `labels`, in Prometheus text. */
function sumOf(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    if (Object.entries(labels).every(([label, value]) => match[2].includes(`${label}="${value}"`))) sum += Number(match[3]);
  }
  return sum;
}

const scrapeOf = async (name: string) => {
  const answer = await rawGet(system.services[name].url, ServicePaths.metrics, bearer());
  expect({ name, status: answer.status }).toEqual({ name, status: 200 });
  return answer.body;
};

describe('/metrics', () => {
  it("is every service's, on its own port: a site admin reads it with the service's name and route templates, no one anonymous", async () => {
    const names = Object.keys(system.services);
    expect(names).toEqual(expect.arrayContaining(['identity', 'clients', 'survey', 'reporting', 'notification']));
    for (const name of names) {
      const anonymous = await rawGet(system.services[name].url, ServicePaths.metrics);
      expect({ name, status: anonymous.status, body: JSON.parse(anonymous.body) }).toEqual({
        name,
        status: 401,
        body: { Details: 'You are not logged in or do not have access.', SubErrors: [] },
      });
      const text = await scrapeOf(name);
      expect(sumOf(text, 'relay_pending_events', { service: name })).toBeGreaterThanOrEqual(0);
      expect(text).toContain(`relay_pending_events{service="${name}"}`);
      expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    }
    // The login through the gateway, under its route's template.
    const identity = await scrapeOf('identity');
    expect(sumOf(identity, 'http_requests_total', { method: 'POST', route: '/api/account/login', status_class: '2xx' })).toBe(1);
    // Notification has job queues and consumers of identity's and clients' events.
    const notification = await scrapeOf('notification');
    expect(notification).toMatch(/^job_queue_depth\{queue="[^"]+",service="notification"\} \d+$/m);
    expect(notification).toMatch(/^consumer_lag_messages\{consumer="[^"]+",source="identity",service="notification"\} \d+$/m);
    expect(notification).toMatch(/^dead_letters\{consumer="[^"]+",service="notification"\} 0$/m);
  });

  it('is never handed out by the gateway, however the path is spelled', async () => {
    const before = new Map<string, number>();
    for (const name of Object.keys(system.services)) before.set(name, sumOf(await scrapeOf(name), 'http_requests_total', { route: ServicePaths.metrics }));

    const spellings = [
      '/metrics',
      '/Metrics',
      '/metrics/',
      '/metrics?format=text',
      '//metrics',
      '/api/metrics',
      '/api/../metrics',
      '/api/form/../../metrics',
      '/api/form/%2e%2e/%2e%2e/metrics',
      '/api/form/..%2f..%2fmetrics',
      '/api/deadLetters/survey/../../../metrics',
      '/api/account/..;/..;/metrics',
    ];
    for (const path of spellings) {
      for (const headers of [{}, bearer()]) {
        const answer = await rawGet(system.gatewayUrl, path, headers);
        expect({ path, metrics: answer.body.includes('http_requests_total') || answer.contentType.startsWith('text/plain; version=0.0.4') }).toEqual({ path, metrics: false });
      }
    }

    // No request for /metrics reached any service meanwhile: only the scrape above, counted once it had answered.
    for (const name of Object.keys(system.services)) {
      const after = sumOf(await scrapeOf(name), 'http_requests_total', { route: ServicePaths.metrics });
      expect({ name, requests: after - before.get(name)! }).toEqual({ name, requests: 1 });
    }
  });
});
