import { sql, type Kysely } from 'kysely';
import type { ClientsDatabase } from '../clients-database.js';
import { waitFor } from '@app/platform/testing';
import { startClients, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';
import { lockLiveClient, recordClientEvent, TimelineTexts } from './client-timeline.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('timeline_lock');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const db = () => h.running.runtime.db;

/** Runs `work` in a transaction that stays open (its locks held) until the answered `end` is called. */
async function holding(work: (trx: Kysely<ClientsDatabase>) => Promise<unknown>): Promise<{ end: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let begun!: () => void;
  const hasBegun = new Promise<void>((resolve) => (begun = resolve));
  const transaction = db()
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      begun();
      await released;
    });
  await Promise.race([hasBegun, transaction]);
  return {
    end: async () => {
      release();
      await transaction;
    },
  };
}

/** `work` in a transaction that gives up on a lock after a second instead of waiting for it. */
const withoutWaiting = (work: (trx: Kysely<ClientsDatabase>) => Promise<unknown>) =>
  db()
    .transaction()
    .execute(async (trx) => {
      await sql`SET LOCAL lock_timeout = '1s'`.execute(trx);
      return work(trx);
    });

describe("a timeline write's lock on its client", () => {
  it("lets the client's other writers go on meanwhile (one invite moves three consumers at once)", async () => {
    const client = await h.invited(subscriber);
    const timelineWrite = await holding(async (trx) => {
      expect(await lockLiveClient(trx, client.id)).toBe(true);
      await recordClientEvent(trx, { clientId: client.id, type: 'InviteSent', description: TimelineTexts.messageSent('Invitation', 'email'), at: new Date().toISOString() });
    });
    try {
      await withoutWaiting((trx) => trx.updateTable('clients').set({ has_account: true }).where('id', '=', client.id).execute());
      expect(await withoutWaiting((trx) => lockLiveClient(trx, client.id))).toBe(true);
    } finally {
      await timelineWrite.end();
    }
  });

  it("holds back the client's deletion until it commits, and the deletion drops what it wrote", async () => {
    const client = await h.invited(subscriber);
    let holder = 0;
    const timelineWrite = await holding(async (trx) => {
      holder = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0].pid;
      expect(await lockLiveClient(trx, client.id)).toBe(true);
      await recordClientEvent(trx, { clientId: client.id, type: 'InviteSent', description: TimelineTexts.messageSent('Invitation', 'email'), at: new Date().toISOString() });
    });
    let settled = false;
    const deletion = h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } }).finally(() => (settled = true));
    await waitFor(
      async () =>
        (await sql<{ blocked: number }>`SELECT count(*)::int AS blocked FROM pg_stat_activity WHERE ${holder} = ANY(pg_blocking_pids(pid))`.execute(db())).rows[0].blocked > 0,
    );
    expect(settled).toBe(false);
    await timelineWrite.end();
    expect((await deletion).status).toBe(204);
    expect(await db().selectFrom('client_events').select('event_type').where('client_id', '=', client.id).execute()).toEqual([]);
  });
});
