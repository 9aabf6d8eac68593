import { randomBytes } from 'node:crypto';
import { testBusMessage, toastBytes, waitFor } from '@app/platform/testing';
import type { FormPage } from '@app/contracts';
import { surveyFactsReaction } from './survey-facts.reaction.js';
import { reportTemplates } from '../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../testing/reporting-test-kit.js';
import { formAnswersReaction } from './form-answers.reaction.js';

let h: ReportingHarness;
let subscriber: TestUser;

beforeAll(async () => {
  h = await startReporting('answers_batch');
  subscriber = await h.subscriber();
});
afterAll(() => h?.close());

const db = () => h.running.runtime.db;

async function clientWithForm() {
  const client = await h.invited(subscriber);
  const { formId, pages } = await h.formCreated(client, reportTemplates());
  await waitFor(() => db().selectFrom('stat_form_pages').select('page_id').where('form_id', '=', formId).executeTakeFirst()); // survey facts too
  return { client, formId, pages };
}

/** Saves of the client's pages as survey publishes them: `[page, version, answer]` each. */
const saves = (client: TestClient, formId: string, pages: FormPage[], each: [number, number, string][]) =>
  each.map(([page, version, answer]) =>
    testBusMessage('survey', `form-${formId}`, 'AnswersSaved', {
      formId,
      clientId: client.id,
      pageId: pages[page].pageId,
      answerSetId: pages[page].answerSetId,
      version,
      answers: { firstQuestion: answer },
      language: 'en',
    }),
  );

const answersOf = async (pages: FormPage[]) =>
  Promise.all(pages.map(async (page) => (await db().selectFrom('answer_sets').select(['version', 'answers']).where('id', '=', page.answerSetId).executeTakeFirst()) ?? null));

describe('a burst of saves taken in one batch', () => {
  it("keeps each page's latest answers, whatever order they came in, and none of a deleted client's", async () => {
    const { client, formId, pages } = await clientWithForm();
    const gone = await clientWithForm();
    await h.clientDeleted(gone.client);
    await h.answersSaved(client, formId, pages[1], { firstQuestion: 'saved before' }, 3);
    const burst = [
      ...saves(client, formId, pages, [
        [0, 1, 'one'],
        [0, 3, 'three'],
        [1, 2, 'older than the one saved before'],
      ]),
      ...saves(gone.client, gone.formId, gone.pages, [[0, 1, 'erased']]),
      ...saves(client, formId, pages, [
        [0, 2, 'two, redelivered late'],
        [1, 4, 'four'],
      ]),
    ];
    await db()
      .transaction()
      .execute((trx) => formAnswersReaction.handleBatch!(burst, trx));
    expect((await answersOf(pages)).slice(0, 2)).toEqual([
      { version: 3, answers: { firstQuestion: 'three' } },
      { version: 4, answers: { firstQuestion: 'four' } },
    ]);
    expect(await answersOf(gone.pages)).toEqual(gone.pages.map(() => null));
  });

  it('marks the pages saved and counts nothing twice, its order kept around other events', async () => {
    const { client, formId, pages } = await clientWithForm();
    const saved = () => db().selectFrom('stat_form_pages').select(['page_id', 'saved']).where('form_id', '=', formId).orderBy('position').execute();
    const burst = [
      ...saves(client, formId, pages, [
        [0, 1, 'a'],
        [0, 2, 'b'],
      ]),
      testBusMessage('survey', `form-${formId}`, 'FormCompleted', { formId, clientId: client.id, subscriberId: client.subscriberId }),
      ...saves(client, formId, pages, [[1, 1, 'c']]),
    ];
    await db()
      .transaction()
      .execute((trx) => surveyFactsReaction.handleBatch!(burst, trx));
    expect((await saved()).map((page) => page.saved)).toEqual(pages.map((_, i) => i < 2));
    const form = await db().selectFrom('stat_forms').select('completed').where('id', '=', formId).executeTakeFirstOrThrow();
    expect(form.completed).not.toBeNull();
    const subscriberRow = await db().selectFrom('stat_subscribers').select(['last_activity', 'surveys_completed']).where('id', '=', subscriber.id).executeTakeFirstOrThrow();
    expect({ lastActivity: new Date(subscriberRow.last_activity!).toISOString(), completed: subscriberRow.surveys_completed }).toEqual({
      lastActivity: burst[3].metadata.occurredAt,
      completed: 1,
    });
  });
});

describe("a page's answers of a few kilobytes", () => {
  it('are kept in the row, not out of line in TOAST (each save would write its chunks and their index too)', async () => {
    const { client, formId, pages } = await clientWithForm();
    const before = await toastBytes(db(), 'answer_sets');
    const longAnswer = randomBytes(1_800).toString('base64'); // sealed, ~3.3 kB that no compression shrinks
    await h.answersSaved(client, formId, pages[0], { firstQuestion: longAnswer });
    expect(await answersOf(pages.slice(0, 1))).toEqual([{ version: 1, answers: expect.objectContaining({ $sealed: expect.anything() }) }]);
    expect(await toastBytes(db(), 'answer_sets')).toBe(before);
  });
});
