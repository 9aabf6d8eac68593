import { Roles } from '@app/contracts';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startClients('edit_client');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const corrected = { firstName: 'Grace', lastName: 'Hopper', email: 'Grace.Hopper@Example.test', phoneNumber: '555-010-0199', useEmail: true, useSms: true };
const update = (who: { token: string } | null, clientId: string, body: Record<string, unknown> = corrected) => h.api('PUT', `/api/client/${clientId}`, { token: who?.token, body });
const resend = (who: { token: string } | null, clientId: string) => h.api('POST', '/api/client/resendInvitation', { token: who?.token, body: { clientId } });
const landing = (code: string) => h.api('GET', `/api/client/landingData?shortCode=${code}`);
const streamTypes = async (clientId: string) => (await h.running.runtime.store.readStream(`client-${clientId}`)).map((e) => e.type);

describe('PUT /api/client/{id}: the attorney corrects the name, email and phone', () => {
  it('saves them (sealed in the event), answers the client as corrected and keeps everything else', async () => {
    const client = await h.invited(subscriber);
    const { formId, pages } = await h.formCreated(client);
    await h.answersSaved(client, formId, pages[0], { firstQuestion: 'Kept' });

    const { status, body } = await update(subscriber, client.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: client.id,
      shortCodeUrl: client.shortCodeUrl,
      applicationUser: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.test', phoneNumber: '555-010-0199' },
    });
    expect(await streamTypes(client.id)).toEqual(['ClientInvited', 'ClientContactChanged']);
    const stored = await h.running.runtime.store.readStream(`client-${client.id}`);
    expect(stored[1].data).toEqual({ clientId: client.id, applicationUserId: client.applicationUserId, ...corrected, email: 'grace.hopper@example.test' });
    const raw = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `client-${client.id}`)
      .where('type', '=', 'ClientContactChanged')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(raw.data)).not.toMatch(/Hopper|grace\.hopper|555-010-0199/);

    // The form and its progress are the client's still; the old link still leads to the client.
    const view = await h.api('GET', `/api/client/${client.id}?includes=forms`, { token: subscriber.token });
    expect(view.body.forms.map((form: { id: string }) => form.id)).toEqual([formId]);
    expect((await landing(h.shortCodeOf(client))).body).toMatchObject({ isValidShortCode: true, clientFirstName: 'Grace' });
  });

  it("holds the invitation's rules, with the spec's texts", async () => {
    const client = await h.invited(subscriber);
    const refused = await update(subscriber, client.id, { ...corrected, email: '', phoneNumber: '5550100199' });
    expect(refused).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.' } });
    expect(refused.body.SubErrors).toEqual([
      `email: Please provide an email address in order to send an email invitation.`,
      `phoneNumber: Please format the phone number as XXX-XXX-XXXX`,
    ]);
    expect((await update(subscriber, client.id, { ...corrected, firstName: ' ' })).body.SubErrors).toEqual([`firstName: This field is required`]);
    expect(await streamTypes(client.id)).toEqual(['ClientInvited']);
    // Without the text-message channel no phone is needed.
    expect((await update(subscriber, client.id, { ...corrected, phoneNumber: null, useSms: false })).status).toBe(200);
  });

  it("is the client's subscriber's and a site admin's; anyone else's client is not found", async () => {
    const client = await h.invited(subscriber);
    expect((await update(await h.subscriber(), client.id)).status).toBe(404);
    expect((await update(await h.clientUser(client), client.id)).status).toBe(403);
    expect((await update(null, client.id)).status).toBe(401);
    expect((await update(await h.admin(), client.id)).status).toBe(200);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);
    expect((await update(subscriber, client.id)).status).toBe(404);
  });
});

describe('POST /api/client/resendInvitation', () => {
  it('gives the client a new link; the old one lands on the Invalid state, the new one on the client', async () => {
    const client = await h.invited(subscriber);
    const oldCode = h.shortCodeOf(client);
    const { status, body } = await resend(subscriber, client.id);
    expect(status).toBe(200);
    expect(body.shortCodeUrl).not.toBe(client.shortCodeUrl);
    expect(body.shortCodeUrl).toMatch(/^https:\/\/app\.example\.test\/c\//);

    expect((await landing(oldCode)).body).toMatchObject({ isValidShortCode: false });
    expect((await landing(h.shortCodeOf(body))).body).toMatchObject({ isValidShortCode: true, clientFirstName: 'Grace' });

    const stored = await h.running.runtime.store.readStream(`client-${client.id}`);
    expect(stored.map((e) => e.type)).toEqual(['ClientInvited', 'ClientLinkRenewed']);
    expect(stored[1].data).toMatchObject({ clientId: client.id, resentBy: subscriber.id, shortCodeHash: h.hashOf(h.shortCodeOf(body)) });
    // The code is never kept in plain text: only its keyed hash.
    expect(await h.tablesHolding(h.shortCodeOf(body))).toEqual([]);
  });

  it("is the client's subscriber's and a site admin's; anyone else's client is not found", async () => {
    const client = await h.invited(subscriber);
    expect((await resend(await h.subscriber(), client.id)).status).toBe(404);
    expect((await resend(await h.user([Roles.ComplianceReviewer]), client.id)).status).toBe(403);
    expect((await resend(null, client.id)).status).toBe(401);
    expect((await resend(await h.admin(), client.id)).status).toBe(200);
    expect((await h.api('POST', '/api/client/resendInvitation', { token: subscriber.token, body: { clientId: 'not-an-id' } })).status).toBe(400);
  });
});
