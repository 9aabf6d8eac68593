import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { ServicePaths, TokenClaims } from '@app/contracts';
import { loadConfig, serviceNames, type GatewayConfig } from '../config.js';
import { createGateway } from '../create-gateway.js';

export interface Running {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export async function listen(handler: http.RequestListener): Promise<Running> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on. */
export async function deadUrl(): Promise<string> {
  const running = await listen(() => undefined);
  await running.close();
  return running.url;
}

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyLength: number;
  bodySha256: string;
  body: string;
}

export interface HealthAnswer {
  httpStatus?: number;
  body: unknown;
}

export interface Upstream extends Running {
  name: string;
  received: Received[];
  health: HealthAnswer;
  /** Serves this key set at the JWKS path when set (for the identity stand-in). */
  jwks?: object;
}

/**
 * A stand-in service: answers `/health` and (optionally) the JWKS path, and echoes every other request
 * (method, path, headers, body digest) as JSON, remembering what it received.
 */
export async function startUpstream(name: string): Promise<Upstream> {
  const upstream = { name, received: [] as Received[] } as unknown as Upstream;
  upstream.health = { body: { status: 'ok', service: name, checks: { postgres: 'ok', nats: 'ok' } } };
  const running = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === ServicePaths.health) {
        res.writeHead(upstream.health.httpStatus ?? 200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(upstream.health.body));
      }
      if (req.url === ServicePaths.jwks && upstream.jwks) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(upstream.jwks));
      }
      const body = Buffer.concat(chunks);
      const received: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        bodyLength: body.length,
        bodySha256: createHash('sha256').update(body).digest('hex'),
        body: body.length <= 4096 ? body.toString('utf8') : '',
      };
      upstream.received.push(received);
      res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '42' });
      res.end(JSON.stringify({ service: name, ...received }));
    });
  });
  return Object.assign(upstream, running);
}

/** An ES256 key pair published like identity's, and a signer for test tokens. */
export async function createSigner(kid = 'test-key') {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const sign = (claims: JWTPayload = {}, options: { expiresIn?: string | number; issuer?: string; audience?: string } = {}) =>
    new SignJWT({ use: 'access', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject('user-1')
      .setIssuer(options.issuer ?? TokenClaims.issuer)
      .setAudience(options.audience ?? TokenClaims.audience)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(privateKey);
  return { jwks, sign };
}

export interface TestSystem {
  gateway: Running;
  upstreams: Record<string, Upstream>;
  config: GatewayConfig;
  /** The environment the gateway was configured from (upstream URLs included). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real gateway on a free port, configured from `env` like main.ts does. */
export async function startGateway(env: Record<string, string>): Promise<Running & { config: GatewayConfig }> {
  const config = loadConfig(env);
  const gateway = createGateway(config);
  const running = await listen(gateway.app);
  return {
    ...running,
    config,
    close: async () => {
      await running.close();
      await gateway.close();
    },
  };
}

/** Six stand-in services (or dead URLs for the names in `down`) behind a real gateway on a free port. */
export async function startSystem(options: { env?: Record<string, string>; down?: string[]; jwks?: object } = {}): Promise<TestSystem> {
  const upstreams: Record<string, Upstream> = {};
  const env: Record<string, string> = { LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist', ...options.env };
  for (const name of serviceNames) {
    if (options.down?.includes(name)) {
      env[`${name.toUpperCase()}_URL`] = await deadUrl();
      continue;
    }
    upstreams[name] = await startUpstream(name);
    env[`${name.toUpperCase()}_URL`] ??= upstreams[name].url;
  }
  if (options.jwks && upstreams.identity) upstreams.identity.jwks = options.jwks;
  const gateway = await startGateway(env);
  return {
    gateway,
    upstreams,
    config: gateway.config,
    env,
    close: async () => {
      await gateway.close();
      await Promise.all(Object.values(upstreams).map((u) => u.close()));
    },
  };
}
