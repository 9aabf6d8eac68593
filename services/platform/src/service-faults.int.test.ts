import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { sql } from 'kysely';
import { DiscardPolicy, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Messages, streamNameOf } from '@app/contracts';
import { startService, type RunningService, type ServiceDefinition } from './bootstrap.js';
import type { BusMessage } from './bus/bus-message.js';
import type { PlatformConfig } from './config.js';
import { dropDatabase } from './db/database.js';
import type { PlatformDatabase } from './db/platform-database.js';
import { Public } from './http/auth.js';
import { PlatformRuntime } from './runtime.js';
import {
  apiOf,
  startPrivateNats,
  startPrivatePostgres,
  testBus,
  testServiceEnv,
  TEST_NATS_URL,
  uniqueName,
  waitFor,
  type Api,
} from './testing/index.js';

/** A small service: one command, which appends an event, and a consumer of its own events. */
@Controller('api/things')
class ThingsController {
  constructor(private readonly runtime: PlatformRuntime) {}

  @Public()
  @Post()
  @HttpCode(201)
  async create(): Promise<{ id: string }> {
    const id = randomUUID();
    await this.runtime.store.append(`thing-${id}`, [{ type: 'ThingCreated', data: { id } }], { expectedVersion: 0 });
    return { id };
  }
}

@Module({ controllers: [ThingsController] })
class ThingsModule {}

interface ThingsDatabase extends PlatformDatabase {
  things_seen: { id: string };
}

const thingsService: ServiceDefinition<PlatformConfig, ThingsDatabase> = {
  name: 'things',
  module: ThingsModule,
  migrations: {
    '0001_things_seen': {
      async up(db) {
        await sql`CREATE TABLE things_seen (id text PRIMARY KEY)`.execute(db);
      },
    },
  },
  handlers: () => [
    {
      name: 'things-seen',
      source: 'things',
      opens: 'all',
      async handle(event, trx) {
        await trx.insertInto('things_seen').values({ id: String(event.data.id) }).execute();
      },
    },
  ],
};

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

describe('a service under faults', () => {
  it('keeps serving through a Postgres restart: 503 while it is down, then works again by itself', async () => {
    const postgres = await startPrivatePostgres();
    const bus = testBus('pg_restart');
    let service: RunningService<ThingsDatabase> | undefined;
    try {
      service = await startService(thingsService, testServiceEnv('pg_restart', bus.prefix, { DATABASE_URL: postgres.url(uniqueName('pg_restart')) }));
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
      expect(await api('POST', '/api/things')).toMatchObject({ status: 503, body: { Details: Messages.temporarilyUnavailable, SubErrors: [] } });

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
      service = await startService(thingsService, env);
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
    const service = await startService(thingsService, env);
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
