import { SHORT_CODE_LENGTH } from '@app/contracts';
import type { StoredEvent } from '@app/platform';
import { waitFor, type TestEvent } from '@app/platform/testing';
import { listedSupporter, ScriptedShortCodes, startClients, TEST_PUBLIC_URL, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';
import { supporterIdOf, supporterStreamId } from '../supporters/supporter.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };
const shortCodes = new ScriptedShortCodes();

beforeAll(async () => {
  h = await startClients('supporters', { shortCodes });
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const db = () => h.running.runtime.db;
const supportersOf = (clientId: string) => db().selectFrom('supporters').selectAll().where('client_id', '=', clientId).orderBy('slot').execute();

/** The event as the relay publishes it (its sealed fields as stored), once the relay has put it on the bus. */
async function published(event: StoredEvent) {
  await waitFor(async () => {
    const relayed = await db().selectFrom('relay_checkpoints').select('position').executeTakeFirst();
    return relayed && BigInt(relayed.position) >= BigInt(event.position);
  });
  return db().selectFrom('events').select('data').where('position', '=', event.position).executeTakeFirstOrThrow();
}

describe("survey's SupportersListed", () => {
  it("makes each listed supporter a supporter with a link of their own, invited in the client's name", async () => {
    const client = await h.invited(subscriber, { firstName: 'Grace', lastName: 'Hopper' });
    const sister = listedSupporter({ slot: 1, firstName: 'Katherine', lastName: 'Johnson', clientRelationship: 'Sister', email: 'katherine@example.test' });
    const pastor = listedSupporter({ slot: 2, firstName: 'Mary', lastName: 'Jackson', clientRelationship: 'Pastor', email: null, phoneNumber: '555-222-3333' });
    await h.supportersListed(client, [sister, pastor]);

    const first = (await h.supporterInvited(client, 1))!;
    const second = (await h.supporterInvited(client, 2))!;
    expect(first).toEqual({
      supporterId: supporterIdOf(client.id, 1),
      clientId: client.id,
      subscriberId: subscriber.id,
      ...sister,
      clientFirstName: 'Grace',
      clientLastName: 'Hopper',
      shortCode: expect.any(String),
      shortCodeUrl: `${TEST_PUBLIC_URL}/p/${first.shortCode}`,
      shortCodeHash: h.hashOf(first.shortCode),
      language: 'en',
    });
    expect(second).toMatchObject({ ...pastor, clientFirstName: 'Grace', shortCodeUrl: `${TEST_PUBLIC_URL}/p/${second.shortCode}` });
    expect(first.shortCode).toHaveLength(SHORT_CODE_LENGTH);
    expect(first.shortCode).not.toBe(second.shortCode);
    expect(await supportersOf(client.id)).toMatchObject([
      {
        id: first.supporterId,
        slot: 1,
        first_name: 'Katherine',
        last_name: 'Johnson',
        client_relationship: 'Sister',
        short_code_hash: h.hashOf(first.shortCode),
        is_complete: false,
      },
      { id: second.supporterId, slot: 2, first_name: 'Mary', short_code_hash: h.hashOf(second.shortCode) },
    ]);
  });

  it("publishes each invitation for notification, its personal fields and link sealed with the client's key", async () => {
    const client = await h.invited(subscriber);
    await h.supportersListed(client, [listedSupporter({ firstName: 'Dorothy' })]);
    const [stored]: TestEvent[] = await h.running.runtime.store.readStream(supporterStreamId(supporterIdOf(client.id, 1)));
    const { data } = await published(stored);
    expect(data).toMatchObject({ supporterId: stored.data.supporterId, clientId: client.id, shortCodeHash: h.hashOf(stored.data.shortCode) });
    for (const field of ['firstName', 'shortCode', 'shortCodeUrl']) expect(data[field]).toEqual({ $sealed: expect.objectContaining({ s: 'clients', p: client.id }) });
    for (const plain of ['Dorothy', stored.data.shortCode]) expect(JSON.stringify(data)).not.toContain(plain);
  });

  it('a listing told again adds nobody, and keeps the links given out', async () => {
    const client = await h.invited(subscriber);
    await h.supportersListed(client, [listedSupporter({ slot: 1 }), listedSupporter({ slot: 2 })]);
    const before = await supportersOf(client.id);
    await h.supportersListed(client, [listedSupporter({ slot: 1, firstName: 'Changed' }), listedSupporter({ slot: 2 })]);
    expect(await supportersOf(client.id)).toEqual(before);
    expect(await h.running.runtime.store.readStream(supporterStreamId(supporterIdOf(client.id, 1)))).toHaveLength(1);
  });

  it('a code another supporter has is drawn again', async () => {
    const client = await h.invited(subscriber);
    const taken = (await h.clientWithSupporter(subscriber)).shortCode;
    shortCodes.queue.push(taken);
    await h.supportersListed(client);
    const invitation = (await h.supporterInvited(client))!;
    expect(shortCodes.queue).toEqual([]);
    expect(invitation.shortCode).not.toBe(taken);
    expect(await supportersOf(client.id)).toMatchObject([{ short_code_hash: h.hashOf(invitation.shortCode) }]);
  });

  it('a client deleted meanwhile gets no supporters', async () => {
    const client = await h.invited(subscriber);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    await h.supportersListed(client);
    expect(await h.supporterInvited(client)).toBeUndefined();
    expect(await supportersOf(client.id)).toEqual([]);
  });
});
