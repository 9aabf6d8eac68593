/**
 * The services as `npm start` runs them, for the system tests: identity (with a site admin), billing on
 * the local payment simulator (when asked), clients, survey, reporting, notification, and the real
 * gateway in front of them on a free port, all on one bus prefix with their own databases.
 */
import { createServer } from 'node:http';
import { pino } from 'pino';
import { billingService } from '@app/billing';
import { clientsService } from '@app/clients';
import { createGateway, loadConfig } from '@app/gateway';
import { identityService } from '@app/identity';
import { notificationService } from '@app/notification';
import { dropDatabase, startService, type DestinationStream, type RunningService, type ServiceDefinition } from '@app/platform';
import { reportingService } from '@app/reporting';
import { surveyService } from '@app/survey';
import { apiOf, testBus, testServiceEnv, type Api } from '@app/platform/testing';
import { startPaymentStandIn, type PaymentStandIn } from '../local/payment-stand-in.js';

interface SystemOptions {
  admin: { email: string; password: string };
  withBilling?: boolean;
  notificationEnv?: Record<string, string>;
  /** Added to (or overriding) the gateway's settings. */
  gatewayEnv?: Record<string, string>;
  /** Every line each process logs, at every level, goes to `logTo(<service name or 'gateway'>)`. */
  logTo?: (source: string) => DestinationStream;
}

export type ServicesBehindGateway = Awaited<ReturnType<typeof startServicesBehindGateway>>;

const SYSTEM_TEST_POOL_SIZE = 4;

export async function startServicesBehindGateway(label: string, options: SystemOptions) {
  const bus = testBus(label);
  const databaseUrls: Record<string, string> = {};
  const services: Record<string, RunningService> = {};
  const logLevel = options.logTo ? 'trace' : 'silent';
  let payments: PaymentStandIn | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  async function start(name: string, definition: ServiceDefinition<any, any>, extraEnv: Record<string, string>) {
    // Several systems run at once in the test run, on one Postgres of 100 connections: small pools.
    const env = testServiceEnv(`${label}_${name}`, bus.prefix, { LOG_LEVEL: logLevel, DATABASE_POOL_SIZE: String(SYSTEM_TEST_POOL_SIZE), ...extraEnv });
    databaseUrls[name] = env.DATABASE_URL!;
    services[name] = await startService(definition, env, { logDestination: options.logTo?.(name) });
  }

  async function close() {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway?.close();
    for (const running of Object.values(services).reverse()) await running.close();
    await payments?.simulator.close();
    for (const url of Object.values(databaseUrls)) await dropDatabase(url);
    await bus.removeStreams();
  }

  let gateway: ReturnType<typeof createGateway> | undefined;
  try {
    await start('identity', identityService(), { ADMIN_EMAIL: options.admin.email, ADMIN_PASSWORD: options.admin.password });
    const identityUrl = services.identity.url;
    if (options.withBilling) {
      payments = await startPaymentStandIn({ LOCAL_BILLING_INTERVAL_SECONDS: '0' }, undefined);
      await start('billing', billingService(), { IDENTITY_URL: identityUrl, ...payments.billingEnv });
    }
    await start('clients', clientsService(), { IDENTITY_URL: identityUrl, PUBLIC_URL: gatewayUrl });
    await start('survey', surveyService(), { IDENTITY_URL: identityUrl });
    await start('reporting', reportingService(), { IDENTITY_URL: identityUrl });
    await start('notification', notificationService(), {
      IDENTITY_URL: identityUrl,
      LOCAL_SMTP_PORT: '0',
      PUBLIC_URL: gatewayUrl,
      ...options.notificationEnv,
    });
    const config = loadConfig({
      ...Object.fromEntries(Object.entries(services).map(([name, running]) => [`${name.toUpperCase()}_URL`, running.url])),
      GATEWAY_SERVICES: Object.keys(services).join(','),
      LOG_LEVEL: logLevel,
      NODE_ENV: 'test',
      ...options.gatewayEnv,
    });
    // As the gateway's main.ts makes its logger, writing where asked.
    gateway = createGateway(config, options.logTo ? { logger: pino({ name: 'gateway', level: logLevel }, options.logTo('gateway')) } : {});
  } catch (error) {
    await close();
    throw error;
  }
  server.on('request', gateway.app);
  return { services, gatewayUrl, busPrefix: bus.prefix, databaseUrls, close };
}

/**
 * The usual setup of a test file: the system started (as `startServicesBehindGateway`) before its tests
 * and closed after them. `api` calls the gateway; `system` is there once started (in tests and hooks).
 */
export function servicesUnderTest(label: string, options: SystemOptions) {
  let started: ServicesBehindGateway | undefined;
  beforeAll(async () => {
    started = await startServicesBehindGateway(label, options);
  });
  afterAll(() => started?.close());
  const system = () => {
    if (!started) throw new Error('The system is started before the tests of the file');
    return started;
  };
  const api: Api = (method, path, callOptions) => apiOf(system().gatewayUrl)(method, path, callOptions);
  return { api, system };
}
