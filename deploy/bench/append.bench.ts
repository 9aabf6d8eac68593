import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { EventStore, PersonalDataVault, type EventsTable, type PlatformDatabase } from '@app/platform';
import { createTestDatabase } from '@app/platform/testing';
import { fmt, throughput } from './stats.js';

/**
 * Single-event appends per second through the event store (expected version, hash chain,
 * notify) against plain INSERTs of the same rows into a table of the same shape.
 * Target: the store keeps at least half the plain rate.
 */
export async function appendBench(opsPerRun = 4_000): Promise<string[]> {
  const testDb = await createTestDatabase<PlatformDatabase & { plain_events: EventsTable }>('bench_append');
  try {
    const store = new EventStore(testDb.db, new PersonalDataVault(testDb.db, 'bench', randomBytes(32), {}));
    await sql`CREATE TABLE plain_events (LIKE events INCLUDING ALL)`.execute(testDb.db);
    const lines: string[] = [];
    for (const writers of [1, 16]) {
      // Each writer appends to its own stream at the exact expected version.
      const streams = Array.from({ length: writers }, () => `bench-${randomUUID()}`);
      const versions = new Array(writers).fill(0);
      const storeRate = await throughput(opsPerRun, writers, (i, w) =>
        store.append(streams[w], [{ type: 'Measured', data: { i, note: 'a small event' } }], { expectedVersion: versions[w]++ }),
      );
      const plainRate = await throughput(opsPerRun, writers, (i) =>
        testDb.db
          .insertInto('plain_events')
          .values({
            stream_id: `plain-${writers}-${i}`,
            version: 1,
            type: 'Measured',
            data: JSON.stringify({ i, note: 'a small event' }),
            metadata: JSON.stringify({ eventId: randomUUID(), correlationId: randomUUID(), causationId: null, actorUserId: null, occurredAt: new Date().toISOString() }),
            prev_hash: '0'.repeat(64),
            hash: '0'.repeat(64),
          })
          .execute(),
      );
      const ratio = storeRate / plainRate;
      lines.push(
        `append, ${String(writers).padStart(2)} writer(s): ${fmt(storeRate)} events/s vs plain INSERT ${fmt(plainRate)} rows/s = ${fmt(ratio, 2)}x (target >= 0.50) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
      );
    }
    return lines;
  } finally {
    await testDb.drop();
  }
}
