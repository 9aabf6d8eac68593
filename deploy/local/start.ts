/**
 * `npm start`: everything on one machine. Uses Postgres and NATS if they answer (DATABASE_URL /
 * NATS_URL or the local defaults), otherwise starts an embedded Postgres and `nats-server -js`;
 * without STRIPE_SECRET_KEY (and not in production) the payment simulator billing uses as Stripe;
 * then starts each service and the gateway, and prints the URL. Once the system is up, a process
 * that dies is started again; Ctrl+C or SIGTERM stops everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STRIPE_WEBHOOK_PATH, type ServiceName } from '@app/contracts';
import type { StandInLogger } from '@app/stand-ins';
import { ensureInfrastructure } from './infrastructure.js';
import { adminPasswordFile, serviceSettings, servicePort, serviceUrls, type LocalRun } from './local-environment.js';
import { paymentStandInFor, type PaymentStandIn } from './payment-stand-in.js';
import { localSecrets } from './secrets.js';
import { Supervisor } from './supervisor.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const nodeEnv = process.env.NODE_ENV ?? 'development';
const run: LocalRun = {
  stateDir: resolve(process.env.LOCAL_STATE_DIR ?? join(repo, '.local')),
  /** Shifts every port (services, gateway, local SMTP, embedded Postgres) so a second system can run beside the first (browser tests do). */
  portOffset: Number(process.env.PORT_OFFSET ?? 0),
  production: nodeEnv === 'production',
};
/** The name in the local secrets file of a service's compliance signing key (a 32-byte seed, like a master key). */
const signingSecretOf = (service: string) => `${service}-signing`;

/** The services built so far; the gateway's health names each. */
const services: ServiceName[] = ['identity', 'billing', 'clients', 'survey', 'reporting', 'notification'];
const databasePrefix = process.env.DATABASE_PREFIX ?? 'mitigation';
const gatewayPort = Number(process.env.GATEWAY_PORT ?? 8080 + run.portOffset);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;

const say = (line: string) => console.log(line);
const supervisor = new Supervisor(say, (reason) => {
  console.error(`${reason}; stopping everything.`);
  void stop(1);
});

const paymentsLine = (message: string, fields: object) => `[payments] ${message} ${JSON.stringify(fields)}\n`;
const paymentsLogger: StandInLogger = {
  warn: (fields, message) => process.stderr.write(paymentsLine(message, fields)),
  error: (fields, message) => process.stderr.write(paymentsLine(message, fields)),
};

function databaseUrlFor(base: string, service: string): string {
  const url = new URL(base);
  url.pathname = `/${databasePrefix}_${service}`;
  return url.toString();
}

function runNode(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => stream.write(prefix + line + '\n'));
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  return child;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let stopping = false;
let payments: PaymentStandIn | undefined;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say('Stopping ...');
  await supervisor.stop();
  await payments?.simulator.close();
  process.exit(code);
}

async function main(): Promise<void> {
  mkdirSync(run.stateDir, { recursive: true });
  const infrastructure = await ensureInfrastructure(run.stateDir, process.env, run.portOffset, supervisor, say);
  const secrets = localSecrets(run.stateDir, [...services, ...services.map(signingSecretOf)]);
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: nodeEnv,
    NATS_URL: infrastructure.natsUrl,
    BUS_PREFIX: process.env.BUS_PREFIX ?? 'app',
    PUBLIC_URL: publicUrl,
    LOCAL_SMTP_PORT: process.env.LOCAL_SMTP_PORT ?? String(2525 + run.portOffset),
    ...serviceUrls(run.portOffset),
  };

  const webhookUrl = `http://127.0.0.1:${servicePort('billing', run.portOffset)}${STRIPE_WEBHOOK_PATH}`;
  payments = await paymentStandInFor(process.env, run.production, webhookUrl, paymentsLogger);

  // Identity first: the others fetch its signing keys.
  for (const service of services) {
    const env = {
      ...common,
      ...serviceSettings(service, run),
      ...(service === 'billing' ? payments?.billingEnv : {}),
      PORT: String(servicePort(service, run.portOffset)),
      DATABASE_URL: databaseUrlFor(infrastructure.postgresUrl, service),
      PERSONAL_DATA_MASTER_KEY: process.env[`${service.toUpperCase()}_MASTER_KEY`] ?? secrets[service],
      COMPLIANCE_SIGNING_KEY: process.env[`${service.toUpperCase()}_SIGNING_KEY`] ?? secrets[signingSecretOf(service)],
    };
    await supervisor.add({ name: service, start: async () => runNode(service, join(repo, 'services', service, 'dist', 'main.js'), env) });
    const health = `http://127.0.0.1:${servicePort(service, run.portOffset)}/health`;
    if (!(await waitForHealth(health, 60_000))) throw new Error(`${service} did not become healthy at ${health}`);
  }
  const gatewayEnv = { ...common, GATEWAY_PORT: String(gatewayPort), GATEWAY_SERVICES: services.join(',') };
  await supervisor.add({ name: 'gateway', start: async () => runNode('gateway', join(repo, 'gateway', 'dist', 'main.js'), gatewayEnv) });
  if (!(await waitForHealth(`http://127.0.0.1:${gatewayPort}/api/health`, 30_000))) throw new Error('The gateway did not become healthy.');
  supervisor.keepRunning();

  say(`\nMitigation Survey is running at ${publicUrl}`);
  if (!run.production) {
    say(`Dev pages on (DEV_PAGES=on, local mode; answered on this machine only): emails ${publicUrl}/api/dev/mailbox   texts ${publicUrl}/api/dev/outbox`);
    if (payments) say(`Payments go to the local payment simulator (pm_card_visa pays): ${payments.simulator.url}/_simulator`);
    if (!process.env.ADMIN_PASSWORD) say(`First site admin: its email and password are in ${adminPasswordFile(run.stateDir)} (written by identity on its first start).`);
  }
  say('Press Ctrl+C to stop.\n');
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(0));
main().catch((error: Error) => {
  console.error(error.message);
  void stop(1);
});
