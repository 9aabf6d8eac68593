import { OpenAiStandIn, STAND_IN_REWRITE_PREFIX } from '@app/stand-ins';
import { AdjustedReportMessages, type AdjustedReport, type TemplateFields } from '@app/contracts';
import { pdfTextOf } from '../../testing/docx-package.js';
import { ReportTemplates } from '../../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';

/** A page of free-text answers in the first person, some naming the client and their phone. */
const STORY: TemplateFields = {
  ...ReportTemplates.history,
  templateId: 'story-template',
  key: 'Story',
  title: 'Your Story',
  subscriberTitle: 'Life Story',
  questions: ['childhood', 'school', 'work', 'family', 'health', 'hopes'].map((key) => ({ key, label: `Tell us about your ${key}.`, isRequired: false, questionType: 'Textarea' as const })),
};
const STORY_ANSWERS = {
  childhood: 'I grew up in Dayton with my grandmother.',
  school: 'I was good at math, and my teacher called me Grace the Great.',
  work: 'I have worked at the warehouse since 2019.',
  family: 'We moved to Toledo when I was nine.',
  health: "I don't sleep well since the accident.",
  hopes: 'I want to finish my GED. Call me at 937-555-0142 about it.',
};
const ABOUT_YOU = { firstName: 'Grace', lastName: 'Hopper', dateOfBirth: '1990-06-15', gender: 'Female', email: 'grace.hopper@example.test', phone: '937-555-0142' };

interface Setup {
  h: ReportingHarness;
  attorney: TestUser;
  client: TestClient;
  formId: string;
}

async function setUp(h: ReportingHarness): Promise<Setup> {
  const attorney = await h.subscriber();
  const client = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
  const aboutYou = { ...ReportTemplates.aboutYou, questions: [...ReportTemplates.aboutYou.questions, { key: 'email', label: 'Email', isRequired: false, questionType: 'Text' as const }, { key: 'phone', label: 'Phone', isRequired: false, questionType: 'Text' as const }] };
  const form = await h.formCreated(client, [aboutYou, STORY]);
  await h.answersSaved(client, form.formId, form.pages[0], ABOUT_YOU);
  await h.answersSaved(client, form.formId, form.pages[1], STORY_ANSWERS);
  return { h, attorney, client, formId: form.formId };
}

async function adjust({ h, formId }: Setup, who: TestUser, adjuster = 'ThirdPerson') {
  const response = await fetch(`${h.running.url}/api/form/${formId}/adjust`, {
    method: 'POST',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ adjuster }),
  });
  return { status: response.status, body: (await response.json()) as AdjustedReport & { Details?: string } };
}

