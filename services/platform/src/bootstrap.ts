import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import { Global, Module, type DynamicModule, type INestApplication, type Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import { ServiceDirectory, ServicePaths, type PersonalDataMap } from '@app/contracts';
import { EventConsumer, type EventHandlerDefinition } from './bus/consumer.js';
import { connectBus } from './bus/nats.js';
import { Relay } from './bus/relay.js';
import { loadConfig, PlatformConfigSchema, type PlatformConfig } from './config.js';
import { createDatabase, ensureDatabase } from './db/database.js';
import { platformTablesOf, type PlatformDatabase } from './db/platform-database.js';
import { ComplianceResponder } from './compliance/compliance-responder.js';
import { SigningKeyController } from './compliance/signing-key.controller.js';
import { ReportSigningKey } from './compliance/signing-key.js';
import { DeadLettersController } from './dead-letters/dead-letters.controller.js';
import { DeadLetters } from './dead-letters/dead-letters.js';
import { migrateToLatest } from './db/migrations.js';
import { CommandHandler } from './decider/decider.js';
import { EventStore } from './event-store/event-store.js';
import type { Projection, StoredEvent } from './event-store/types.js';
import { HealthController } from './health.controller.js';
import { ApiDescriptionController } from './http/api-description.controller.js';
import { AuthGuard, JwtVerifier } from './http/auth.js';
import { ErrorBodyFilter } from './http/error-filter.js';
import { requestIds } from './http/request-context.js';
import { routeTemplateHeader } from './http/route-template.js';
import { openServicePort, type ServicePort } from './http/service-port.js';
import { refuseUnstorableText, requireUtf8Body } from './http/unstorable-text.js';
import type { JobQueueDefinition } from './jobs/job-queue.js';
import { JobRunner } from './jobs/job-runner.js';
import { jobsDashboard } from './jobs/jobs-dashboard.js';
import { createLogger, type DestinationStream, type Logger } from './logger.js';
import { serviceMetrics } from './metrics/service-metrics.js';
import { SealedFieldOpener, VaultResponder } from './personal-data/remote-vault.js';
import { masterKeyOf } from './personal-data/master-key.js';
import { PersonalDataVault } from './personal-data/vault.js';
import { PlatformRuntime } from './runtime.js';
import { retryWhileUnreachable } from './start-up-retries.js';
import { EndedSessions } from './sessions/ended-sessions.js';
import { followEndedSessions } from './sessions/ended-sessions-feed.js';

/** One service on the kit; `Db` is its database: its read models on top of the platform's tables. */
export interface ServiceDefinition<Config extends PlatformConfig = PlatformConfig, Db extends PlatformDatabase = PlatformDatabase> {
  name: string;
  /** The service's Nest module: its controllers and providers (PlatformRuntime is injectable). */
  module: Type<unknown>;
  /** Extra settings on top of the platform's. */
  configSchema?: z.ZodObject;
  migrations?: Record<string, Migration>;
  projections?: readonly Projection<StoredEvent, Db>[];
  personalData?: PersonalDataMap;
  handlers?: (runtime: PlatformRuntime<Db>, config: Config) => EventHandlerDefinition<Db>[];
  /** Background job queues and their workers (pg-boss, `runtime.jobs`); without them no pg-boss is started. */
  jobs?: (runtime: PlatformRuntime<Db>, config: Config) => JobQueueDefinition[];
  /** Signing keys to verify access tokens with; by default identity's JWKS at JWKS_URL. */
  verificationKeys?: (runtime: Omit<PlatformRuntime<Db>, 'verifier'>, config: Config) => Promise<JWTVerifyGetKey>;
  /** Extra Nest providers built from the runtime (e.g. SDK clients), keyed by class/token. */
  providers?: (runtime: PlatformRuntime<Db>, config: Config) => Promise<{ provide: unknown; useValue: unknown }[]>;
  /** Seeding and other start-up work, after migrations and before the port opens. */
  onStart?: (runtime: PlatformRuntime<Db>, config: Config) => Promise<void>;
  /**
   * Request paths (exact) whose JSON body is also kept as received, in `req.rawBody` (a Buffer),
   * e.g. for a webhook whose signature covers the bytes sent.
   */
  rawBodyPaths?: readonly string[];
}

export interface StartOptions {
  /** Where the service's log lines go (standard output by default); a test reads them here. */
  logDestination?: DestinationStream;
}

export interface RunningService<Db extends PlatformDatabase = PlatformDatabase> {
  app: INestApplication;
  runtime: PlatformRuntime<Db>;
  url: string;
  close(): Promise<void>;
}

/**
 * Connects, migrates and starts one service: HTTP, relay, event handlers and the vault responder. Its port
 * answers from the start (503 until it is ready); while Postgres or NATS cannot be reached it waits for them
 * (`retryWhileUnreachable`) instead of failing.
 */
export async function startService<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  env: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
): Promise<RunningService<Db>> {
  const config = loadConfig(definition.configSchema ? PlatformConfigSchema.extend(definition.configSchema.shape) : PlatformConfigSchema, env) as Config;
  const logger = createLogger(definition.name, config.LOG_LEVEL, options.logDestination);
  const port = await openServicePort(definition.name, config.PORT ?? 0, config.HOST);
  try {
    return await retryWhileUnreachable(() => startOnce(definition, config, logger, port), logger, port.waitingFor);
  } catch (error) {
    await port.close();
    throw error;
  }
}

