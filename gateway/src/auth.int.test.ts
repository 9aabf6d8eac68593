import { createSigner, startSystem, type TestSystem } from './testing/servers.js';

const notLoggedIn = { Details: 'You are not logged in or do not have access.', SubErrors: [], MessageKey: { key: 'notLoggedInOrNoAccess' } };

describe('gateway token check', () => {
  let system: TestSystem;
  let signer: Awaited<ReturnType<typeof createSigner>>;
  let url: string;

  beforeAll(async () => {
    signer = await createSigner();
    system = await startSystem({ jwks: signer.jwks });
    url = `${system.gateway.url}/api/client/1`;
  });
  afterAll(() => system.close());
  beforeEach(() => (system.upstreams.clients.received.length = 0));

  const withToken = (authorization: string) => fetch(url, { headers: { authorization } });

  it('passes a valid access token on to the service', async () => {
    const token = await signer.sign({ roles: ['Subscriber'] });
    const res = await withToken(`Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(system.upstreams.clients.received[0].headers.authorization).toBe(`Bearer ${token}`);
  });

  it('passes a request without a token through (the service decides what is public)', async () => {
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(system.upstreams.clients.received).toHaveLength(1);
    expect(system.upstreams.clients.received[0].headers.authorization).toBeUndefined();
  });

  const badTokens: [string, () => Promise<string>][] = [
    [
      'tampered',
      async () => {
        const [header, payload, signature] = (await signer.sign()).split('.');
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
        const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
        return `Bearer ${header}.${forged}.${signature}`;
      },
    ],
    ['expired', async () => `Bearer ${await signer.sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`],
    ['from another issuer', async () => `Bearer ${await signer.sign({}, { issuer: 'someone-else' })}`],
    ['for another audience', async () => `Bearer ${await signer.sign({}, { audience: 'other-app' })}`],
    ["with use 'download'", async () => `Bearer ${await signer.sign({ use: 'download' })}`],
    ['signed by an unknown key', async () => `Bearer ${await (await createSigner('other-key')).sign()}`],
    ['not a JWT', async () => 'Bearer not-a-token'],
    ['of another scheme', async () => 'Basic dXNlcjpwYXNz'],
  ];

  it.each(badTokens)('answers 401 to a token %s and never reaches the service', async (_case, authorization) => {
    const res = await withToken(await authorization());
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(notLoggedIn);
    expect(system.upstreams.clients.received).toHaveLength(0);
  });
});

describe('gateway token check while identity is down', () => {
  let system: TestSystem;
  beforeAll(async () => (system = await startSystem({ down: ['identity'] })));
  afterAll(() => system.close());

  it('answers 502 when the keys cannot be fetched, not 401', async () => {
    const { sign } = await createSigner();
    const res = await fetch(`${system.gateway.url}/api/client/1`, { headers: { authorization: `Bearer ${await sign()}` } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ Details: 'The identity service is unavailable.', SubErrors: [] });
    expect(system.upstreams.clients.received).toHaveLength(0);
  });
});