/** Waits until the variant's run is no longer Started (the job ran), then answers its row. */
async function finished(h: ReportingHarness, variantId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await h.running.runtime.db.selectFrom('adjusted_reports').selectAll().where('id', '=', variantId).executeTakeFirstOrThrow();
    if (row.status !== 'Started') return row;
    if (Date.now() > deadline) throw new Error(`variant still ${row.status} at ${row.progress}%`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const eventsOf = async (h: ReportingHarness, variantId: string) =>
  (await h.running.runtime.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `adjusted-report-${variantId}`).orderBy('version').execute()).map((event) => event.type);

describe('AI-adjusted variants with the local adjuster (no OpenAI key)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(await startReporting('adjust_local'));
  }, 60_000);
  afterAll(() => s?.h.close());

  it('starts the third-person variant, completes it, and downloads it rewritten and labelled', async () => {
    const { status, body } = await adjust(s, s.attorney);
    expect(status).toBe(200);
    expect(body).toMatchObject({ originalFormId: s.formId, adjuster: 'ThirdPerson', key: 'ThirdPerson', formStatus: 'Started', adjusterProgress: 0, adjusterLabel: 'Adjusted offline by rules, without AI' });
    const row = await finished(s.h, body.id);
    expect(row).toMatchObject({ status: 'Completed', progress: 100, run: 1 });
    expect(await eventsOf(s.h, body.id)).toEqual(['AdjustedReportStarted', 'AdjustedReportProgressed', 'AdjustedReportProgressed', 'AdjustedReportProgressed', 'AdjustedReportProgressed', 'AdjustedReportProgressed', 'AdjustedReportCompleted']);

    const { status: downloaded, headers, bytes } = await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) });
    expect(downloaded).toBe(200);
    expect(headers.get('content-disposition')).toContain(`filename="Mitigation Report (Third Person) - Hopper, Grace - ${new Date().toISOString().slice(0, 10)}.docx"`);
    const text = (await pdfTextOf(bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Mitigation Report (Third Person)',
      'Adjusted offline by rules, without AI',
      'She grew up in Dayton with her grandmother.',
      'She was good at math, and her teacher called her Grace the Great.',
      'They moved to Toledo when she was nine.',
      "She doesn't sleep well since the accident.",
    ]) {
      expect(text).toContain(expected);
    }
    // The raw report is unchanged.
    const raw = (await pdfTextOf((await s.h.report(s.formId, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(raw).toContain('I grew up in Dayton with my grandmother.');
    // The variant follows the editions (issue 34): its court edition without the client's email or phone, wherever written.
    expect(text).toMatch(/937-555-0142/);
    const court = await s.h.download(`/api/form/${body.id}/report?edition=court`, { downloadToken: await s.h.downloadToken(s.attorney) });
    expect(court.headers.get('content-disposition')).toContain(`filename="Mitigation Report (Third Person) - Hopper, Grace - ${new Date().toISOString().slice(0, 10)} - Court Edition.docx"`);
    const courtText = (await pdfTextOf(court.bytes)).replace(/\s+/g, ' ');
    expect(courtText).toContain('She grew up in Dayton with her grandmother.');
    expect(courtText).not.toMatch(/937-555-0142|grace\.hopper@example\.test/);
  }, 120_000);

  it('answers the run going on a second request, and starts a new run once completed', async () => {
    const first = await adjust(s, s.attorney, 'FirstPerson');
    const again = await adjust(s, s.attorney, 'FirstPerson');
    expect(again.body.id).toBe(first.body.id);
    expect((await finished(s.h, first.body.id)).run).toBe(1);
    expect((await adjust(s, s.attorney, 'FirstPerson')).body.formStatus).toBe('Started');
    expect((await finished(s.h, first.body.id)).run).toBe(2);
  }, 60_000);

  it('refuses a download while the run is going (409)', async () => {
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    const download = await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) });
    // The run may already be done on a fast machine; while it is not, the answer is the 409.
    if (download.status !== 200) expect(download).toMatchObject({ status: 409, body: { Details: AdjustedReportMessages.notReady } });
    await finished(s.h, body.id);
  });

  it("refuses another subscriber's form (404), a client (403), an unknown adjuster (400)", async () => {
    expect((await adjust(s, await s.h.subscriber())).status).toBe(404);
    expect((await adjust(s, await s.h.clientUser(s.client))).status).toBe(403);
    expect((await adjust(s, s.attorney, 'SecondPerson')).status).toBe(400);
  });

  it("drops the variants' rewritten answers when the client is deleted", async () => {
    await s.h.clientDeleted(s.client);
    expect(await s.h.running.runtime.db.selectFrom('adjusted_answers').selectAll().execute()).toEqual([]);
    expect(await s.h.running.runtime.db.selectFrom('adjusted_reports').selectAll().where('client_id', '=', s.client.id).execute()).toEqual([]);
  });
});

