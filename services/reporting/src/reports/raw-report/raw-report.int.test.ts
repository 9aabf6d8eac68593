import { vaultSubjectOf, type FormPage, type TemplateFields } from '@app/contracts';
import { DOCX_CONTENT_TYPE } from '@app/platform';
import { SURVEY_FORMS_HANDLER } from '../../reactions/survey-forms.reaction.js';
import { partsOf } from '../../testing/docx-package.js';
import { ReportAnswers, ReportTemplates, reportTemplates } from '../../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;
let formId: string;

/** The known answer set, saved page by page as survey records it, and the form completed. */
async function answeredForm(of: TestClient): Promise<string> {
  const form = await h.formCreated(of, reportTemplates());
  for (const page of form.pages) {
    const answers = ReportAnswers[page.template.key];
    if (answers) await h.answersSaved(of, form.formId, page, answers);
  }
  await h.formCompleted(of, form.formId);
  return form.formId;
}

beforeAll(async () => {
  h = await startReporting('raw_report');
  attorney = await h.subscriber();
  client = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
  formId = await answeredForm(client);
}, 60_000);
afterAll(() => h?.close());

const today = () => new Date().toISOString().slice(0, 10);
const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [] };
const formNotFound = { Details: 'The form was not found.', SubErrors: [] };

