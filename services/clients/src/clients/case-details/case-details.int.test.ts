import { Messages, NO_CASE_DETAILS, Roles, type CaseDetails } from '@app/contracts';
import { streamMessages, waitFor } from '@app/platform/testing';
import { startClients, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startClients('case_details');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const save = (who: { token: string } | null, clientId: string, body: Record<string, unknown>) => h.api('PUT', `/api/client/${clientId}/caseDetails`, { token: who?.token, body });
const viewed = async (clientId: string, who: TestUser = subscriber): Promise<CaseDetails> => (await h.api('GET', `/api/client/${clientId}`, { token: who.token })).body.caseDetails;

const theCase = {
  court: 'Franklin County Court of Common Pleas',
  caseNumber: '2025 CR 00123',
  jurisdiction: 'State',
  state: 'Ohio',
  charges: 'Aggravated robbery (F1)',
  judge: 'Hon. Maria Alvarez',
  nextCourtDate: '2026-04-02',
  custody: 'In jail or prison',
  facility: 'Franklin County Corrections Center',
  attorneyName: 'Jane Q. Counsel',
  firm: 'Counsel & Partners LLP',
};

describe("the client's case details", () => {
  it('are none until the attorney saves them; then the client view answers them as saved, a blank field as not given', async () => {
    const client = await h.invited(subscriber);
    expect(await viewed(client.id)).toEqual(NO_CASE_DETAILS);

    const saved = await save(subscriber, client.id, theCase);
    expect(saved).toMatchObject({ status: 200, body: theCase });
    expect(await viewed(client.id)).toEqual(theCase);

    // The attorney clears the court and the custody: the report takes the client's answers for them again.
    expect((await save(subscriber, client.id, { ...theCase, court: '  ', custody: null, caseNumber: ' 2025 CR 00124 ' })).status).toBe(200);
    expect(await viewed(client.id)).toEqual({ ...theCase, court: null, custody: null, caseNumber: '2025 CR 00124' });
  });

  it("are refused with the spec's texts when a field cannot be one", async () => {
    const client = await h.invited(subscriber);
    const refused = await save(subscriber, client.id, { ...theCase, nextCourtDate: '2026-02-30', court: 'x'.repeat(201) });
    expect(refused).toMatchObject({ status: 400, body: { Details: 'The data you provided could not be validated.' } });
    expect(refused.body.SubErrors).toEqual(expect.arrayContaining([`court: ${Messages.maxLength(200)}`, `nextCourtDate: Please enter a valid date`]));
    expect(await viewed(client.id)).toEqual(NO_CASE_DETAILS);
  });

  it("are the client's subscriber's and a site admin's to save; anyone else's client is not found", async () => {
    const client = await h.invited(subscriber);
    const other = await h.subscriber();
    const admin = await h.admin();
    expect((await save(other, client.id, theCase)).status).toBe(404);
    expect((await save(await h.clientUser(client), client.id, theCase)).status).toBe(403);
    expect((await save(await h.user([Roles.ComplianceReviewer]), client.id, theCase)).status).toBe(403);
    expect((await save(null, client.id, theCase)).status).toBe(401);
    expect((await save(subscriber, crypto.randomUUID(), theCase)).status).toBe(404);
    expect(await viewed(client.id)).toEqual(NO_CASE_DETAILS);

    expect((await save(admin, client.id, { ...theCase, judge: 'Hon. R. Admin' })).status).toBe(200);
    expect(await viewed(client.id, admin)).toMatchObject({ judge: 'Hon. R. Admin' });
  });

  it("are sealed with the client's key: no table, stored event or message on the bus holds them in plain text", async () => {
    const client = await h.invited(subscriber);
    const secret = { ...theCase, court: `Court of Sealed Pleas ${client.id.slice(0, 8)}`, judge: `Judge ${client.id.slice(9, 13)} Quietly` };
    expect((await save(subscriber, client.id, secret)).status).toBe(200);

    const stored = await h.running.runtime.db
      .selectFrom('events')
      .select('data')
      .where('stream_id', '=', `client-${client.id}`)
      .where('type', '=', 'ClientCaseDetailsChanged')
      .executeTakeFirstOrThrow();
    expect(stored.data).toEqual({ clientId: client.id, caseDetails: { $sealed: expect.objectContaining({ s: 'clients', p: client.id }) } });
    expect(await h.tablesHolding(secret.court)).toEqual([]);
    expect(await h.tablesHolding(secret.judge)).toEqual([]);
    const bus = await waitFor(async () => {
      const messages = await streamMessages(h.env.BUS_PREFIX!, 'clients');
      return messages.some((message) => message.includes('ClientCaseDetailsChanged') && message.includes(client.id)) ? messages : undefined;
    });
    expect(bus.filter((message) => message.includes(secret.court) || message.includes(secret.judge))).toEqual([]);
  });

  it('are erased with the client: their event reads as erased, and a deleted client takes no more', async () => {
    const client = await h.invited(subscriber);
    expect((await save(subscriber, client.id, theCase)).status).toBe(200);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: client.id } })).status).toBe(204);

    const changed = (await h.clientEvents(client.id)).find((event) => event.type === 'ClientCaseDetailsChanged')!;
    expect(changed.data).toEqual({ clientId: client.id, caseDetails: null });
    expect((await save(subscriber, client.id, theCase)).status).toBe(404);
    expect((await h.api('GET', `/api/client/${client.id}`, { token: subscriber.token })).status).toBe(404);
  });
});