describe('AI-adjusted variants through the openai SDK against the OpenAI stand-in', () => {
  let openai: OpenAiStandIn;
  let s: Setup;
  beforeAll(async () => {
    openai = await OpenAiStandIn.listen();
    const env = { OPENAI_API_KEY: 'sk-test-stand-in', OPENAI_BASE_URL: openai.url, OPENAI_MODEL: 'gpt-test', OPENAI_MAX_RETRIES: '2', ADJUST_RETRY_DELAY_SECONDS: '1', ADJUSTER_CONCURRENCY: '2' };
    s = await setUp(await startReporting('adjust_openai', env));
  }, 60_000);
  afterAll(async () => {
    await s?.h.close();
    await openai?.close();
  });

  const rewrittenTexts = () => openai.requests.filter((request) => request.status === 200).map((request) => request.body.messages!.at(-1)!.content);

  it('rewrites every answer through the SDK, sending nothing of the client’s identity, and restores it', async () => {
    const { body } = await adjust(s, s.attorney);
    expect(body.adjusterLabel).toBe('AI-adjusted (OpenAI gpt-test)');
    await finished(s.h, body.id);
    expect(rewrittenTexts()).toHaveLength(6);
    const sent = JSON.stringify(openai.requests.map((request) => request.body));
    for (const identity of ['Grace', 'Hopper', 'grace.hopper', '937-555-0142', '555']) expect(sent).not.toContain(identity);
    expect(openai.requests[0].authorization).toBe('Bearer sk-test-stand-in');
    expect(openai.requests[0].body.model).toBe('gpt-test');
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`${STAND_IN_REWRITE_PREFIX}I was good at math, and my teacher called me Grace the Great.`);
    expect(text).toContain(`${STAND_IN_REWRITE_PREFIX}I want to finish my GED. Call me at 937-555-0142 about it.`);
    expect(text).toContain('AI-adjusted (OpenAI gpt-test)');
  }, 60_000);

  it('translates answers written in Spanish into English as it rewrites them, and the report says so', async () => {
    const client = await s.h.invited(s.attorney, { firstName: 'Inés', lastName: 'Paredes' });
    const form = await s.h.formCreated(client, [STORY]);
    await s.h.answersSaved(client, form.formId, form.pages[0], { school: 'Me gustaban las matemáticas y mi maestra me animaba mucho.' }, 1, 'es');
    openai.requests.length = 0;
    const { body } = await adjust({ ...s, client, formId: form.formId }, s.attorney);
    await finished(s.h, body.id);
    const system = openai.requests.filter((request) => request.status === 200).map((request) => request.body.messages![0]!.content);
    expect(system).toHaveLength(1);
    expect(system[0]).toContain('The answer is written in Spanish: translate it faithfully into English');
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('(translated from Spanish)');
    const raw = (await pdfTextOf((await s.h.report(form.formId, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(raw).toContain('Me gustaban las matemáticas y mi maestra me animaba mucho. (answered in Spanish)');
  }, 60_000);

  it('waits and tries again after a 429, and loses no answer', async () => {
    openai.requests.length = 0;
    openai.failNext(2, 429, 1);
    const started = Date.now();
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    expect((await finished(s.h, body.id)).status).toBe('Completed');
    expect(openai.requests.filter((request) => request.status === 429)).toHaveLength(2);
    expect(rewrittenTexts()).toHaveLength(6);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  }, 60_000);

  it('resumes after a run fails half-way: every answer rewritten exactly once', async () => {
    openai.requests.length = 0;
    // Three answers go through, then enough calls fail for the SDK to give up (its 2 retries, on both
    // workers), so the job's attempt fails; its next attempt rewrites what is missing.
    openai.failAfter(3, 6);
    const { body } = await adjust(s, s.attorney);
    expect(body.formStatus).toBe('Started');
    const row = await finished(s.h, body.id);
    expect(row).toMatchObject({ status: 'Completed', run: 2 });
    expect(openai.requests.filter((request) => request.status === 500).length).toBeGreaterThanOrEqual(1);
    const answered = rewrittenTexts();
    expect(answered).toHaveLength(6);
    expect(new Set(answered).size).toBe(6);
    const stored = await s.h.running.runtime.db.selectFrom('adjusted_answers').select('question_key').where('report_id', '=', body.id).where('run', '=', 2).execute();
    expect(stored.map((answer) => answer.question_key).sort()).toEqual(Object.keys(STORY_ANSWERS).sort());
  }, 90_000);
});
