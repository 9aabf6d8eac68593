import { sql } from 'kysely';
import { startClients, templateFields, type ClientsHarness, type TestUser } from '../../testing/clients-test-kit.js';

let h: ClientsHarness;
let subscriber: TestUser & { subscriptionId: string };

beforeAll(async () => {
  h = await startClients('progress');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const db = () => h.running.runtime.db;
const clientRow = (id: string) => db().selectFrom('clients').select(['form_status', 'active_form_id', 'active_page_id']).where('id', '=', id).executeTakeFirstOrThrow();
const timeline = async (clientId: string) =>
  (await db().selectFrom('client_events').select(['event_type', 'description']).where('client_id', '=', clientId).orderBy('event_timestamp').orderBy('id').execute()).map((e) => e.event_type);

/** A client with a form of three pages (weights 30, 10, 20: asked in the order 10, 20, 30). */
async function clientWithForm() {
  const client = await h.invited(subscriber);
  const { formId, pages } = await h.formCreated(client, [templateFields({ defaultWeight: 30 }), templateFields({ defaultWeight: 10 }), templateFields({ defaultWeight: 20 })]);
  return { client, formId, pages };
}

describe("survey's form events", () => {
  it('a new form: the client continues with its first page by weight', async () => {
    const { client, formId, pages } = await clientWithForm();
    expect(pages.map((p) => p.displayWeight)).toEqual([10, 20, 30]);
    expect(await clientRow(client.id)).toEqual({ form_status: 'Created', active_form_id: formId, active_page_id: pages[0].pageId });
  });

  it('saves move the client on to the first page without answers, then stay on the last page saved', async () => {
    const { client, formId, pages } = await clientWithForm();
    await h.formStarted(client, formId);
    expect(await clientRow(client.id)).toMatchObject({ form_status: 'Started' });
    await h.answersSaved(client, formId, pages[0]);
    expect((await clientRow(client.id)).active_page_id).toBe(pages[1].pageId);
    await h.answersSaved(client, formId, pages[2]);
    expect((await clientRow(client.id)).active_page_id).toBe(pages[1].pageId);
    await h.answersSaved(client, formId, pages[1]);
    expect((await clientRow(client.id)).active_page_id).toBe(pages[1].pageId);
    await h.answersSaved(client, formId, pages[0], { firstQuestion: 'again' }, 2);
    expect((await clientRow(client.id)).active_page_id).toBe(pages[0].pageId);
  });

  it('the timeline: Started, one PageSaved per page within the hour, Completed', async () => {
    const { client, formId, pages } = await clientWithForm();
    await h.formStarted(client, formId);
    await h.answersSaved(client, formId, pages[0]);
    await h.answersSaved(client, formId, pages[0], { firstQuestion: 'second save' }, 2);
    await h.answersSaved(client, formId, pages[1]);
    await h.formCompleted(client, formId);
    expect(await timeline(client.id)).toEqual(['Started', 'PageSaved', 'PageSaved', 'Completed']);
  });

  it('completion: status Completed, no active form or page, and later events change nothing', async () => {
    const { client, formId, pages } = await clientWithForm();
    await h.formStarted(client, formId);
    await h.formCompleted(client, formId);
    expect(await clientRow(client.id)).toEqual({ form_status: 'Completed', active_form_id: null, active_page_id: null });
    await h.answersSaved(client, formId, pages[1]);
    await h.formStarted(client, formId);
    expect(await clientRow(client.id)).toEqual({ form_status: 'Completed', active_form_id: null, active_page_id: null });
    expect(await timeline(client.id)).toEqual(['Started', 'Completed']);
  });

  it('never keeps the answers', async () => {
    const { client, formId, pages } = await clientWithForm();
    const answer = `secret-${Date.now()}`;
    await h.answersSaved(client, formId, pages[0], { firstQuestion: answer });
    const tables = ['clients', 'forms', 'client_events'];
    for (const table of tables) {
      const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table)} t`.execute(db());
      expect(rows.rows.map((r) => r.row).join('\n')).not.toContain(answer);
    }
  });
});
