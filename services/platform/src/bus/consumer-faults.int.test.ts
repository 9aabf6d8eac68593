import { randomBytes, randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { jetstreamManager } from '@nats-io/jetstream';
import { DeadLetterList, Roles, streamNameOf } from '@app/contracts';
import { startService, type RunningService } from '../bootstrap.js';
import type { PlatformConfig } from '../config.js';
import { dropDatabase } from '../db/database.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import { apiOf, testBus, testServiceEnv, testTokenKeys, waitFor, type Api } from '../testing/index.js';
import type { BusMessage } from './bus-message.js';
import { startEventSource } from '../testing/event-source.js';

/**
 * A source service (its own database, store, relay and vault responder) and a sink service as it
 * runs (`startService`) whose consumers react to the source's events, one of them opening sealed
 * fields through the source's vault.
 */
const MAX_DELIVER = 2;
const ACK_WAIT_MS = 2_000;
const personalData = { PersonNamed: { subject: 'personId', fields: ['email'] } };

@Module({})
class SinkModule {}

let source: Awaited<ReturnType<typeof startEventSource>>;
interface SinkDatabase extends PlatformDatabase {
  applied: { event_id: string; value: string | null };
}

let sink: RunningService<SinkDatabase>;
let api: Api;
let tokens: Awaited<ReturnType<typeof testTokenKeys>>;
let poisonCured = false;
const bus = testBus('consumer_faults');
const sinkEnv = testServiceEnv('faults_sink', bus.prefix);

async function record(trx: Kysely<SinkDatabase>, event: BusMessage, value: unknown): Promise<void> {
  await trx
    .insertInto('applied')
    .values({ event_id: event.metadata.eventId, value: String(value) })
    .execute();
}

beforeAll(async () => {
  source = await startEventSource('faults_source', bus.prefix, personalData);
  tokens = await testTokenKeys();
  sink = await startService<PlatformConfig, SinkDatabase>(
    {
      name: 'sink',
      module: SinkModule,
      verificationKeys: tokens.verificationKeys,
      migrations: {
        '0001_sink_applied': {
          async up(db) {
            await sql`CREATE TABLE applied (event_id text PRIMARY KEY, value text)`.execute(db);
          },
        },
      },
      handlers: () => [
        {
          name: 'sink-people',
          source: 'source',
          opens: 'all',
          types: ['PersonNamed', 'Forged'],
          maxDeliver: MAX_DELIVER,
          ackWaitMs: ACK_WAIT_MS,
          handle: (event, trx) => record(trx, event, event.data.email),
        },
        {
          name: 'sink-poison',
          source: 'source',
          opens: [],
          types: ['Poison'],
          maxDeliver: MAX_DELIVER,
          ackWaitMs: ACK_WAIT_MS,
          async handle(event, trx) {
            if (!poisonCured) throw new Error('cannot handle this one');
            await record(trx, event, event.data.n);
          },
        },
      ],
    },
    sinkEnv,
  );
  api = apiOf(sink.url);
});

afterAll(async () => {
  await sink?.close();
  await source?.stop();
  await bus.removeStreams();
  await dropDatabase(sinkEnv.DATABASE_URL!);
});

const appliedValues = async () => (await sink.runtime.db.selectFrom('applied').select('value').orderBy('value').execute()).map((r) => r.value);

const deadLettersOf = async (consumer: string, token?: string) => {
  const answer = await api('GET', '/api/deadLetters/sink', { token: token ?? (await tokens.sign({ roles: [Roles.SiteAdmin] })) });
  expect(answer.status).toBe(200);
  return DeadLetterList.parse(answer.body).filter((letter) => letter.consumer === consumer);
};

describe('a consumer under faults', () => {
  it('loses nothing while the owner of the sealed fields is down for longer than the redelivery budget', async () => {
    source.stopVaultResponder();
    const emails = ['a', 'b', 'c'].map((n) => `person-${n}-${randomUUID()}@example.com`);
    for (const email of emails) {
      const personId = randomUUID();
      await source.store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, email } }], { expectedVersion: 0 });
    }
    // Down for longer than JetStream would redeliver: MAX_DELIVER deliveries, each ACK_WAIT_MS apart at most.
    await new Promise((r) => setTimeout(r, ACK_WAIT_MS * (MAX_DELIVER + 1)));
    expect(await appliedValues()).toEqual([]);

    source.startVaultResponder();
    await waitFor(async () => (await appliedValues()).length === emails.length, 20_000);
    expect(await appliedValues()).toEqual([...emails].sort());
    expect(await deadLettersOf('sink-people')).toEqual([]);
    // The outage spent none of the events' deliveries.
    const info = await (await jetstreamManager(source.nc)).consumers.info(streamNameOf(bus.prefix, 'source'), 'sink-people');
    expect(info.num_redelivered).toBe(0);
  });

  it('dead-letters an event whose sealed fields its owner cannot open, with the reason and without the fields', async () => {
    const personId = randomUUID();
    const email = `forged-${randomUUID()}@example.com`;
    const [named] = (await source.store.append(`person-${personId}`, [{ type: 'PersonNamed', data: { personId, email } }], { expectedVersion: 0 })).events;
    const stored = await source.db
      .selectFrom('events')
      .select('data')
      .where(sql`metadata->>'eventId'`, '=', named.metadata.eventId)
      .executeTakeFirstOrThrow();
    const sealed = stored.data.email as { $sealed: { s: string; p: string; v: string } };
    // The person's key exists, but this ciphertext was not made with it: opening it always fails.
    const forgedEmail = { $sealed: { ...sealed.$sealed, v: randomBytes(48).toString('base64') } };
    const [forged] = (await source.store.append(`forged-${randomUUID()}`, [{ type: 'Forged', data: { personId, email: forgedEmail } }], { expectedVersion: 0 })).events;

    const [letter] = await waitFor(async () => {
      const letters = await deadLettersOf('sink-people');
      return letters.length > 0 ? letters : undefined;
    }, 20_000);
    expect(letter).toMatchObject({
      eventId: forged.metadata.eventId,
      eventType: 'Forged',
      error: 'The source service could not open sealed fields',
      deliveries: MAX_DELIVER,
    });
    expect(JSON.stringify(letter)).not.toContain(sealed.$sealed.v);
    expect(await appliedValues()).toContain(email);
  });

  it('dead-letters a poison event after maxDeliver, shows it to site admins only, and replays it once', async () => {
    const n = randomUUID();
    const [poison] = (await source.store.append(`poison-${n}`, [{ type: 'Poison', data: { n } }], { expectedVersion: 0 })).events;

    const [letter] = await waitFor(async () => {
      const letters = await deadLettersOf('sink-poison');
      return letters.length > 0 ? letters : undefined;
    }, 20_000);
    expect(letter).toEqual({
      id: expect.any(String),
      consumer: 'sink-poison',
      eventId: poison.metadata.eventId,
      eventType: 'Poison',
      subject: `${bus.prefix}.source.poison.Poison`,
      error: 'cannot handle this one',
      deliveries: MAX_DELIVER,
      failedAt: expect.any(String),
    });

    const subscriber = await tokens.sign({ roles: [Roles.Subscriber] });
    expect((await api('GET', '/api/deadLetters/sink', { token: subscriber })).status).toBe(403);
    expect((await api('POST', `/api/deadLetters/sink/${letter.id}/replay`, { token: subscriber })).status).toBe(403);
    expect((await api('GET', '/api/deadLetters/sink')).status).toBe(401);

    const admin = await tokens.sign({ roles: [Roles.SiteAdmin] });
    const replay = () => api('POST', `/api/deadLetters/sink/${letter.id}/replay`, { token: admin });
    expect(await replay()).toMatchObject({
      status: 409,
      body: { Details: 'The event could not be handled again. It stays in the dead letters.', SubErrors: ['cannot handle this one'] },
    });
    expect(await deadLettersOf('sink-poison')).toHaveLength(1);

    poisonCured = true;
    expect((await replay()).status).toBe(204);
    expect(await appliedValues()).toContain(n);
    expect(await deadLettersOf('sink-poison')).toEqual([]);
    expect(await replay()).toMatchObject({ status: 404, body: { Details: 'The dead letter was not found.', SubErrors: [] } });
    const handled = await sink.runtime.db.selectFrom('applied').select('value').where('value', '=', n).execute();
    expect(handled).toHaveLength(1);
  });
});
