import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { startGateway, startSystem, type TestSystem } from './testing/servers.js';

const tooMany = { Details: 'Too many requests. Please try again later.', SubErrors: [], MessageKey: { key: 'tooManyRequests' } };

/** Sends a body in chunks without a content-length (chunked transfer encoding). */
function postChunked(url: string, chunks: Buffer[], headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { method: 'POST', headers: { 'content-type': 'application/octet-stream', ...headers } };
    const req = http.request(url, options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The gateway may close the connection while we are still sending; the answer is what matters.
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    const writeNext = (i: number): void => {
      if (i === chunks.length) return void req.end();
      if (req.destroyed) return;
      req.write(chunks[i], () => setImmediate(() => writeNext(i + 1)));
    };
    writeNext(0);
  });
}

describe('gateway proxy', () => {
  let system: TestSystem;
  let base: string;

  beforeAll(async () => {
    system = await startSystem({ env: { BODY_LIMIT: '64kb' } });
    base = system.gateway.url;
  });
  afterAll(() => system.close());
  beforeEach(() => Object.values(system.upstreams).forEach((u) => (u.received.length = 0)));

  it("compresses a service's long answer to a read as the browser accepts it, never its answer to a write", async () => {
    const long = { 'accept-encoding': 'gzip', 'x-padding': 'p'.repeat(3000) };
    const read = await fetch(`${base}/api/template/1`, { headers: long });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-encoding')).toBe('gzip');
    expect(await read.json()).toMatchObject({ service: 'survey', method: 'GET' });
    const write = await fetch(`${base}/api/template/1`, { method: 'PUT', headers: { ...long, 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(200);
    expect(write.headers.get('content-encoding')).toBeNull();
    expect(await write.json()).toMatchObject({ service: 'survey', method: 'PUT' });
  });

  it.each([
    ['/api/account/login', 'identity'],
    ['/api/applicationUser?offset=0&limit=10', 'identity'],
    ['/api/subscription/validatePromotionCode', 'billing'],
    ['/api/subscriptionUser/7', 'billing'],
    ['/api/client/3', 'clients'],
    ['/api/supporter', 'clients'],
    ['/api/template/1', 'survey'],
    ['/api/stats/adminDashboard', 'reporting'],
    ['/api/contentBlock/slug/home', 'notification'],
  ])('routes %s to %s with path and query unchanged', async (path, service) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(200);
    const echo = (await res.json()) as { service: string; url: string };
    expect(echo).toMatchObject({ service, url: path });
    expect(system.upstreams[service].received).toHaveLength(1);
    expect(res.headers.get('x-total-count')).toBe('42');
  });

  it('passes request and correlation ids and other headers on, and echoes the request id', async () => {
    const res = await fetch(`${base}/api/client`, {
      headers: { 'x-request-id': 'req-123_abc.1', 'x-correlation-id': 'corr-9', 'x-custom': 'kept' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-123_abc.1');
    const { headers } = system.upstreams.clients.received[0];
    expect(headers['x-request-id']).toBe('req-123_abc.1');
    expect(headers['x-correlation-id']).toBe('corr-9');
    expect(headers['x-custom']).toBe('kept');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("tells the service the connection's address, host and protocol, never forwarded headers the caller wrote", async () => {
    await fetch(`${base}/api/client`, {
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'elsewhere.example', 'x-forwarded-proto': 'https', 'x-forwarded-port': '8443' },
    });
    const { headers } = system.upstreams.clients.received[0];
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-port']).toBe(new URL(base).port);
  });

  it('behind a proxy of its own (TRUST_PROXY_HOPS=1), tells the service the address that proxy saw, not one the caller wrote before it', async () => {
    const behindProxy = await startGateway({ ...system.env, TRUST_PROXY_HOPS: '1' });
    try {
      await fetch(`${behindProxy.url}/api/client`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9', 'x-forwarded-proto': 'https' } });
    } finally {
      await behindProxy.close();
    }
    const { headers } = system.upstreams.clients.received[0];
    expect(headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(headers['x-forwarded-proto']).toBe('https');
  });

  it('replaces ids that are not sane with a generated UUID used for both', async () => {
    const res = await fetch(`${base}/api/client`, { headers: { 'x-request-id': 'bad id <script>' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const { headers } = system.upstreams.clients.received[0];
    expect(headers['x-request-id']).toBe(id);
    expect(headers['x-correlation-id']).toBe(id);

    const long = await fetch(`${base}/api/client`, { headers: { 'x-request-id': 'a'.repeat(129) } });
    expect(long.headers.get('x-request-id')).not.toBe('a'.repeat(129));
  });

  it('streams a request body to the service intact', async () => {
    const body = randomBytes(60 * 1024);
    const res = await fetch(`${base}/api/form/5/answers`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    expect(res.status).toBe(200);
    const received = system.upstreams.survey.received[0];
    expect(received.method).toBe('PUT');
    expect(received.bodyLength).toBe(body.length);
    expect(received.bodySha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('streams a chunked body under the limit intact', async () => {
    const chunks = [randomBytes(20_000), randomBytes(20_000), randomBytes(20_000)];
    const res = await postChunked(`${base}/api/template`, chunks);
    expect(res.status).toBe(200);
    const received = system.upstreams.survey.received[0];
    expect(received.bodySha256).toBe(createHash('sha256').update(Buffer.concat(chunks)).digest('hex'));
  });

  it("lets an upload route's larger body through, declared and chunked, and still bounds it", async () => {
    const file = randomBytes(200 * 1024);
    const declared = await fetch(`${base}/api/answerSet/7/file`, { method: 'POST', body: file });
    expect(declared.status).toBe(200);
    const chunked = await postChunked(`${base}/api/answerSet/7/file`, [file, file]);
    expect(chunked.status).toBe(200);
    expect(system.upstreams.survey.received.map((r) => r.bodyLength)).toEqual([file.length, 2 * file.length]);
    // Declares a body past the upload bound (sends none of it): refused before anything is read.
    const tooLarge = await postChunked(`${base}/api/answerSet/7/file`, [], { 'content-length': String(25_000_000 + 65_537) });
    expect(tooLarge.status).toBe(413);
    expect(system.upstreams.survey.received).toHaveLength(2);
  });

  it('refuses a declared body over the limit with 413 before the service sees it', async () => {
    const res = await fetch(`${base}/api/template`, { method: 'POST', body: randomBytes(64 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ Details: 'The request body is too large.', SubErrors: [] });
    expect(system.upstreams.survey.received).toHaveLength(0);
  });

  it.each([
    ['', {}],
    [' (also with Expect: 100-continue)', { expect: '100-continue' }],
  ])('cuts off a chunked body once it streams past the limit with 413%s', async (_case, headers) => {
    const chunks = Array.from({ length: 10 }, () => randomBytes(16 * 1024));
    const res = await postChunked(`${base}/api/template`, chunks, headers);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ Details: 'The request body is too large.', SubErrors: [] });
    expect(system.upstreams.survey.received).toHaveLength(0);
  });

  it('answers an unknown /api path with 404 and the error body', async () => {
    for (const path of ['/api/nothingHere', '/api/subscriptionUserX', '/api']) {
      const res = await fetch(base + path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ Details: 'The requested resource does not exist.', SubErrors: [] });
    }
  });

  it('sets helmet headers and hides the framework', async () => {
    const res = await fetch(`${base}/api/client`);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('gateway with a service down', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ down: ['reporting'] })));
  afterAll(() => system.close());

  it('answers 502 naming the service', async () => {
    const res = await fetch(`${system.gateway.url}/api/stats/adminDashboard`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ Details: 'The reporting service is unavailable.', SubErrors: [] });
    const other = await fetch(`${system.gateway.url}/api/client`);
    expect(other.status).toBe(200);
  });
});

describe('gateway rate limit', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ env: { RATE_LIMIT_PER_MINUTE: '3' } })));
  afterAll(() => system.close());

  it('answers 429 with the error body after the limit, with standard headers, and only on /api', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${system.gateway.url}/api/client`);
      statuses.push(res.status);
      expect(res.headers.get('ratelimit')).toContain(`remaining=${2 - i}`);
    }
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await fetch(`${system.gateway.url}/api/client`);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(tooMany);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(system.upstreams.clients.received).toHaveLength(3);

    const page = await fetch(`${system.gateway.url}/somewhere`, { headers: { accept: 'text/html' } });
    expect(page.status).not.toBe(429);
  });
});
