import { sql } from 'kysely';
import { OpenAiStandIn } from '@app/stand-ins';
import { type AdjustedReport, type TemplateFields } from '@app/contracts';
import { openedSections, sealPlainSections } from '../../social-history/sealed-sections.js';
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
  questions: ['childhood', 'school', 'work', 'family', 'health', 'hopes'].map((key) => ({
    key,
    label: `Tell us about your ${key}.`,
    isRequired: false,
    questionType: 'Textarea' as const,
  })),
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
  const aboutYou = {
    ...ReportTemplates.aboutYou,
    questions: [
      ...ReportTemplates.aboutYou.questions,
      { key: 'email', label: 'Email', isRequired: false, questionType: 'Text' as const },
      { key: 'phone', label: 'Phone', isRequired: false, questionType: 'Text' as const },
    ],
  };
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
  (await h.running.runtime.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `adjusted-report-${variantId}`).orderBy('version').execute()).map(
    (event) => event.type,
  );

describe('AI-adjusted variants written offline by rules (no OpenAI key)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp(await startReporting('adjust_local'));
  }, 60_000);
  afterAll(() => s?.h.close());

  it('writes the third person as a social history section by section, says who wrote it, and downloads it with footnotes', async () => {
    const { status, body } = await adjust(s, s.attorney);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      originalFormId: s.formId,
      adjuster: 'ThirdPerson',
      key: 'ThirdPerson',
      formStatus: 'Started',
      adjusterProgress: 0,
      adjusterLabel: 'Written offline by rules',
    });
    const row = await finished(s.h, body.id);
    expect(row).toMatchObject({ status: 'Completed', progress: 100, run: 1 });
    const events = await eventsOf(s.h, body.id);
    // The progress moves with the sections (one event a section written, but the last).
    expect(events[0]).toBe('AdjustedReportStarted');
    expect(events.at(-1)).toBe('AdjustedReportCompleted');
    expect(events.filter((type) => type === 'AdjustedReportProgressed').length).toBeGreaterThanOrEqual(10);
    const stored = await s.h.running.runtime.db
      .selectFrom('adjusted_sections')
      .select(['section_key', 'position'])
      .where('report_id', '=', body.id)
      .where('run', '=', 1)
      .orderBy('position')
      .execute();
    expect(stored.map((section) => section.section_key).slice(0, 3)).toEqual(['earlyChildhood', 'family', 'home']);

    const { status: downloaded, headers, bytes } = await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) });
    expect(downloaded).toBe(200);
    expect(headers.get('content-disposition')).toContain(`filename="Mitigation Report (Third Person) - Hopper, Grace - ${new Date().toISOString().slice(0, 10)}.docx"`);
    const text = (await pdfTextOf(bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Mitigation Report (Third Person)',
      'Written offline by rules',
      'Social History',
      'Birth and Early Childhood',
      'Ms. Hopper was born on June 15, 1990.',
      // The client's words quoted as written, never rewritten.
      '“I grew up in Dayton with my grandmother.”',
      '“I was good at math, and my teacher called me Grace the Great.”',
      'The fact checker dropped no sentence.',
    ]) {
      expect(text).toContain(expected);
    }
    // Footnotes name the page and question each sentence comes from.
    expect(text).toContain('Personal Information, “Date of birth”');
    expect(text).toContain('Life Story, “Tell us about your childhood.”');
    expect(text).not.toContain('She grew up in Dayton');
    // The raw report is unchanged.
    const raw = (await pdfTextOf((await s.h.report(s.formId, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(raw).toContain('I grew up in Dayton with my grandmother.');
    expect(raw).not.toContain('Social History');
    // The court edition: no footnotes, no checker's note, no phone or email wherever written.
    expect(text).toMatch(/937-555-0142/);
    const court = await s.h.download(`/api/form/${body.id}/report?edition=court`, { downloadToken: await s.h.downloadToken(s.attorney) });
    expect(court.headers.get('content-disposition')).toContain(
      `filename="Mitigation Report (Third Person) - Hopper, Grace - ${new Date().toISOString().slice(0, 10)} - Court Edition.docx"`,
    );
    const courtText = (await pdfTextOf(court.bytes)).replace(/\s+/g, ' ');
    expect(courtText).toContain('“I grew up in Dayton with my grandmother.”');
    expect(courtText).not.toContain('Life Story, “Tell us about your childhood.”');
    expect(courtText).not.toContain('fact checker');
    expect(courtText).not.toMatch(/937-555-0142|grace\.hopper@example\.test/);
  }, 120_000);

  it('keeps the narrative sealed with the client’s key: no fact of it is readable in the table, a section of an earlier version is sealed at start', async () => {
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    const { run } = await finished(s.h, body.id);
    const { db } = s.h.running.runtime;
    const rawOf = async () =>
      (await sql<{ raw: string }>`select content::text as raw from adjusted_sections where report_id = ${body.id} and run = ${run}`.execute(db)).rows.map((row) => row.raw);
    const raw = await rawOf();
    expect(raw.length).toBe(4);
    for (const text of raw) {
      expect(JSON.parse(text)).toEqual({ $sealed: expect.objectContaining({ s: 'reporting', p: s.client.id }) });
      for (const fact of ['Dayton', 'grandmother', 'GED', 'Story.']) expect(text).not.toContain(fact);
    }
    // A section an earlier version stored in plain text is sealed by the service's start, and still prints.
    const opened = (await openedSections(s.h.running.runtime, { id: body.id, run })).find((section) => JSON.stringify(section).includes('Dayton'));
    await db
      .updateTable('adjusted_sections')
      .set({ content: JSON.stringify(opened) })
      .where('report_id', '=', body.id)
      .where('run', '=', run)
      .where('section_key', '=', opened!.key)
      .execute();
    expect((await rawOf()).some((text) => text.includes('Dayton'))).toBe(true);
    expect(await sealPlainSections(s.h.running.runtime)).toBe(1);
    expect((await rawOf()).some((text) => text.includes('Dayton'))).toBe(false);
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('I grew up in Dayton with my grandmother.');
  }, 60_000);

  it('writes the first person as the client’s own statement, in the client’s words', async () => {
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    await finished(s.h, body.id);
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Statement of Grace Hopper');
    expect(text).toContain('I grew up in Dayton with my grandmother.');
    expect(text).toContain('I want to finish my GED.');
    expect(text).not.toContain('She ');
  }, 60_000);

  it('answers the run going on a second request, and starts a new run once completed', async () => {
    const first = await adjust(s, s.attorney, 'FirstPerson');
    const again = await adjust(s, s.attorney, 'FirstPerson');
    expect(again.body.id).toBe(first.body.id);
    const run = (await finished(s.h, first.body.id)).run;
    expect((await adjust(s, s.attorney, 'FirstPerson')).body.formStatus).toBe('Started');
    expect((await finished(s.h, first.body.id)).run).toBe(run + 1);
  }, 60_000);

  it('refuses a download while the run is going (409)', async () => {
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    const download = await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) });
    // The run may already be done on a fast machine; while it is not, the answer is the 409.
    if (download.status !== 200) expect(download).toMatchObject({ status: 409, body: { Details: 'This report is still being written. You can download it once it is complete.' } });
    await finished(s.h, body.id);
  });

  it("refuses another subscriber's form (404), a client (403), an unknown adjuster (400)", async () => {
    expect((await adjust(s, await s.h.subscriber())).status).toBe(404);
    expect((await adjust(s, await s.h.clientUser(s.client))).status).toBe(403);
    expect((await adjust(s, s.attorney, 'SecondPerson')).status).toBe(400);
  });

  it("drops the variants' written sections when the client is deleted", async () => {
    await s.h.clientDeleted(s.client);
    expect(await s.h.running.runtime.db.selectFrom('adjusted_sections').selectAll().execute()).toEqual([]);
    expect(await s.h.running.runtime.db.selectFrom('adjusted_reports').selectAll().where('client_id', '=', s.client.id).execute()).toEqual([]);
    // Reporting's key of the client, which sealed the narratives, is gone with them.
    expect(await s.h.running.runtime.db.selectFrom('personal_keys').select('person_id').where('person_id', '=', s.client.id).execute()).toEqual([]);
  });
});

