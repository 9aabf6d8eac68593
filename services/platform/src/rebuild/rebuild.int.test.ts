import { Module } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { streamNameOf } from '@app/contracts';
import { startService, type RunningService, type ServiceDefinition } from '../bootstrap.js';
import type { EventHandlerDefinition } from '../bus/consumer.js';
import { RELAY_LOCK_KEY } from '../bus/relay.js';
import { createDatabase, dropDatabase } from '../db/database.js';
import type { PlatformDatabase } from '../db/platform-database.js';
import type { Projection, StoredEvent } from '../event-store/types.js';
import { startEventSource } from '../testing/event-source.js';
import { createTestDatabase, testBus, testServiceEnv, TEST_NATS_URL, waitFor, waitUntilConsumed } from '../testing/index.js';
import { UNUSED_JWKS_URL } from '../testing/stand-in-service.js';
import { PLATFORM_TABLES, publicTablesOf, tableChecksums } from './read-model-tables.js';
import { rebuildReadModels } from './rebuild-read-models.js';
import type { RebuildPlan } from './rebuild-plan.js';

/**
 * A service named 'target' on the kit: notes it writes itself (inline projection, the text a personal
 * field) and their writers (a projection writing each once, which in a rebuild remembers whom it has
 * written), greetings it counts from a service named 'source' (a handler opening the greeted name through
 * source's vault), tags source puts on its notes (a handler whose write depends on when it ran: a
 * deleted note takes no tag, which is then recorded as missed), an echo handler whose effect is an event of its own, and a table no event
 * makes. Its rebuild must give back the tables as the live service left them.
 */
type TargetDatabase = PlatformDatabase & {
  notes: { id: string; person_id: string; text: string | null; tag: string | null; deleted: boolean };
  greetings: { person_id: string; greeted: number; last_name: string | null };
  missed_tags: { tag: string };
  writers: { person_id: string };
  counters: { key: string; n: number };
};

const targetPersonalData = { NoteWritten: { subject: 'personId', fields: ['text'] } };
const sourcePersonalData = { Greeted: { subject: 'personId', fields: ['name'] } };

const notesProjection: Projection<StoredEvent, TargetDatabase> = {
  name: 'notes',
  handles: ['NoteWritten', 'NoteDeleted'],
  async apply(event, db) {
    const { noteId, personId, text } = event.data as { noteId: string; personId: string; text: string | null };
    if (event.type === 'NoteWritten') {
      await db
        .insertInto('notes')
        .values({ id: noteId, person_id: personId, text, tag: null, deleted: false })
        .onConflict((oc) => oc.column('id').doUpdateSet({ text }))
        .execute();
    } else {
      await db.updateTable('notes').set({ deleted: true, text: null }).where('id', '=', noteId).execute();
    }
  },
};

/** Each note's writer, once: in a rebuild, one it remembers (`memo`) is not written again. */
const writersProjection: Projection<StoredEvent, TargetDatabase> = {
  name: 'writers',
  handles: ['NoteWritten'],
  async apply(event, db, memo) {
    const { personId } = event.data as { personId: string };
    if (memo?.has(personId)) return;
    await db
      .insertInto('writers')
      .values({ person_id: personId })
      .onConflict((oc) => oc.column('person_id').doNothing())
      .execute();
    memo?.add(personId);
  },
};

const greetings: EventHandlerDefinition<TargetDatabase> = {
  name: 'target-greetings',
  source: 'source',
  types: ['Greeted'],
  opens: ['name'],
  async handle(event, trx) {
    const { personId, name } = event.data as { personId: string; name: string | null };
    await trx
      .insertInto('greetings')
      .values({ person_id: personId, greeted: 1, last_name: name })
      .onConflict((oc) => oc.column('person_id').doUpdateSet({ greeted: sql`greetings.greeted + 1`, last_name: name }))
      .execute();
  },
};

const tags: EventHandlerDefinition<TargetDatabase> = {
  name: 'target-tags',
  source: 'source',
  opens: 'all',
  types: ['Tagged'],
  async handle(event, trx) {
    const { noteId, tag } = event.data as { noteId: string; tag: string };
    // What it does next depends on the rows the update changed (a batched write must not guess it wrong).
    const tagged = await trx.updateTable('notes').set({ tag }).where('id', '=', noteId).where('deleted', '=', false).executeTakeFirst();
    if (tagged.numUpdatedRows === 0n) await trx.insertInto('missed_tags').values({ tag }).execute();
  },
};

@Module({})
class TargetModule {}

