import { sql } from 'kysely';
import { listedSupporter, startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';
import { INVALID_SUPPORTER_LANDING } from '../../supporters/supporter.query.js';
import { supporterStreamId } from '../../supporters/supporter.js';
import { clientStreamId } from '../client.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('delete');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const deleteClient = (who: TestUser, clientId: string) => h.api('POST', '/api/client/deleteClient', { token: who.token, body: { clientId } });
const db = () => h.running.runtime.db;

/** Every text column of every read-model table, as one text per row. */
async function readModelText(): Promise<string> {
  const tables = ['clients', 'forms', 'client_events', 'user_names', 'templates', 'subscriptions', 'subscription_users', 'supporters'];
  const rows = await Promise.all(tables.map((table) => sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t`.execute(db())));
  return rows.flatMap((r) => r.rows.map((row) => row.row)).join('\n');
}

describe('deleting a client', () => {
  it("erases the client's personal data: the sealed fields read as erased, the read models hold no plain text, the history still verifies", async () => {
    const client = await h.invited(subscriber, { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy.vaughan@example.test', phoneNumber: '555-987-6543' });
    const { formId, pages } = await h.formCreated(client);
    await h.formStarted(client, formId);
    await h.answersSaved(client, formId, pages[0]);
    expect(await readModelText()).toContain('Dorothy');

    expect((await deleteClient(subscriber, client.id)).status).toBe(204);

    const [invited, deleted] = await h.clientEvents(client.id);
    expect(invited.data).toMatchObject({ firstName: null, lastName: null, email: null, phoneNumber: null, subscriberDisplayName: null, shortCode: null, shortCodeUrl: null });
    expect(invited.data.shortCodeHash).toBe(h.hashOf(h.shortCodeOf(client)));
    expect(deleted).toMatchObject({
      type: 'ClientDeleted',
      data: { clientId: client.id, applicationUserId: client.applicationUserId, subscriberId: subscriber.id, deletedBy: subscriber.id },
    });
    expect(await h.running.runtime.store.verifyStream(clientStreamId(client.id))).toMatchObject({ valid: true });
    const text = await readModelText();
    for (const personal of ['Dorothy', 'Vaughan', 'dorothy.vaughan@example.test', '555-987-6543']) expect(text).not.toContain(personal);
    expect(await db().selectFrom('personal_keys').select('person_id').where('person_id', '=', client.id).execute()).toEqual([]);
  });

  it("erases the client's supporters: their links lead nowhere, their names and letters are gone", async () => {
    const client = await h.invited(subscriber);
    await h.supportersListed(client, [listedSupporter({ firstName: 'Annie', lastName: 'Easley', clientRelationship: 'Cousin', email: 'annie.easley@example.test' })]);
    const invitation = (await h.supporterInvited(client))!;
    const shortCode = h.shortCodeOf(invitation);
    const letter = { shortCode, supportText: 'Annie writes for her cousin.', signatureName: 'Annie Easley', isComplete: true, eSignConsent: true };
    expect((await h.submitLetter(letter)).status).toBe(200);

    expect((await deleteClient(subscriber, client.id)).status).toBe(204);

    expect((await h.supporterLanding(shortCode)).body).toEqual(INVALID_SUPPORTER_LANDING);
    expect((await h.submitLetter({ shortCode, supportText: 'Again' })).status).toBe(404);
    const text = await readModelText();
    for (const personal of ['Annie', 'Easley', 'Cousin', 'annie.easley@example.test', shortCode]) expect(text).not.toContain(personal);
    const [invited, saved] = await h.running.runtime.store.readStream(supporterStreamId(invitation.supporterId));
    expect(invited.data).toMatchObject({ firstName: null, lastName: null, clientRelationship: null, email: null, clientFirstName: null, shortCode: null, shortCodeUrl: null });
    expect(saved.data).toMatchObject({ supportText: null, signatureName: null, signature: null, isComplete: true });
  });

  it('reads of the client answer 404 afterwards, and survey events for it change nothing', async () => {
    const client = await h.invited(subscriber);
    await deleteClient(subscriber, client.id);
    expect((await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token })).status).toBe(404);
    const list = await h.api('GET', `/api/client?filter=${encodeURIComponent(`id = "${client.id}"`)}`, { token: subscriber.token });
    expect(list.body).toEqual([]);
    await h.formCreated(client);
    expect(await db().selectFrom('forms').select('id').where('client_id', '=', client.id).execute()).toEqual([]);
    expect((await deleteClient(subscriber, client.id)).status).toBe(404);
  });

  it("is the owner's or a site admin's: another subscriber gets 404, as for an unknown client", async () => {
    const client = await h.invited(subscriber);
    const other = await h.subscriber();
    expect((await deleteClient(other, client.id)).body).toMatchObject({ Details: 'The client was not found.', SubErrors: [] });
    expect((await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token })).status).toBe(200);
    expect((await deleteClient(await h.admin(), client.id)).status).toBe(204);
    expect((await h.clientEvents(client.id)).at(-1)?.type).toBe('ClientDeleted');
  });

  it('answers 400 for a client id that is no id', async () => {
    expect((await deleteClient(subscriber, 'not-an-id')).body).toMatchObject({ Details: 'The data you provided could not be validated.', SubErrors: ['clientId: Must be an id'] });
  });
});
