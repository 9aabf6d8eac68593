import { sql } from 'kysely';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { streamNameOf } from '@app/contracts';
import { startService, type RunningService } from './bootstrap.js';
import type { BusMessage } from './bus/bus-message.js';
import { dropDatabase } from './db/database.js';
import {
  apiOf,
  freePort,
  signal,
  startPrivateNats,
  startPrivatePostgres,
  testBus,
  testServiceEnv,
  TEST_NATS_URL,
  thingsService,
  uniqueName,
  waitFor,
  type Api,
  type ThingsDatabase,
} from './testing/index.js';

const seenByTheConsumer = async (service: RunningService<ThingsDatabase>, id: string) =>
  !!(await service.runtime.db.selectFrom('things_seen').select('id').where('id', '=', id).executeTakeFirst());

/** The ids of the things whose ThingCreated event is on the service's JetStream stream. */
async function thingsOnTheBus(natsUrl: string, prefix: string): Promise<string[]> {
  const nc = await connect({ servers: natsUrl, reconnect: false });
  try {
    const jsm = await jetstreamManager(nc);
    const stream = streamNameOf(prefix, 'things');
    const { state } = await jsm.streams.info(stream);
    const ids: string[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const message = await jsm.streams.getMessage(stream, { seq });
      if (message) ids.push(String(message.json<BusMessage>().data.id));
    }
    return ids;
  } finally {
    await nc.close();
  }
}

/** A starting service's `/health` answer once it names `dependency` as what it waits for. */
const healthWaitingFor = (api: Api, dependency: string) =>
  waitFor(async () => {
    const health = await api('GET', '/health');
    return health.body?.waitingFor === dependency ? health : undefined;
  });