/** One attempt at starting the service; a failed one leaves nothing open behind it but the port. */
async function startOnce<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  config: Config,
  logger: Logger,
  port: ServicePort,
): Promise<RunningService<Db>> {
  await ensureDatabase(config.DATABASE_URL);
  const db = createDatabase<Db>(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const jobs = new JobRunner(config.DATABASE_URL, definition.name, logger);
  let nc: NatsConnection | undefined;
  try {
    nc = await connectBus(config.NATS_URL, definition.name);
    if (definition.jobs) await jobs.start();
    return await assemble(definition, config, logger, db, nc, jobs, port);
  } catch (error) {
    await jobs.stop().catch(() => undefined);
    await nc?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}

/** The application's root module: the service's own, with the platform's controllers and `providers` given to all. */
function rootModuleOf(serviceModule: Type, providers: { provide: unknown; useValue: unknown }[]): Type {
  @Global()
  @Module({})
  class PlatformModule {}
  const platformModule: DynamicModule = {
    module: PlatformModule,
    global: true,
    providers: providers as never[],
    exports: providers.map((p) => p.provide as never),
  };
  @Module({ imports: [platformModule, serviceModule], controllers: [HealthController, DeadLettersController, ApiDescriptionController, SigningKeyController] })
  class RootModule {}
  return RootModule;
}

/** What every request goes through, in order; returns the jobs dashboard (closed with the service). */
function serveHttp<Config extends PlatformConfig, Db extends PlatformDatabase>(
  app: NestExpressApplication,
  definition: ServiceDefinition<Config, Db>,
  runtime: PlatformRuntime<Db>,
  consumers: EventConsumer<Db>[],
) {
  const { config, nc, logger, jobs } = runtime;
  const kitDb = platformTablesOf(runtime.db);
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUSTED_PROXY_HOPS);
  app.use(requestIds);
  app.use(routeTemplateHeader);
  // Times every request (by route template) and answers /metrics to the scrape token or a site admin.
  const metrics = serviceMetrics({
    service: definition.name,
    db: kitDb,
    nc,
    prefix: config.BUS_PREFIX,
    consumers,
    jobs: definition.jobs ? jobs : undefined,
    token: config.METRICS_TOKEN,
    verifier: runtime.verifier,
  });
  app.use(metrics.middleware);
  // Before the body parsers: the dashboard reads its own form posts.
  const jobPages = jobsDashboard({ service: definition.name, databaseUrl: config.DATABASE_URL, hasJobs: !!definition.jobs, jobs, verifier: runtime.verifier });
  app.use(jobPages.middleware);
  const rawBodyPaths = new Set(definition.rawBodyPaths ?? []);
  app.useBodyParser('json', {
    limit: config.BODY_LIMIT,
    // Nest's option type leaves `verify` out (it sets it itself only with `rawBody: true`, unused here).
    ...{ verify: requireUtf8Body(rawBodyPaths.size > 0 ? keepRawBody(rawBodyPaths) : undefined) },
  });
  app.useBodyParser('urlencoded', { limit: config.BODY_LIMIT, extended: false });
  app.use(refuseUnstorableText);
  app.useGlobalGuards(new AuthGuard(runtime.verifier, app.get(Reflector)));
  app.useGlobalFilters(new ErrorBodyFilter(logger));
  return jobPages;
}

/** The runtime handed to the service's own code: its store, vault, bus and the verifier of its callers' tokens. */
async function runtimeOf<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  config: Config,
  logger: Logger,
  db: Kysely<Db>,
  nc: NatsConnection,
  jobs: JobRunner,
  endedSessions: EndedSessions,
): Promise<PlatformRuntime<Db>> {
  const kitDb = platformTablesOf(db);
  const vault = new PersonalDataVault(kitDb, definition.name, masterKeyOf(config, definition.name), definition.personalData ?? {});
  // Projections get the service's whole database: the one behind `kitDb`.
  const store = new EventStore(kitDb, vault, definition.projections as readonly Projection[] | undefined);
  const commands = new CommandHandler(store, db);
  const opener = new SealedFieldOpener(nc, config.BUS_PREFIX, { service: definition.name, vault });
  const partial = { service: definition.name, config, db, store, commands, vault, opener, nc, logger, jobs };
  const keys = definition.verificationKeys ? await definition.verificationKeys(partial, config) : createRemoteJWKSet(new URL(jwksUrlOf(config)));
  return new PlatformRuntime(definition.name, config, db, store, commands, vault, opener, nc, logger, new JwtVerifier(keys, endedSessions), jobs);
}