/** The text of the document's body (runs joined), enough to see what it holds. */
const bodyTextOf = async (docx: Buffer) =>
  (await partsOf(docx))
    .get('word/document.xml')!
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('GET /api/form/{id}/report', () => {
  it("answers the client's subscriber the .docx, named after the client and the day", async () => {
    const { status, headers, bytes } = await h.report(formId, { downloadToken: await h.downloadToken(attorney) });
    expect(status).toBe(200);
    const name = `Mitigation Report - Hopper, Grace - ${today()}.docx`;
    expect(
      Object.fromEntries(['content-type', 'content-disposition', 'content-length', 'cache-control', 'x-content-type-options'].map((header) => [header, headers.get(header)])),
    ).toEqual({
      'content-type': DOCX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'content-length': String(bytes.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    const text = await bodyTextOf(bytes);
    for (const expected of ['Prepared for Ada Lovelace', 'Life History', 'report card 1999.pdf', 'Construction', 'Score: 12 (Moderate)', 'Safety: item 9 was answered']) {
      expect(text).toContain(expected);
    }
  });

  it('answers a site admin too', async () => {
    const admin = await h.admin();
    expect((await h.report(formId, { downloadToken: await h.downloadToken(admin) })).status).toBe(200);
  });

  it("answers 404 for another subscriber's form and for an unknown one", async () => {
    const other = await h.subscriber();
    expect(await h.report(formId, { downloadToken: await h.downloadToken(other) })).toMatchObject({ status: 404, body: formNotFound });
    expect(await h.report('0b7e7f3c-0000-4000-8000-000000000000', { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: formNotFound });
    expect(await h.report('not-an-id', { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: formNotFound });
  });

  it('refuses the client their own report (403)', async () => {
    const clientUser = await h.clientUser(client);
    expect(await h.report(formId, { downloadToken: await h.downloadToken(clientUser) })).toMatchObject({ status: 403, body: noAccess });
  });

  it('takes only a download token, in the query: none, an access token (there or as a bearer), an expired or a forged one are a 401', async () => {
    expect(await h.report(formId)).toMatchObject({ status: 401, body: noAccess });
    expect(await h.report(formId, { bearer: attorney.token })).toMatchObject({ status: 401, body: noAccess });
    expect(await h.report(formId, { downloadToken: attorney.token })).toMatchObject({ status: 401, body: noAccess });
    expect(await h.report(formId, { downloadToken: await h.downloadToken(attorney, -10) })).toMatchObject({ status: 401, body: noAccess });
    const forged = await h.tokenKeys.sign({ userId: attorney.id, roles: attorney.roles, use: 'download' }, true);
    expect(await h.report(formId, { downloadToken: forged })).toMatchObject({ status: 401, body: noAccess });
  });

  it('takes a download link once: the same token a second time is a 401', async () => {
    const token = await h.downloadToken(attorney);
    expect((await h.report(formId, { downloadToken: token })).status).toBe(200);
    expect(await h.report(formId, { downloadToken: token })).toMatchObject({ status: 401, body: noAccess });
  });

  it('shows the answers of the latest save only, whatever order the saves arrive in', async () => {
    const someone = await h.invited(attorney, { firstName: 'Alan', lastName: 'Turing' });
    const form = await h.formCreated(someone, reportTemplates());
    const history = form.pages.find((page: FormPage) => page.template.key === 'History')!;
    await h.answersSaved(someone, form.formId, history, { story: 'The second save.' }, 2);
    await h.answersSaved(someone, form.formId, history, { story: 'The first save.' }, 1);
    const text = await bodyTextOf((await h.report(form.formId, { downloadToken: await h.downloadToken(attorney) })).bytes);
    expect(text).toContain('The second save.');
    expect(text).not.toContain('The first save.');
  });

  it("keeps the answers as survey sealed them: none of their text in reporting's database, and none in the report once survey erased the client's key", async () => {
    const someone = await h.invited(attorney, { firstName: 'Barbara', lastName: 'Liskov' });
    const form = await h.formCreated(someone, reportTemplates());
    const history = form.pages.find((page: FormPage) => page.template.key === 'History')!;
    const story = 'A story only the client tells.';
    const { nc, config } = h.running.runtime;
    let openRequests = 0;
    const watch = nc.subscribe(vaultSubjectOf(config.BUS_PREFIX, 'survey'), { callback: () => void openRequests++ });
    const saved = await h.answersSaved(someone, form.formId, history, { story });
    await h.consumed('survey', SURVEY_FORMS_HANDLER)(saved);
    await nc.flush();
    expect(openRequests).toBe(0);
    const stored = await h.running.runtime.db.selectFrom('answer_sets').select('answers').where('id', '=', history.answerSetId).executeTakeFirstOrThrow();
    expect(stored.answers).toEqual({ $sealed: expect.objectContaining({ s: 'survey', p: someone.id }) });
    expect(JSON.stringify(stored.answers)).not.toContain('story only');
    const reportText = async () => bodyTextOf((await h.report(form.formId, { downloadToken: await h.downloadToken(attorney) })).bytes);
    expect(await reportText()).toContain(story);
    await nc.flush();
    watch.unsubscribe();
    expect(openRequests).toBe(1); // the form's answers, all in one request
    await h.standIns.survey.running.runtime.vault.erase(someone.id);
    expect(await reportText()).not.toContain(story);
  });

  it('forgets a deleted client: their report is a 404 and their names and answers are gone', async () => {
    const deleted = await h.invited(attorney, { firstName: 'Edsger', lastName: 'Dijkstra' });
    const deletedFormId = await answeredForm(deleted);
    await h.clientDeleted(deleted);
    expect(await h.report(deletedFormId, { downloadToken: await h.downloadToken(attorney) })).toMatchObject({ status: 404, body: formNotFound });
    const { db } = h.running.runtime;
    expect(await db.selectFrom('clients').select(['first_name', 'last_name', 'subscriber_display_name', 'deleted']).where('id', '=', deleted.id).executeTakeFirst()).toEqual({
      first_name: null,
      last_name: null,
      subscriber_display_name: null,
      deleted: true,
    });
    expect(await db.selectFrom('answer_sets').select('id').where('form_id', '=', deletedFormId).execute()).toEqual([]);
  });
});

describe('GET /api/form/{id}/report?edition=&sections= (issue 34)', () => {
  const currentCase: TemplateFields = {
    ...ReportTemplates.history,
    templateId: 'current-case-template',
    key: 'CurrentCase',
    title: 'Your Case Now',
    subscriberTitle: 'Current Case',
    questions: [
      { key: 'court', label: 'What court is your case in?', reportLabel: 'Court', isRequired: false, questionType: 'Text' },
      { key: 'questionsForLawyer', label: 'What questions do you have for your lawyer?', reportLabel: 'Questions for the lawyer', isRequired: false, questionType: 'Textarea' },
    ],
  };
  let editionFormId: string;
  beforeAll(async () => {
    const someone = await h.invited(attorney, { firstName: 'Alan', lastName: 'Kay' });
    const form = await h.formCreated(someone, [currentCase, ...reportTemplates()]);
    await h.answersSaved(someone, form.formId, form.pages[0], { court: 'Franklin County Court', questionsForLawyer: 'Can I get probation instead?' });
    for (const page of form.pages.slice(1)) if (ReportAnswers[page.template.key]) await h.answersSaved(someone, form.formId, page, ReportAnswers[page.template.key]);
    editionFormId = form.formId;
  });
  const download = async (query: string) => h.download(`/api/form/${editionFormId}/report${query}`, { downloadToken: await h.downloadToken(attorney) });

  it("answers the attorney's work product by default, and the court edition when asked: without what the client wrote to the lawyer or 'work product', named as such", async () => {
    const workProduct = await download('');
    expect(await bodyTextOf(workProduct.bytes)).toEqual(expect.stringContaining('Can I get probation instead?'));
    const court = await download('?edition=court');
    expect(court.status).toBe(200);
    expect(court.headers.get('content-disposition')).toContain(`filename="Mitigation Report - Kay, Alan - ${today()} - Court Edition.docx"`);
    const text = await bodyTextOf(court.bytes);
    expect(text).toContain('Franklin County Court');
    expect(text).not.toContain('Can I get probation instead?');
    expect(text).not.toContain('work product');
  });

  it('holds only the sections asked for', async () => {
    const text = await bodyTextOf((await download('?edition=court&sections=answers,clientFacts')).bytes);
    expect(text).toContain('Client Facts');
    expect(text).toContain('Life History');
    expect(text).not.toContain('Score');
  });

  it('refuses an edition or a section it does not know (400)', async () => {
    expect(await download('?edition=judge')).toMatchObject({ status: 400, body: { SubErrors: ['edition: Must be one of workProduct, court'] } });
    expect(await download('?sections=answers,gossip')).toMatchObject({
      status: 400,
      body: { SubErrors: [expect.stringMatching(/^sections\.1: A comma-separated list of atAGlance, /)] },
    });
  });
});
