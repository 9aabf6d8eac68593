import { sql } from 'kysely';
import { testBusMessage } from '@app/platform/testing';
import { surveyProgressReaction } from './survey-progress.reaction.js';
import { startClients, templateFields, type ClientsHarness, type TestUser } from '../testing/clients-test-kit.js';

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
  (await db().selectFrom('client_events').select(['event_type', 'description']).where('client_id', '=', clientId).orderBy('event_timestamp').orderBy('id').execute()).map(
    (e) => e.event_type,
  );

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

  it('the client continues on the page they were on last: the one they opened last, or saved (issue 33)', async () => {
    const { client, formId, pages } = await clientWithForm();
    const activePage = async () => {
      const { active_page_id } = await clientRow(client.id);
      return pages.findIndex((page) => page.pageId === active_page_id);
    };
    await h.formStarted(client, formId);
    expect(await clientRow(client.id)).toMatchObject({ form_status: 'Started' });
    await h.pageOpened(client, formId, pages[0]);
    await h.answersSaved(client, formId, pages[0]);
    expect(await activePage()).toBe(0);
    // Past a page left unanswered, and back to it: never pulled back to the first page without answers.
    await h.pageOpened(client, formId, pages[1]);
    await h.pageOpened(client, formId, pages[2]);
    expect(await activePage()).toBe(2);
    await h.pageOpened(client, formId, pages[1]);
    expect(await activePage()).toBe(1);
    // A save that came without its page's opening (answers checked in from a device): the page saved.
    await h.answersSaved(client, formId, pages[2]);
    expect(await activePage()).toBe(2);
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

  it('a burst of saves taken in one batch leaves what they leave one by one', async () => {
    const alone = await clientWithForm();
    const burst = await clientWithForm();
    const deleted = await clientWithForm();
    for (const { client, formId } of [alone, burst, deleted]) await h.formStarted(client, formId);
    expect((await h.api('POST', '/api/client/deleteClient', { token: subscriber.token, body: { clientId: deleted.client.id } })).status).toBe(204);
    const pagesSaved = [0, 0, 2, 2, 1, 0, 1];
    for (const [i, page] of pagesSaved.entries()) await h.answersSaved(alone.client, alone.formId, alone.pages[page], { firstQuestion: `save ${i}` }, i + 1);
    const savesOf = ({ client, formId, pages }: Awaited<ReturnType<typeof clientWithForm>>) =>
      pagesSaved.map((page, i) =>
        testBusMessage('survey', `form-${formId}`, 'AnswersSaved', {
          formId,
          clientId: client.id,
          pageId: pages[page].pageId,
          answerSetId: pages[page].answerSetId,
          version: i + 1,
          answers: {},
          language: 'en',
        }),
      );
    // In one batch with a save of a deleted client's form between them.
    const [first, ...rest] = savesOf(burst);
    await db()
      .transaction()
      .execute((trx) => surveyProgressReaction.handleBatch!([first, ...savesOf(deleted), ...rest], trx));

    const progress = async ({ client, formId, pages }: Awaited<ReturnType<typeof clientWithForm>>) => {
      const form = await db().selectFrom('forms').select(['saved_page_ids', 'last_saved_page_id']).where('id', '=', formId).executeTakeFirstOrThrow();
      const index = (pageId: string | null) => pages.findIndex((page) => page.pageId === pageId);
      return {
        saved: form.saved_page_ids.map(index),
        last: index(form.last_saved_page_id),
        active: index((await clientRow(client.id)).active_page_id),
        timeline: await timeline(client.id),
      };
    };
    expect(await progress(alone)).toEqual({ saved: [0, 2, 1], last: 1, active: 1, timeline: ['Started', 'PageSaved', 'PageSaved', 'PageSaved'] });
    expect(await progress(burst)).toEqual(await progress(alone));
    expect(await timeline(deleted.client.id)).toEqual([]);
  });
});