/** The lines a service logs, for a test to read. */
function logLines() {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

/** The end of a test whose service may still be starting: a start waiting for Postgres ends once it answers. */
async function endStartingService(
  starting: Promise<RunningService<ThingsDatabase>>,
  postgres: Awaited<ReturnType<typeof startPrivatePostgres>>,
  postgresUp: boolean,
  bus: ReturnType<typeof testBus>,
): Promise<void> {
  if (!postgresUp) await postgres.start();
  await (await starting.catch(() => undefined))?.close();
  await bus.removeStreams();
  await postgres.dispose();
}

describe('a service under faults', () => {
  it('waits for its Postgres when it is down at start: 503 on /health naming it, then ready and serving once it is up', async () => {
    const postgres = await startPrivatePostgres();
    await postgres.stop();
    const bus = testBus('pg_late');
    const port = await freePort();
    const api = apiOf(`http://127.0.0.1:${port}`);
    const log = logLines();
    // Trust authentication ignores the password: it is there to be kept out of the log.
    const databaseUrl = postgres.url(uniqueName('pg_late')).replace('postgres@', 'postgres:Pw-never-logged-7731@');
    const env = testServiceEnv('pg_late', bus.prefix, { DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'info' });
    const starting = startService(thingsService(), env, { logDestination: log.destination });
    let postgresUp = false;
    try {
      expect(await healthWaitingFor(api, 'postgres')).toMatchObject({ status: 503, body: { status: 'error', service: 'things', starting: true, checks: { postgres: 'error' } } });
      expect(await api('POST', '/api/things')).toMatchObject({ status: 503, body: { Details: 'The service is temporarily unavailable. Please try again.', SubErrors: [] } });
      // It keeps trying, with back-off, and says so.
      await waitFor(() => log.lines.filter((line) => JSON.parse(line).waitingFor === 'postgres').length >= 3, 10_000);

      await postgres.start();
      postgresUp = true;
      expect((await starting).url).toBe(`http://127.0.0.1:${port}`);
      const health = await api('GET', '/health');
      expect(health).toMatchObject({ status: 200, body: { status: 'ok', checks: { postgres: 'ok', nats: 'ok' } } });
      // Idle connections are kept longer than the gateway keeps its own (IdleConnections).
      expect(health.headers.get('keep-alive')).toBe('timeout=65');
      expect((await api('POST', '/api/things')).status).toBe(201);
      expect(log.lines.filter((line) => line.includes('Pw-never-logged-7731'))).toEqual([]);
    } finally {
      await endStartingService(starting, postgres, postgresUp, bus);
    }
  }, 90_000);

  it('waits again when Postgres goes away in the middle of its start (its seeding) instead of exiting', async () => {
    const postgres = await startPrivatePostgres();
    const bus = testBus('pg_mid_start');
    const port = await freePort();
    const api = apiOf(`http://127.0.0.1:${port}`);
    const wentAway = signal();
    let postgresUp = true;
    let seedings = 0;
    const seedingThings = thingsService(
      {},
      {
        // The first attempt's seeding is where Postgres goes away.
        async onStart(runtime) {
          if (seedings++ === 0) {
            postgresUp = false;
            await postgres.stop();
            wentAway.resolve();
          }
          await sql`SELECT 1`.execute(runtime.db);
        },
      },
    );
    const starting = startService(seedingThings, testServiceEnv('pg_mid_start', bus.prefix, { DATABASE_URL: postgres.url(uniqueName('pg_mid_start')), PORT: String(port) }));
    try {
      await wentAway.promise;
      expect(await healthWaitingFor(api, 'postgres')).toMatchObject({ status: 503, body: { starting: true, checks: { postgres: 'error' } } });
      await postgres.start();
      postgresUp = true;
      await starting;
      expect((await api('POST', '/api/things')).status).toBe(201);
    } finally {
      await endStartingService(starting, postgres, postgresUp, bus);
    }
  }, 90_000);

  it('waits for NATS when it is down at start: 503 on /health naming it, then ready and serving once it is up', async () => {
    const nats = await startPrivateNats();
    await nats.stop();
    const bus = testBus('nats_late');
    const port = await freePort();
    const api = apiOf(`http://127.0.0.1:${port}`);
    const env = testServiceEnv('nats_late', bus.prefix, { NATS_URL: nats.url, PORT: String(port) });
    const starting = startService(thingsService(), env);
    let natsUp = false;
    try {
      expect(await healthWaitingFor(api, 'nats')).toMatchObject({ status: 503, body: { status: 'error', service: 'things', starting: true, checks: { nats: 'error' } } });

      await nats.start();
      natsUp = true;
      const service = await starting;
      expect((await api('GET', '/health')).status).toBe(200);
      const created = await api('POST', '/api/things');
      expect(created.status).toBe(201);
      await waitFor(() => seenByTheConsumer(service, created.body.id), 30_000);
    } finally {
      if (!natsUp) await nats.start();
      await (await starting.catch(() => undefined))?.close();
      await nats.dispose();
      await dropDatabase(env.DATABASE_URL!);
    }
  }, 90_000);

  it('keeps serving through a Postgres restart: 503 while it is down, then works again by itself', async () => {
    const postgres = await startPrivatePostgres();
    const bus = testBus('pg_restart');
    let service: RunningService<ThingsDatabase> | undefined;
    try {
      service = await startService(thingsService(), testServiceEnv('pg_restart', bus.prefix, { DATABASE_URL: postgres.url(uniqueName('pg_restart')) }));
      const api = apiOf(service.url);
      expect((await api('POST', '/api/things')).status).toBe(201);
      expect((await api('GET', '/health')).status).toBe(200);

      // A transaction in progress (a request, a consumer) when Postgres shuts down.
      let release!: () => void;
      const paused = new Promise<void>((resolve) => (release = resolve));
      const inFlight = service.runtime.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        await paused;
        await sql`SELECT 1`.execute(trx);
      });
      await postgres.stop();
      release();
      await expect(inFlight).rejects.toThrow();

      const down = await api('GET', '/health');
      expect(down).toMatchObject({ status: 503, body: { status: 'error', checks: { postgres: 'error', nats: 'ok' } } });
      expect(await api('POST', '/api/things')).toMatchObject({ status: 503, body: { Details: 'The service is temporarily unavailable. Please try again.', SubErrors: [] } });

      await postgres.start();
      await waitFor(async () => (await api('GET', '/health')).status === 200, 30_000);
      const created = await api('POST', '/api/things');
      expect(created.status).toBe(201);
      await waitFor(async () => (await thingsOnTheBus(TEST_NATS_URL, bus.prefix)).includes(created.body.id), 30_000);
      await waitFor(() => seenByTheConsumer(service!, created.body.id), 30_000);
    } finally {
      await service?.close();
      await bus.removeStreams();
      await postgres.dispose();
    }
  }, 90_000);

  it('keeps serving through a NATS outage; the events it took meanwhile reach the bus and its consumers after it', async () => {
    const nats = await startPrivateNats();
    const bus = testBus('nats_outage');
    const env = testServiceEnv('nats_outage', bus.prefix, { NATS_URL: nats.url });
    let service: RunningService<ThingsDatabase> | undefined;
    try {
      service = await startService(thingsService(), env);
      const api = apiOf(service.url);
      await nats.stop();

      const down = await api('GET', '/health');
      expect(down).toMatchObject({ status: 503, body: { status: 'error', checks: { postgres: 'ok', nats: 'error' } } });
      expect(down.body.relay).toMatchObject({ status: 'ok' });
      const created = await api('POST', '/api/things');
      expect(created.status).toBe(201);

      await nats.start();
      await waitFor(async () => (await api('GET', '/health')).body.status === 'ok', 30_000);
      await waitFor(async () => (await thingsOnTheBus(nats.url, bus.prefix)).includes(created.body.id), 30_000);
      await waitFor(() => seenByTheConsumer(service!, created.body.id), 30_000);
    } finally {
      await service?.close();
      await nats.dispose();
      await dropDatabase(env.DATABASE_URL!);
    }
  }, 90_000);

  it('reports the relay degraded, with its lag, while it cannot publish, and ok once it caught up', async () => {
    const bus = testBus('relay_degraded');
    const env = testServiceEnv('relay_degraded', bus.prefix);
    const service = await startService(thingsService(), env);
    const api: Api = apiOf(service.url);
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      const first = await api('POST', '/api/things');
      await waitFor(async () => (await thingsOnTheBus(TEST_NATS_URL, bus.prefix)).length === 1);

      // The stream takes no more messages (a limit reached): NATS answers, the relay cannot publish.
      const jsm = await jetstreamManager(nc);
      const stream = streamNameOf(bus.prefix, 'things');
      const { config } = await jsm.streams.info(stream);
      await jsm.streams.update(stream, { ...config, max_msgs: 1, discard: DiscardPolicy.New });
      await api('POST', '/api/things');
      await api('POST', '/api/things');

      const degraded = await waitFor(async () => {
        const health = await api('GET', '/health');
        return health.body.status === 'degraded' ? health : undefined;
      });
      expect(degraded.status).toBe(200);
      expect(degraded.body).toMatchObject({
        checks: { postgres: 'ok', nats: 'ok' },
        relay: { status: 'stalled', pendingEvents: 2, lastError: 'maximum messages exceeded' },
      });
      expect(degraded.body.relay.lagSeconds).toEqual(expect.any(Number));
      expect(Date.parse(degraded.body.relay.failingSince)).not.toBeNaN();

      await jsm.streams.update(stream, { ...config, max_msgs: -1, discard: DiscardPolicy.Old });
      const caughtUp = await waitFor(async () => {
        const health = await api('GET', '/health');
        return health.body.relay.pendingEvents === 0 && health.body.relay.failingSince === null ? health : undefined;
      });
      expect(caughtUp).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(caughtUp.body.relay).toEqual({ status: 'ok', pendingEvents: 0, lagSeconds: 0, failingSince: null, lastError: null });
      expect(await thingsOnTheBus(TEST_NATS_URL, bus.prefix)).toHaveLength(3);
      expect((await thingsOnTheBus(TEST_NATS_URL, bus.prefix))[0]).toBe(first.body.id);
    } finally {
      await nc.close();
      await service.close();
      await bus.removeStreams();
      await dropDatabase(env.DATABASE_URL!);
    }
  }, 60_000);
});