function targetService(options: { projections?: boolean } = {}): ServiceDefinition<any, TargetDatabase> {
  return {
    name: 'target',
    module: TargetModule,
    personalData: targetPersonalData,
    migrations: {
      '0001_target': {
        async up(db: Kysely<any>) {
          await sql`CREATE TABLE notes (id text PRIMARY KEY, person_id text NOT NULL, text text, tag text, deleted boolean NOT NULL)`.execute(db);
          await sql`CREATE TABLE greetings (person_id text PRIMARY KEY, greeted integer NOT NULL, last_name text)`.execute(db);
          await sql`CREATE TABLE counters (key text PRIMARY KEY, n integer NOT NULL)`.execute(db);
          await sql`CREATE TABLE missed_tags (tag text PRIMARY KEY)`.execute(db);
          await sql`CREATE TABLE writers (person_id text PRIMARY KEY)`.execute(db);
        },
      },
    },
    projections: options.projections === false ? [] : [notesProjection, writersProjection],
    handlers: (runtime) => [
      greetings,
      tags,
      {
        name: 'target-echo',
        source: 'source',
        opens: 'all',
        types: ['Greeted'],
        async handle(event, trx) {
          await runtime.store.append(`echo-${event.metadata.eventId}`, [{ type: 'Echoed', data: { of: event.metadata.eventId } }], { expectedVersion: 0 }, trx);
        },
      },
    ],
  };
}

const plan: RebuildPlan = {
  keep: { counters: 'counted by requests in the real thing: no event makes it' },
  skipHandlers: { 'target-echo': 'its effect is the Echoed event it appended, in the store' },
};