describe('AI-adjusted variants written through the openai SDK against the OpenAI stand-in', () => {
  let openai: OpenAiStandIn;
  let s: Setup;
  beforeAll(async () => {
    openai = await OpenAiStandIn.listen();
    const env = {
      OPENAI_API_KEY: 'sk-test-stand-in',
      OPENAI_BASE_URL: openai.url,
      OPENAI_MODEL: 'gpt-test',
      OPENAI_MAX_RETRIES: '2',
      ADJUST_RETRY_DELAY_SECONDS: '1',
      ADJUSTER_CONCURRENCY: '2',
    };
    s = await setUp(await startReporting('adjust_openai', env));
  }, 60_000);
  afterAll(async () => {
    await s?.h.close();
    await openai?.close();
  });

  const answered = () => openai.requests.filter((request) => request.status === 200);
  const sectionsSent = () => answered().map((request) => (JSON.parse(request.body.messages!.at(-1)!.content) as { section: string }).section);

  it('writes each section with structured output, sending nothing of the client’s identity, and restores it', async () => {
    const { body } = await adjust(s, s.attorney);
    expect(body.adjusterLabel).toBe('Written by gpt-test');
    await finished(s.h, body.id);
    // One call a section with something to write: Birth and Early Childhood (the date of birth) and Further Answers (the story).
    expect(sectionsSent()).toEqual(expect.arrayContaining(['Birth and Early Childhood', 'Further Answers']));
    expect(new Set(sectionsSent()).size).toBe(sectionsSent().length);
    const sent = JSON.stringify(openai.requests.map((request) => request.body));
    for (const identity of ['Grace', 'Hopper', 'grace.hopper', '937-555-0142', '555']) expect(sent).not.toContain(identity);
    expect(openai.requests[0].authorization).toBe('Bearer sk-test-stand-in');
    expect(openai.requests[0].body).toMatchObject({ model: 'gpt-test', response_format: { type: 'json_schema', json_schema: { name: 'narrative_section' } } });
    expect(openai.requests[0].body.max_completion_tokens).toBeGreaterThan(0);
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    // The stand-in quotes the facts; the names come back in place of their placeholders.
    expect(text).toContain('Ms. Hopper writes, “I was good at math, and my teacher called me Grace the Great.”');
    expect(text).toContain('Written by gpt-test');
    expect(text).toContain('Life Story, “Tell us about your school.”');
  }, 60_000);

  it('drops a sentence naming a fact its sources do not hold, and the report says so', async () => {
    openai.requests.length = 0;
    openai.inventNext('She was born in 1962 in Chicago.');
    const { body } = await adjust(s, s.attorney);
    await finished(s.h, body.id);
    const text = (await pdfTextOf((await s.h.report(body.id, { downloadToken: await s.h.downloadToken(s.attorney) })).bytes)).replace(/\s+/g, ' ');
    expect(text).not.toContain('1962');
    expect(text).not.toContain('Chicago');
    expect(text).toContain('The fact checker dropped 1 sentence that named a date, number, name or place the cited sources do not hold.');
  }, 60_000);

  it('waits and tries again after a 429, and loses no section', async () => {
    openai.requests.length = 0;
    openai.failNext(2, 429, 1);
    const started = Date.now();
    const { body } = await adjust(s, s.attorney, 'FirstPerson');
    expect((await finished(s.h, body.id)).status).toBe('Completed');
    expect(openai.requests.filter((request) => request.status === 429)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const stored = await s.h.running.runtime.db.selectFrom('adjusted_sections').select('section_key').where('report_id', '=', body.id).execute();
    expect(stored.map((section) => section.section_key).sort()).toEqual(['whatHappened', 'whatIAmDoing', 'whatIAsk', 'whoIAm']);
  }, 60_000);

  it('resumes after a run fails half-way: every section written exactly once', async () => {
    openai.requests.length = 0;
    // One section goes through, then enough calls fail for the SDK to give up (its 2 retries, on both
    // workers), so the job's attempt fails; its next attempt writes what is missing.
    openai.failAfter(1, 6);
    const { body } = await adjust(s, s.attorney);
    const row = await finished(s.h, body.id);
    expect(row.status).toBe('Completed');
    expect(openai.requests.filter((request) => request.status === 500).length).toBeGreaterThanOrEqual(1);
    expect(new Set(sectionsSent()).size).toBe(sectionsSent().length);
    const stored = await s.h.running.runtime.db.selectFrom('adjusted_sections').select('section_key').where('report_id', '=', body.id).where('run', '=', row.run).execute();
    expect(stored).toHaveLength(16);
  }, 90_000);
});