async function assemble<Config extends PlatformConfig, Db extends PlatformDatabase>(
  definition: ServiceDefinition<Config, Db>,
  config: Config,
  logger: Logger,
  db: Kysely<Db>,
  nc: NatsConnection,
  jobs: JobRunner,
  port: ServicePort,
): Promise<RunningService<Db>> {
  await migrateToLatest(db, definition.migrations);
  const endedSessions = new EndedSessions();
  const runtime = await runtimeOf(definition, config, logger, db, nc, jobs, endedSessions);
  const { store, vault, opener } = runtime;
  const kitDb = platformTablesOf(db);

  await definition.onStart?.(runtime, config);
  const extraProviders = (await definition.providers?.(runtime, config)) ?? [];
  const signingKey = ReportSigningKey.fromConfig(config, definition.name);
  const consumers = (definition.handlers?.(runtime, config) ?? []).map(
    (handler) => new EventConsumer(db, nc, opener, config.BUS_PREFIX, handler, logger, config.BUS_STREAM_REPLICAS),
  );

  const rootModule = rootModuleOf(definition.module, [
    { provide: PlatformRuntime, useValue: runtime },
    { provide: DeadLetters, useValue: new DeadLetters(db, consumers) },
    { provide: ReportSigningKey, useValue: signingKey },
    ...extraProviders,
  ]);
  const app = await NestFactory.create<NestExpressApplication>(rootModule, { logger: ['error', 'warn'], bodyParser: false, abortOnError: false });
  const jobPages = serveHttp(app, definition, runtime, consumers);

  const relay = new Relay(kitDb, store, nc, {
    service: definition.name,
    prefix: config.BUS_PREFIX,
    databaseUrl: config.DATABASE_URL,
    streamReplicas: config.BUS_STREAM_REPLICAS,
    logger,
  });
  const responder = new VaultResponder(nc, vault, config.BUS_PREFIX, definition.name);
  const complianceResponder = new ComplianceResponder(nc, config.BUS_PREFIX, definition.name, { store, vault, signingKey });
  const sessionEndings = followEndedSessions(nc, config.BUS_PREFIX, endedSessions, logger);
  const close = async () => {
    await sessionEndings.stop();
    for (const consumer of consumers) await consumer.stop();
    await jobs.stop();
    await relay.stop();
    responder.stop();
    complianceResponder.stop();
    await app.close();
    await jobPages.close();
    await nc.drain().catch(() => undefined);
    await db.destroy();
  };
  try {
    await relay.start();
    responder.start();
    complianceResponder.start();
    if (definition.jobs) await jobs.work(definition.jobs(runtime, config));
    for (const consumer of consumers) await consumer.start();
    await sessionEndings.ready;
    await app.init();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  port.serve(app.getHttpAdapter().getInstance());
  const { url } = port;
  logger.info({ url, health: `${url}${ServicePaths.health}` }, `${definition.name} service started`);

  return {
    app,
    runtime,
    url,
    close: once(async () => {
      // Its port first: no request arrives any more, and those under way finish while everything else runs.
      await port.close();
      await close();
    }),
  };
}

/** `close` run the first time only; later calls do nothing. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    await close();
  };
}

/** body-parser's `verify` hook: keeps the bytes of a body sent to one of `paths` as `req.rawBody`. */
function keepRawBody(paths: ReadonlySet<string>) {
  return (req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, body: Buffer) => {
    if (paths.has(new URL(req.url ?? '/', 'http://localhost').pathname)) req.rawBody = body;
  };
}

/** Identity's key set: JWKS_URL, else IDENTITY_URL's, else the local default identity port. */
function jwksUrlOf(config: PlatformConfig): string {
  if (config.JWKS_URL) return config.JWKS_URL;
  const identity = config.IDENTITY_URL ?? `http://127.0.0.1:${ServiceDirectory.identity.port}`;
  return `${identity.replace(/\/$/, '')}${ServicePaths.jwks}`;
}

/** Entry point of a service process: starts it and closes everything on SIGTERM/SIGINT. */
export async function runService<Config extends PlatformConfig, Db extends PlatformDatabase>(definition: ServiceDefinition<Config, Db>, defaultPort: number): Promise<void> {
  const env = { ...process.env, PORT: process.env.PORT ?? String(defaultPort) };
  const running = await startService(definition, env);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}
