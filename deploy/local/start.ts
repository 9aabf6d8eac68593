/**
 * `npm start`: everything on one machine. Uses Postgres and NATS if they answer (DATABASE_URL /
 * NATS_URL or the local defaults), otherwise starts an embedded Postgres and `nats-server -js`;
 * then starts each service and the gateway, and prints the URL (and, on first start, the admin).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServiceDirectory, type ServiceName } from '@app/contracts';
import { ensureInfrastructure } from './infrastructure.js';
import { localSecrets } from './secrets.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const stateDir = process.env.LOCAL_STATE_DIR ?? join(repo, '.local');
/** The services built so far; the gateway's health names each. */
const services: ServiceName[] = ['identity', 'billing', 'notification'];
/** Shifts every port (services, gateway, local SMTP) so a second system can run beside the first (browser tests do). */
const portOffset = Number(process.env.PORT_OFFSET ?? 0);
const databasePrefix = process.env.DATABASE_PREFIX ?? 'mitigation';
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8080 + portOffset);
const servicePort = (service: ServiceName) => ServiceDirectory[service].port + portOffset;
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;

function databaseUrlFor(base: string, service: string): string {
  const url = new URL(base);
  url.pathname = `/${databasePrefix}_${service}`;
  return url.toString();
}

function run(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => stream.write(prefix + line + '\n'));
  child.stdout!.on('data', relay(process.stdout));
  child.stderr!.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping everything.`);
      void stop(1);
    }
  });
  return child;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let stopping = false;
const children: ChildProcess[] = [];
let stopInfrastructure: () => Promise<void> = async () => undefined;

async function stop(code: number): Promise<never> {
  stopping = true;
  for (const child of children.reverse()) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  await stopInfrastructure();
  process.exit(code);
}

async function main(): Promise<void> {
  mkdirSync(stateDir, { recursive: true });
  const infrastructure = await ensureInfrastructure(stateDir, process.env);
  stopInfrastructure = infrastructure.stop;
  const secrets = localSecrets(stateDir, services);
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    NATS_URL: infrastructure.natsUrl,
    BUS_PREFIX: process.env.BUS_PREFIX ?? 'app',
    PUBLIC_URL: publicUrl,
    IDENTITY_URL: `http://127.0.0.1:${servicePort('identity')}`,
    LOCAL_SMTP_PORT: process.env.LOCAL_SMTP_PORT ?? String(2525 + portOffset),
    ...Object.fromEntries(services.map((s) => [`${s.toUpperCase()}_URL`, `http://127.0.0.1:${servicePort(s)}`])),
  };

  // Identity first: the others fetch its signing keys.
  for (const service of services) {
    children.push(
      run(service, join(repo, 'services', service, 'dist', 'main.js'), {
        ...common,
        PORT: String(servicePort(service)),
        DATABASE_URL: databaseUrlFor(infrastructure.postgresUrl, service),
        PERSONAL_DATA_MASTER_KEY: process.env[`${service.toUpperCase()}_MASTER_KEY`] ?? secrets[service],
      }),
    );
    const health = `http://127.0.0.1:${servicePort(service)}/health`;
    if (!(await waitForHealth(health, 60_000))) {
      console.error(`${service} did not become healthy at ${health}`);
      await stop(1);
    }
  }
  children.push(run('gateway', join(repo, 'gateway', 'dist', 'main.js'), { ...common, GATEWAY_PORT: String(gatewayPort), GATEWAY_SERVICES: services.join(',') }));
  if (!(await waitForHealth(`http://127.0.0.1:${gatewayPort}/api/health`, 30_000))) {
    console.error('The gateway did not become healthy.');
    await stop(1);
  }
  console.log(`\nMitigation Survey is running at ${publicUrl}`);
  if (common.NODE_ENV !== 'production') {
    console.log(`Local mailbox (emails): ${publicUrl}/api/dev/mailbox   Text messages: ${publicUrl}/api/dev/outbox`);
  }
  console.log('The first site admin is printed above by [identity] on its first start. Press Ctrl+C to stop.\n');
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
main().catch(async (error) => {
  console.error((error as Error).message);
  await stop(1);
});
