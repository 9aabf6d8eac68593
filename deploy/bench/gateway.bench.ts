import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dropDatabase } from '@app/platform';
import { freePort, testBus, testServiceEnv, waitFor } from '@app/platform/testing';
import { fmt } from './stats.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

async function load(url: string, token: string, seconds: number) {
  const result = await autocannon({ url, connections: 32, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Starts a built service or the gateway as its own process, as `npm start` does. */
async function launch(script: string, env: NodeJS.ProcessEnv, readyUrl: string, args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(repo, script), ...args], { env, stdio: 'ignore' });
  await waitFor(() => fetch(readyUrl).then((r) => r.status < 500), 60_000, 100);
  return child;
}

/**
 * A small authenticated GET (the caller's own user record) through the gateway against the same
 * call straight to the identity service, each in its own process. Target: the gateway keeps at
 * least 75% of the direct rate. The same call through http-proxy-middleware alone on a bare Node
 * server (`bare-proxy.ts`) shows how much of the gap is the proxying itself.
 */
export async function gatewayBench(seconds = 10): Promise<string[]> {
  const bus = testBus('bench_gateway');
  const email = 'bench-admin@example.com';
  const password = 'bench-Password-4821';
  const [identityPort, gatewayPort, bareProxyPort] = [await freePort(), await freePort(), await freePort()];
  const identityUrl = `http://127.0.0.1:${identityPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const bareProxyUrl = `http://127.0.0.1:${bareProxyPort}`;
  const env = testServiceEnv('bench_identity', bus.prefix, { ADMIN_EMAIL: email, ADMIN_PASSWORD: password, PORT: String(identityPort) });
  const children: ChildProcess[] = [];
  try {
    children.push(await launch('services/identity/dist/main.js', { ...process.env, ...env }, `${identityUrl}/health`));
    children.push(
      await launch(
        'gateway/dist/main.js',
        { ...process.env, IDENTITY_URL: identityUrl, GATEWAY_PORT: String(gatewayPort), GATEWAY_SERVICES: 'identity', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        `${gatewayUrl}/api/health`,
      ),
    );
    children.push(await launch('deploy/dist/bench/bare-proxy.js', process.env, `${bareProxyUrl}/health`, [String(bareProxyPort), identityUrl]));
    const login = await fetch(`${identityUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json() as Promise<{ jwtToken: string; id: string }>);
    const path = `/api/applicationUser/${login.id}`;
    await load(`${identityUrl}${path}`, login.jwtToken, 2); // warm-up
    await load(`${gatewayUrl}${path}`, login.jwtToken, 2);
    await load(`${bareProxyUrl}${path}`, login.jwtToken, 2);
    const direct = await load(`${identityUrl}${path}`, login.jwtToken, seconds);
    const viaGateway = await load(`${gatewayUrl}${path}`, login.jwtToken, seconds);
    const viaBareProxy = await load(`${bareProxyUrl}${path}`, login.jwtToken, seconds);
    const ratio = viaGateway.rps / direct.rps;
    return [
      `GET /api/applicationUser/{id} direct to identity: ${fmt(direct.rps)} req/s, p99 ${direct.p99} ms`,
      `GET /api/applicationUser/{id} via the gateway: ${fmt(viaGateway.rps)} req/s, p99 ${viaGateway.p99} ms = ${fmt(ratio, 2)}x of direct (target >= 0.75) ${ratio >= 0.75 ? 'OK' : 'BELOW TARGET'}`,
      `GET /api/applicationUser/{id} via a bare http-proxy-middleware: ${fmt(viaBareProxy.rps)} req/s, p99 ${viaBareProxy.p99} ms = ${fmt(viaBareProxy.rps / direct.rps, 2)}x of direct`,
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    await dropDatabase(env.DATABASE_URL!);
    await bus.removeStreams();
  }
}
