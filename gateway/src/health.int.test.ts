import { startGateway, startSystem, type TestSystem } from './testing/servers.js';

describe('GET /api/health', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ down: ['reporting'], env: { HEALTH_TIMEOUT_MS: '300' } })));
  afterAll(() => system.close());
  beforeEach(() => {
    for (const upstream of Object.values(system.upstreams)) {
      upstream.health = { body: { status: 'ok', service: upstream.name, checks: { postgres: 'ok', nats: 'ok' } } };
    }
  });

  /** A gateway checking only `services` (GATEWAY_SERVICES), in front of the shared stand-ins. */
  const health = async (services: string) => {
    const gateway = await startGateway({ ...system.env, GATEWAY_SERVICES: services });
    try {
      const res = await fetch(`${gateway.url}/api/health`);
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    } finally {
      await gateway.close();
    }
  };

  it('checks all six services by default', async () => {
    const res = await fetch(`${system.gateway.url}/api/health`);
    const body = (await res.json()) as Record<string, any>;
    expect(res.status).toBe(503);
    expect(Object.keys(body.services).sort()).toEqual(['billing', 'clients', 'identity', 'notification', 'reporting', 'survey']);
    expect(body.services.reporting.status).toBe('error');
  });

  it('answers 200 when every configured service is ok', async () => {
    const { status, body } = await health('identity,billing,clients,survey,notification');
    expect(status).toBe(200);
    expect(body.status).toBe('ok');
    expect(Object.keys(body.services).sort()).toEqual(['billing', 'clients', 'identity', 'notification', 'survey']);
    expect(body.services.identity).toMatchObject({ status: 'ok', checks: { postgres: 'ok', nats: 'ok' } });
    expect(body).toMatchObject({ postgres: 'ok', nats: 'ok' });
  });

  it('answers 503 naming a service that is down', async () => {
    const { status, body } = await health('identity,reporting');
    expect(status).toBe(503);
    expect(body.status).toBe('degraded');
    expect(body.services.identity.status).toBe('ok');
    expect(body.services.reporting).toEqual({ status: 'error', error: 'unreachable' });
    expect(body.postgres).toBe('ok');
  });

  it('reports a failing dependency from a service that is up', async () => {
    system.upstreams.billing.health = {
      httpStatus: 503,
      body: { status: 'error', service: 'billing', checks: { postgres: 'ok', nats: 'error' } },
    };
    const { status, body } = await health('identity,billing');
    expect(status).toBe(503);
    expect(body.services.billing).toEqual({ status: 'error', checks: { postgres: 'ok', nats: 'error' } });
    expect(body).toMatchObject({ postgres: 'ok', nats: 'error' });
  });

  it('answers 200, degraded, with the lag when a service relay cannot publish', async () => {
    const relay = { status: 'stalled', pendingEvents: 12, lagSeconds: 40, failingSince: '2026-11-23T10:00:00.000Z', lastError: 'timeout' };
    system.upstreams.identity.health = { body: { status: 'degraded', service: 'identity', checks: { postgres: 'ok', nats: 'ok' }, relay } };
    const { status, body } = await health('identity,billing');
    expect(status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.services.identity).toEqual({ status: 'degraded', checks: { postgres: 'ok', nats: 'ok' }, relay });
    expect(body.services.billing.status).toBe('ok');
  });

  it('says unknown for dependencies when no service could report', async () => {
    const { status, body } = await health('reporting');
    expect(status).toBe(503);
    expect(body).toMatchObject({ postgres: 'unknown', nats: 'unknown' });
  });

  it('treats a service that does not answer in time as down', async () => {
    const hang = system.upstreams.survey;
    const original = hang.server.listeners('request')[0] as (...args: unknown[]) => void;
    hang.server.removeAllListeners('request');
    hang.server.on('request', () => undefined);
    try {
      const { status, body } = await health('survey');
      expect(status).toBe(503);
      expect(body.services.survey).toEqual({ status: 'error', error: 'timeout' });
    } finally {
      hang.server.removeAllListeners('request');
      hang.server.on('request', original);
    }
  });
});

describe('GET /health', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ down: ['reporting'] })));
  afterAll(() => system.close());

  it('answers that the gateway itself is up, even with a service down behind it', async () => {
    const res = await fetch(`${system.gateway.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', service: 'gateway' });
  });
});
