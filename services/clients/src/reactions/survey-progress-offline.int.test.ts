import { startClients, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('offline');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const isOffline = async (client: { id: string }) => (await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token })).body.isOffline;
const timeline = async (client: { id: string }) =>
  ((await h.api('GET', `/api/client/${client.id}?includes=clientEvents`, { token: subscriber.token })).body.clientEvents as { eventType: string; description: string }[]).map(
    (e) => [e.eventType, e.description],
  );

async function proctoredClientWithForm() {
  const client = await h.invited(subscriber, { isProctored: true });
  const { formId } = await h.formCreated(client);
  return { client, formId };
}

describe("survey's check-out and check-in of a client's form", () => {
  it('the client is offline from the check-out to the check-in: in the client view and the landing', async () => {
    const { client, formId } = await proctoredClientWithForm();
    const code = h.shortCodeOf(client);
    expect(await isOffline(client)).toBe(false);

    const checkOutId = await h.formCheckedOut(client, formId, 'Front desk tablet');
    expect(await isOffline(client)).toBe(true);
    expect((await h.landing(code)).body.isOffline).toBe(true);

    await h.formCheckedIn(client, formId, checkOutId);
    expect(await isOffline(client)).toBe(false);
    expect((await h.landing(code)).body.isOffline).toBe(false);
  });

  it('the timeline: CheckedOut with the device, then CheckedIn (newest first)', async () => {
    const { client, formId } = await proctoredClientWithForm();
    const checkOutId = await h.formCheckedOut(client, formId, 'Front desk tablet');
    await h.formCheckedIn(client, formId, checkOutId);
    expect(await timeline(client)).toEqual([
      ['CheckedIn', 'Checked in from offline use.'],
      ['CheckedOut', 'Checked out for offline use on "Front desk tablet".'],
    ]);
  });

  it('events of a deleted client change nothing', async () => {
    const { client, formId } = await proctoredClientWithForm();
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    await h.formCheckedOut(client, formId);
    const row = await h.running.runtime.db.selectFrom('clients').select('is_offline').where('id', '=', client.id).executeTakeFirstOrThrow();
    expect(row.is_offline).toBe(false);
    expect(await h.running.runtime.db.selectFrom('client_events').select('id').where('client_id', '=', client.id).execute()).toEqual([]);
  });
});
