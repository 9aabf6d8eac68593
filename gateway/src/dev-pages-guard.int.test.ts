import http, { IncomingMessage, ServerResponse } from 'node:http';
import { Socket, type AddressInfo } from 'node:net';
import { loadConfig, serviceNames } from './config.js';
import { createGateway, type Gateway } from './create-gateway.js';
import { deadUrl, startUpstream, type Upstream } from './testing/servers.js';

const notFound = { Details: 'The requested resource does not exist.', SubErrors: [] };

/**
 * Runs one request through the gateway as if its connection came from `remoteAddress` (a documentation
 * address: this machine sends no traffic beyond loopback), with no network connection at all.
 */
async function requestFrom(gateway: Gateway, remoteAddress: string, path: string, headers: Record<string, string> = {}) {
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: remoteAddress });
  const req = new IncomingMessage(socket);
  req.method = 'GET';
  req.url = path;
  req.headers = { host: 'gateway.test', ...headers };
  req.push(null);
  const res = new ServerResponse(req);
  const body = await new Promise<string>((resolve) => {
    const end = res.end.bind(res);
    res.end = ((chunk?: string | Buffer) => {
      resolve(chunk ? chunk.toString() : '');
      return end();
    }) as typeof res.end;
    gateway.app(req, res);
  });
  return { status: res.statusCode, body };
}

describe('gateway dev pages (local mailbox and outbox)', () => {
  let notification: Upstream;
  let gateway: Gateway;
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    notification = await startUpstream('notification');
    const env: Record<string, string> = { LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', TRUST_PROXY_HOPS: '1', NOTIFICATION_URL: notification.url };
    for (const name of serviceNames) env[`${name.toUpperCase()}_URL`] ??= await deadUrl();
    gateway = createGateway(loadConfig(env));
    // On every interface, as with GATEWAY_HOST=0.0.0.0.
    server = http.createServer(gateway.app);
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway.close();
    await notification.close();
  });
  beforeEach(() => (notification.received.length = 0));

  it('answers requests arriving on the loopback interface', async () => {
    for (const path of ['/api/dev/mailbox', '/api/dev/outbox.json']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.status).toBe(200);
    }
    expect(notification.received.map((r) => r.url)).toEqual(['/api/dev/mailbox', '/api/dev/outbox.json']);
  });

  it.each([
    ['/api/dev/mailbox', {}],
    ['/api/dev/mailbox.json?to=someone', {}],
    ['/API/Dev/outbox', {}],
    ['/api/dev', {}],
    ['/api/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' }],
    ['/api/dev/mailbox', { forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' }],
  ])('answers 404 to %s from another address, whatever the headers say (%j), and never reaches the service', async (path, headers) => {
    const res = await requestFrom(gateway, '203.0.113.7', path, headers);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(notFound);
    expect(notification.received).toHaveLength(0);
  });

  it('answers an IPv4-mapped loopback peer (a dual-stack listener)', async () => {
    const res = await requestFrom(gateway, '::ffff:203.0.113.7', '/api/dev/mailbox');
    expect(res.status).toBe(404);
    expect((await requestFrom(gateway, '::ffff:127.0.0.1', '/api/dev/mailbox')).status).toBe(200);
    expect(notification.received.map((r) => r.url)).toEqual(['/api/dev/mailbox']);
  });

  it("still passes the notification service's other paths on", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/contentBlock/slug/home`);
    expect(res.status).toBe(200);
    expect(notification.received.map((r) => r.url)).toEqual(['/api/contentBlock/slug/home']);
  });
});
