/**
 * A service's answers to a compliance reviewer, over NATS: the events of every stream about a person (their
 * fields opened, "erased" once their key is gone, secrets withheld), paged to fit a message and read back
 * whole by the requester; and a verification of those streams signed with the service's key, which reports a
 * tampered row by stream and version.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { sql } from 'kysely';
import { EventStore } from '../event-store/event-store.js';
import { PersonalDataVault } from '../personal-data/vault.js';
import { createTestDatabase, TEST_NATS_URL, uniqueName, type TestDatabase } from '../testing/index.js';
import { ComplianceRequester, ComplianceResponder } from './compliance-responder.js';
import { historyPage } from './history-page.js';
import { isSignedBy, ReportSigningKey } from './signing-key.js';

const personalData = { PersonNamed: { subject: 'personId', fields: ['name', 'passwordHash'] } };

let testDb: TestDatabase;
let store: EventStore;
let vault: PersonalDataVault;
let nc: NatsConnection;
let responder: ComplianceResponder;
let requester: ComplianceRequester;
const signingKey = new ReportSigningKey('people', randomBytes(32));
const prefix = uniqueName('compliance');

beforeAll(async () => {
  testDb = await createTestDatabase('compliance');
  vault = new PersonalDataVault(testDb.db, 'people', randomBytes(32), personalData);
  store = new EventStore(testDb.db, vault);
  nc = await connect({ servers: TEST_NATS_URL });
  responder = new ComplianceResponder(nc, prefix, 'people', { store, vault, signingKey });
  responder.start();
  requester = new ComplianceRequester(nc, prefix);
});
afterAll(async () => {
  responder.stop();
  await nc.close();
  await testDb.drop();
});

/** A person's stream: named, renamed `saves` times (each event about them), and one event that names nobody. */
async function personWithHistory(saves: number): Promise<string> {
  const personId = randomUUID();
  const stream = `person-${personId}`;
  await store.append(stream, [{ type: 'PersonNamed', data: { personId, name: 'Ada Quill', passwordHash: 'argon2id$secret' } }], { expectedVersion: 0 });
  for (let i = 0; i < saves; i++) await store.append(stream, [{ type: 'PersonNamed', data: { personId, name: `Ada Quill ${i}`, passwordHash: null } }], { expectedVersion: i + 1 });
  await store.append(stream, [{ type: 'NoteAdded', data: { text: 'no person named here' } }], { expectedVersion: saves + 1 });
  return personId;
}

describe('history', () => {
  it("answers every event of the person's streams with their fields opened and secrets withheld, in order", async () => {
    const personId = await personWithHistory(2);
    await personWithHistory(1); // someone else's stream stays out
    const events = await requester.history('people', [personId]);
    expect(events.map((event) => [event.type, event.version])).toEqual([
      ['PersonNamed', 1],
      ['PersonNamed', 2],
      ['PersonNamed', 3],
      ['NoteAdded', 4],
    ]);
    expect(events[0]).toEqual(
      expect.objectContaining({ service: 'people', data: { personId, name: 'Ada Quill', passwordHash: null }, personalFields: { name: 'opened', passwordHash: 'withheld' } }),
    );
  });

  it('reads erased fields as erased once the key is gone', async () => {
    const personId = await personWithHistory(1);
    await vault.erase(personId);
    const [first] = await requester.history('people', [personId]);
    expect(first.data.name).toBeNull();
    expect(first.personalFields).toEqual({ name: 'erased', passwordHash: 'withheld' });
  });

  it('pages a long history to the size asked for, and the requester reads every page', async () => {
    const personId = await personWithHistory(40);
    const page = await historyPage('people', store, vault, { personIds: [personId], afterPosition: '0', detail: 'full' }, 2_000);
    expect(page.events.length).toBeGreaterThan(1);
    expect(page.events.length).toBeLessThan(42);
    expect(page.nextAfterPosition).toBe(page.events.at(-1)!.position);
    const all = await requester.history('people', [personId]);
    expect(all.map((event) => event.version)).toEqual(Array.from({ length: 42 }, (_, i) => i + 1));
  });

  it('answers the outline of every event (no data) and then the whole events at chosen positions', async () => {
    const personId = await personWithHistory(5);
    const outline = await requester.outline('people', [personId]);
    expect(outline.map((event) => event.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(outline[0]).not.toHaveProperty('data');
    const chosen = [outline[1].position, outline[6].position];
    const page = await requester.at('people', [personId], chosen);
    expect(page.map((event) => [event.position, event.type])).toEqual([
      [chosen[0], 'PersonNamed'],
      [chosen[1], 'NoteAdded'],
    ]);
    expect(page[0].data.name).toBe('Ada Quill 0');
    // A position on someone else's stream is not theirs to read.
    const other = (await requester.outline('people', [await personWithHistory(0)]))[0].position;
    expect(await requester.at('people', [personId], [other])).toEqual([]);
  });
});

describe('verification', () => {
  it('signs a report a third party checks with the public key, and names the first broken link of a tampered row', async () => {
    const personId = await personWithHistory(3);
    const report = await requester.verify('people', [personId]);
    expect(report).toEqual(expect.objectContaining({ valid: true, totalEvents: 5, firstBrokenLink: null, keyId: 'people' }));
    expect(isSignedBy(report, signingKey.publicJwk)).toBe(true);
    expect(isSignedBy({ ...report, valid: false }, signingKey.publicJwk)).toBe(false);

    await sql`UPDATE events SET data = jsonb_set(data, '{text}', '"rewritten"') WHERE stream_id = ${`person-${personId}`} AND version = 5`.execute(testDb.db);
    const tampered = await requester.verify('people', [personId]);
    expect(tampered).toEqual(expect.objectContaining({ valid: false, firstBrokenLink: { streamId: `person-${personId}`, version: 5 } }));
    expect(isSignedBy(tampered, signingKey.publicJwk)).toBe(true);
  });
});