describe('rebuilding a service’s read models', () => {
  const bus = testBus('rebuild');
  const env = testServiceEnv('rebuild_target', bus.prefix, { JWKS_URL: UNUSED_JWKS_URL });
  let source: Awaited<ReturnType<typeof startEventSource>>;
  let target: RunningService<TargetDatabase> | undefined;
  let live: Record<string, { rows: number; md5: string }>;
  /** The target's database, read apart from the service (which is stopped to be rebuilt). */
  const inspect = createDatabase<TargetDatabase>(env.DATABASE_URL!, 2);

  const checksums = async () => tableChecksums(inspect, await publicTablesOf(inspect));
  const writeNote = (noteId: string, personId: string, text: string) =>
    target!.runtime.store.append(`note-${noteId}`, [{ type: 'NoteWritten', data: { noteId, personId, text } }], { expectedVersion: 'any' });
  /** The source's last event of each type so far: each consumer is waited for up to the last one it takes. */
  const lastOfType = new Map<string, StoredEvent>();
  const appendToSource = async (streamId: string, type: string, data: Record<string, unknown>) => {
    const { events } = await source.store.append(streamId, [{ type, data }], { expectedVersion: 'any' });
    lastOfType.set(type, events[0]);
  };
  const consumed = async () => {
    for (const [consumer, type] of [
      ['target-greetings', 'Greeted'],
      ['target-tags', 'Tagged'],
      ['target-echo', 'Greeted'],
    ] as const) {
      await waitUntilConsumed(bus.prefix, 'source', consumer, lastOfType.get(type));
    }
  };

  beforeAll(async () => {
    source = await startEventSource('rebuild_source', bus.prefix, sourcePersonalData);
    target = await startService(targetService(), env);
  });
  afterAll(async () => {
    await target?.close();
    await source?.stop();
    await inspect.destroy();
    await dropDatabase(env.DATABASE_URL!);
    await bus.removeStreams();
  });

  it('gives back every read model and the inbox as the live service left them, personal fields erased since included', async () => {
    await writeNote('n1', 'p1', 'first words');
    await writeNote('n2', 'p2', 'second words');
    await appendToSource('person-p1', 'Greeted', { personId: 'p1', name: 'Ada' });
    await appendToSource('tag-1', 'Tagged', { noteId: 'n1', tag: 'red' });
    await consumed();
    // n1 is deleted after its tag and its writer's key erased; n2's tag comes after n3 is written.
    await target!.runtime.store.append('note-n1', [{ type: 'NoteDeleted', data: { noteId: 'n1' } }], { expectedVersion: 'any' });
    await target!.runtime.vault.erase('p1');
    await appendToSource('tag-2', 'Tagged', { noteId: 'n1', tag: 'too late' });
    // n3 after that tag was taken: replayed in the same batch (the one run again, below).
    await consumed();
    await writeNote('n3', 'p3', 'third words');
    await appendToSource('person-p2', 'Greeted', { personId: 'p2', name: 'Grace' });
    await appendToSource('person-p1', 'Greeted', { personId: 'p1', name: 'Ada B.' });
    await appendToSource('tag-3', 'Tagged', { noteId: 'n2', tag: 'blue' });
    await consumed();
    await inspect.insertInto('counters').values({ key: 'requests', n: 7 }).execute();
    const notes = await inspect.selectFrom('notes').selectAll().orderBy('id').execute();
    expect(notes.map(({ id, text, tag, deleted }) => ({ id, text, tag, deleted }))).toEqual([
      { id: 'n1', text: null, tag: 'red', deleted: true },
      { id: 'n2', text: 'second words', tag: 'blue', deleted: false },
      { id: 'n3', text: 'third words', tag: null, deleted: false },
    ]);
    expect(await inspect.selectFrom('missed_tags').selectAll().execute()).toEqual([{ tag: 'too late' }]);
    await target!.close();

    live = await checksums();
    expect(live.inbox.rows).toBe(3 + 3 + 3);
    const report = await rebuildReadModels(targetService(), env, { plan, batchSize: 2 });
    expect(report).toMatchObject({ readModels: ['greetings', 'missed_tags', 'notes', 'writers'], ownEvents: 4, handlerEvents: 6 });
    // The update of the deleted note changed no row: its batch ran again, statement by statement (the
    // writer of n3, in that batch, written again: the writers projection forgot it with the rollback).
    expect(report.batchesRunAgain).toBeGreaterThan(0);
    expect(report.deferredWrites).toBeGreaterThan(0);
    expect(report.handlers.find((handler) => handler.name === 'target-echo')).toMatchObject({ status: 'skipped' });
    expect(await checksums()).toEqual(live);

    // Statement by statement, as the service writes: the same tables.
    expect(await rebuildReadModels(targetService(), env, { plan, deferWrites: false })).toMatchObject({ batchesRunAgain: 0, deferredWrites: 0 });
    expect(await checksums()).toEqual(live);
  });

  it('would show a projection left out: its table comes back empty, and a full rebuild puts it back', async () => {
    await rebuildReadModels(targetService({ projections: false }), env, { plan });
    const without = await checksums();
    expect(without.notes).toEqual({ rows: 0, md5: expect.any(String) });
    expect(without).not.toEqual(live);
    await rebuildReadModels(targetService(), env, { plan });
    expect(await checksums()).toEqual(live);
  });

  it('refuses a handler that would append again (not in the plan), changing nothing', async () => {
    await expect(rebuildReadModels(targetService(), env, { plan: { keep: plan.keep } })).rejects.toThrow(
      /target-echo.*Appending Echoed.*rebuild plan \(skipHandlers\).*Nothing was changed/s,
    );
    expect(await checksums()).toEqual(live);
  });

  it('stops before changing anything when the owner of personal fields to open does not answer', async () => {
    source.stopVaultResponder();
    try {
      await expect(rebuildReadModels(targetService(), env, { plan })).rejects.toThrow(/target-greetings.*owner must be running.*Nothing was changed/s);
    } finally {
      source.startVaultResponder();
    }
    expect(await checksums()).toEqual(live);
  });

  it('refuses while an instance of the service runs', async () => {
    target = await startService(targetService(), env);
    try {
      // Once its relay holds the database's lock (it takes it right after the start).
      await waitFor(
        async () =>
          (
            await sql<{
              held: boolean;
            }>`SELECT count(*) > 0 AS held FROM pg_locks WHERE locktype = 'advisory' AND objid = ${RELAY_LOCK_KEY} AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(
              inspect,
            )
          ).rows[0].held,
      );
      await expect(rebuildReadModels(targetService(), env, { plan })).rejects.toThrow(/An instance of target is running/);
    } finally {
      await target.close();
    }
    // What that instance's relay recorded (its checkpoint) is the next tests' starting point.
    live = await checksums();
  });

  it('refuses when events a handler handled are no longer in its source stream', async () => {
    const nc = await connect({ servers: TEST_NATS_URL });
    try {
      await (await jetstreamManager(nc)).streams.purge(streamNameOf(bus.prefix, 'source'));
    } finally {
      await nc.close();
    }
    await expect(rebuildReadModels(targetService(), env, { plan })).rejects.toThrow(/3 event\(s\) target-greetings handled are no longer in .*Nothing was changed/s);
    expect(await checksums()).toEqual(live);
  });

  it("knows the platform's own tables: those its migrations make", async () => {
    const fresh = await createTestDatabase('rebuild_platform');
    try {
      expect(await publicTablesOf(fresh.db)).toEqual([...PLATFORM_TABLES].sort());
    } finally {
      await fresh.drop();
    }
  });
});
