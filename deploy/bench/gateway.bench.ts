import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { dropDatabase } from '@app/platform';
import { freePort, testBus, testServiceEnv } from '@app/platform/testing';
import { launch, NO_RATE_LIMITS } from './processes.js';
import { fmt } from './stats.js';

interface Load {
  rps: number;
  p99: number;
}

async function load(url: string, token: string, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: 32, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const mean = (loads: Load[]): Load => ({
  rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
  p99: loads.reduce((sum, l) => sum + l.p99, 0) / loads.length,
});

/**
 * Loads each target in turn for `rounds` rounds and averages them: other work on the machine comes and
 * goes, and a target measured only after another would carry all of a change in load alone.
 */
async function interleaved(urls: string[], token: string, seconds: number, rounds: number): Promise<Load[]> {
  const runs: Load[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, url] of urls.entries()) runs[i].push(await load(url, token, seconds / rounds));
  }
  return runs.map(mean);
}

/**
 * A small authenticated GET (the caller's own user record) straight to the identity service,
 * through http-proxy-middleware alone on a bare Node server (`bare-proxy.ts`: the cost of proxying
 * itself) and through the gateway, each in its own process. Target: the gateway's own middleware
 * costs little next to the proxying, at least 0.9x of the bare proxy's rate with a p99 within 1.2x.
 */
export async function gatewayBench(seconds = 30, rounds = 3): Promise<string[]> {
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
    children.push(await launch('services/identity/dist/main.js', env, `${identityUrl}/health`));
    children.push(
      await launch(
        'gateway/dist/main.js',
        { IDENTITY_URL: identityUrl, GATEWAY_PORT: String(gatewayPort), GATEWAY_SERVICES: 'identity', ...NO_RATE_LIMITS, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        `${gatewayUrl}/api/health`,
      ),
    );
    children.push(await launch('deploy/dist/bench/bare-proxy.js', {}, `${bareProxyUrl}/health`, [String(bareProxyPort), identityUrl]));
    const login = await fetch(`${identityUrl}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json() as Promise<{ jwtToken: string; id: string }>);
    const path = `/api/applicationUser/${login.id}`;
    await load(`${identityUrl}${path}`, login.jwtToken, 2); // warm-up
    await load(`${gatewayUrl}${path}`, login.jwtToken, 2);
    await load(`${bareProxyUrl}${path}`, login.jwtToken, 2);
    const urls = [identityUrl, bareProxyUrl, gatewayUrl].map((base) => `${base}${path}`);
    const [direct, viaBareProxy, viaGateway] = await interleaved(urls, login.jwtToken, seconds, rounds);
    const ratio = viaGateway.rps / viaBareProxy.rps;
    const p99Ratio = viaGateway.p99 / viaBareProxy.p99;
    const met = ratio >= 0.9 && p99Ratio <= 1.2;
    return [
      `(means of ${rounds} interleaved rounds of ${fmt(seconds / rounds, 1)} s each)`,
      `GET /api/applicationUser/{id} direct to identity: ${fmt(direct.rps)} req/s, p99 ${fmt(direct.p99, 1)} ms`,
      `GET /api/applicationUser/{id} via a bare http-proxy-middleware: ${fmt(viaBareProxy.rps)} req/s, p99 ${fmt(viaBareProxy.p99, 1)} ms = ${fmt(viaBareProxy.rps / direct.rps, 2)}x of direct`,
      `GET /api/applicationUser/{id} via the gateway: ${fmt(viaGateway.rps)} req/s, p99 ${fmt(viaGateway.p99, 1)} ms = ${fmt(viaGateway.rps / direct.rps, 2)}x of direct, ${fmt(ratio, 2)}x of the bare proxy, p99 ${fmt(p99Ratio, 2)}x (target >= 0.9x, p99 <= 1.2x) ${met ? 'OK' : 'BELOW TARGET'}`,
    ];
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    await dropDatabase(env.DATABASE_URL!);
    await bus.removeStreams();
  }
}
