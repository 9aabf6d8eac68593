import { DEFAULT_REPORT_CHOICE, type ReportChoice } from '@app/contracts';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';
import { reportChoiceStreamId } from '../report-choice.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;

beforeAll(async () => {
  h = await startReporting('report_choice');
  attorney = await h.subscriber();
  client = await h.invited(attorney);
}, 60_000);
afterAll(() => h?.close());

const call = async (method: 'GET' | 'PUT', who: TestUser, clientId = client.id, body?: unknown) => {
  const response = await fetch(`${h.running.url}/api/client/${clientId}/reportChoice`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
};
const court: ReportChoice = { edition: 'court', sections: ['atAGlance', 'chronology', 'screens', 'letters'] };
const clientNotFound = { Details: 'The client was not found.', SubErrors: [] };

describe('GET and PUT /api/client/{id}/reportChoice (issue 34)', () => {
  it("answers the default before any choice, then the attorney's last choice, recorded once", async () => {
    expect(await call('GET', attorney)).toEqual({ status: 200, body: DEFAULT_REPORT_CHOICE });
    expect(await call('PUT', attorney, client.id, court)).toEqual({ status: 200, body: court });
    expect(await call('PUT', attorney, client.id, court)).toEqual({ status: 200, body: court });
    expect(await call('GET', attorney)).toEqual({ status: 200, body: court });
    const events = await h.running.runtime.store.readStream(reportChoiceStreamId(client.id, attorney.id));
    expect(events.map((event) => [event.type, event.data])).toEqual([['ReportChoiceSaved', { clientId: client.id, userId: attorney.id, ...court }]]);
  });

  it("keeps each attorney's choice their own: a site admin has theirs", async () => {
    const admin = await h.admin();
    expect(await call('GET', admin)).toEqual({ status: 200, body: DEFAULT_REPORT_CHOICE });
  });

  it("answers 404 for another subscriber's client, an unknown one and a deleted one; 403 for the client", async () => {
    expect(await call('GET', await h.subscriber())).toEqual({ status: 404, body: clientNotFound });
    expect(await call('PUT', await h.subscriber(), client.id, court)).toEqual({ status: 404, body: clientNotFound });
    expect(await call('GET', attorney, '0b7e7f3c-0000-4000-8000-000000000000')).toEqual({ status: 404, body: clientNotFound });
    const deleted = await h.invited(attorney);
    await h.clientDeleted(deleted);
    expect(await call('GET', attorney, deleted.id)).toEqual({ status: 404, body: clientNotFound });
    expect((await call('GET', await h.clientUser(client))).status).toBe(403);
  });

  it('refuses an unknown edition or section, none, or one twice (400)', async () => {
    expect(await call('PUT', attorney, client.id, { edition: 'judge', sections: ['answers'] })).toMatchObject({
      status: 400,
      body: { SubErrors: ['edition: Must be one of workProduct, court'] },
    });
    expect((await call('PUT', attorney, client.id, { edition: 'court', sections: ['gossip'] })).status).toBe(400);
    expect(await call('PUT', attorney, client.id, { edition: 'court', sections: [] })).toMatchObject({
      status: 400,
      body: { SubErrors: ['sections: Choose at least one section'] },
    });
    expect(await call('PUT', attorney, client.id, { edition: 'court', sections: ['answers', 'answers'] })).toMatchObject({
      status: 400,
      body: { SubErrors: ['sections: Each section once'] },
    });
  });
});
