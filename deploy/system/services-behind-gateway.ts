/**
 * The services as `npm start` runs them, for the system tests: identity (with a site admin), billing on
 * the local payment simulator (when asked), notification, and the real gateway in front of them on a
 * free port, all on one bus prefix with their own databases.
 */
import { createServer } from 'node:http';
import { billingService } from '@app/billing';
import { createGateway, loadConfig } from '@app/gateway';
import { identityService } from '@app/identity';
import { notificationService } from '@app/notification';
import { dropDatabase, startService, type RunningService, type ServiceDefinition } from '@app/platform';
import { testBus, testServiceEnv } from '@app/platform/testing';
import { startPaymentStandIn, type PaymentStandIn } from '../local/payment-stand-in.js';

interface SystemOptions {
  admin: { email: string; password: string };
  withBilling?: boolean;
  notificationEnv?: Record<string, string>;
  /** Added to (or overriding) the gateway's settings. */
  gatewayEnv?: Record<string, string>;
}

export type ServicesBehindGateway = Awaited<ReturnType<typeof startServicesBehindGateway>>;

export async function startServicesBehindGateway(label: string, options: SystemOptions) {
  const bus = testBus(label);
  const envs: NodeJS.ProcessEnv[] = [];
  const services: Record<string, RunningService> = {};
  let payments: PaymentStandIn | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gatewayUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  async function start(name: string, definition: ServiceDefinition<any, any>, extraEnv: Record<string, string>) {
    const env = testServiceEnv(`${label}_${name}`, bus.prefix, extraEnv);
    envs.push(env);
    services[name] = await startService(definition, env);
  }

  async function close() {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway?.close();
    for (const running of Object.values(services).reverse()) await running.close();
    await payments?.simulator.close();
    for (const env of envs) await dropDatabase(env.DATABASE_URL!);
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
    await start('notification', notificationService(), {
      IDENTITY_URL: identityUrl,
      LOCAL_SMTP_PORT: '0',
      PUBLIC_URL: gatewayUrl,
      ...options.notificationEnv,
    });
    gateway = createGateway(
      loadConfig({
        IDENTITY_URL: identityUrl,
        NOTIFICATION_URL: services.notification.url,
        ...(services.billing ? { BILLING_URL: services.billing.url } : {}),
        GATEWAY_SERVICES: Object.keys(services).join(','),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        ...options.gatewayEnv,
      }),
    );
  } catch (error) {
    await close();
    throw error;
  }
  server.on('request', gateway.app);
  return { services, gatewayUrl, close };
}
