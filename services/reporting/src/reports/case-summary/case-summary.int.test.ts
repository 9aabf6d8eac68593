import { CaseSummary } from '@app/contracts';
import { ReportAnswers, reportTemplates } from '../../testing/report-fixtures.js';
import { RealisticAnswers, realisticCaseSources } from '../../testing/realistic-case.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;
let formId: string;

/** A form of `templates` with `answers` (by page key) saved page by page, as survey records them. */
async function answeredForm(of: TestClient, templates: Parameters<ReportingHarness['formCreated']>[1], answers: Record<string, Record<string, string | null>>): Promise<string> {
  const form = await h.formCreated(of, templates);
  for (const page of form.pages) if (answers[page.template.key]) await h.answersSaved(of, form.formId, page, answers[page.template.key]);
  return form.formId;
}

beforeAll(async () => {
  h = await startReporting('case_summary');
  attorney = await h.subscriber();
  client = await h.invited(attorney, { firstName: 'Marcus', lastName: 'Tillman' });
  // As survey snapshots a template into a form: a screen's instrument without its published text.
  const templates = realisticCaseSources().form.pages.map(({ template: { instrument, ...template } }) => {
    const { sourceText: _published, ...snapshot } = (instrument ?? {}) as { sourceText?: string };
    return { ...template, instrument: instrument && snapshot };
  });
  formId = await answeredForm(client, templates as Parameters<ReportingHarness['formCreated']>[1], RealisticAnswers);
}, 120_000);
afterAll(() => h?.close());

const summary = async (id: string, token?: string) => {
  const response = await fetch(`${h.running.url}/api/form/${id}/summary`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, body: await response.json() };
};
const noAccess = { Details: 'You are not logged in or do not have access.', SubErrors: [] };
const formNotFound = { Details: 'The form was not found.', SubErrors: [] };

describe('GET /api/form/{id}/summary', () => {
  it("answers the client's subscriber the report's at-a-glance page and the life chronology with its timeline, each line with its sources", async () => {
    const { status, headers, body } = await summary(formId, attorney.token);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(CaseSummary.parse(body)).toEqual(body);
    const answer = body as CaseSummary;
    expect(Object.keys(answer.atAGlance).sort()).toEqual(['evaluations', 'followUps', 'redFlags', 'themes']);
    expect(answer.chronology.find((entry) => entry.text === 'Father went to jail or prison')).toEqual({
      when: { year: 1997, approximate: true },
      age: 9,
      lane: 'home',
      date: 'about 1997',
      text: 'Father went to jail or prison',
      label: 'Father to prison',
      sources: [
        { pageKey: 'FamilyOfOrigin', page: 'Family of Origin', questionKey: 'caregiverIncarcerationMore', question: expect.any(String) },
        { pageKey: 'FamilyOfOrigin', page: 'Family of Origin', questionKey: 'caregiverIncarceration', question: expect.any(String) },
      ],
    });
    expect(answer.chronology.find((entry) => entry.label === 'Scioto Valley Distribution')).toMatchObject({ date: 'March 2011 to October 2023', lane: 'work' });
    expect([answer.chronology[0].text, answer.chronology.at(-1)!.text]).toEqual(['Born in Dayton, Ohio', 'Next court date']);
    expect(answer.timelineSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="468pt"/);
    expect(answer.timelineSvg).toContain('<title>Timeline of Marcus Tillman’s life</title>');
  });

  it('answers a site admin too', async () => {
    expect((await summary(formId, (await h.admin()).token)).status).toBe(200);
  });

  it('answers a form whose answers give no date with an empty chronology and no picture', async () => {
    const someone = await h.invited(attorney, { firstName: 'Grace', lastName: 'Hopper' });
    const undated = await answeredForm(someone, reportTemplates(), { ...ReportAnswers, AboutYou: { ...ReportAnswers.AboutYou, dateOfBirth: null } });
    expect((await summary(undated, attorney.token)).body).toMatchObject({ chronology: [], timelineSvg: null });
  });

  it("answers 404 for another subscriber's form, an unknown one and a deleted client's, 403 to the client, 401 without a session", async () => {
    expect(await summary(formId, (await h.subscriber()).token)).toMatchObject({ status: 404, body: formNotFound });
    expect(await summary('0b7e7f3c-0000-4000-8000-000000000000', attorney.token)).toMatchObject({ status: 404, body: formNotFound });
    expect(await summary(formId, (await h.clientUser(client)).token)).toMatchObject({ status: 403, body: noAccess });
    expect(await summary(formId, (await h.reviewer()).token)).toMatchObject({ status: 403, body: noAccess });
    expect(await summary(formId)).toMatchObject({ status: 401, body: noAccess });
    // A download link's token is for downloads only.
    expect(await summary(formId, await h.downloadToken(attorney))).toMatchObject({ status: 401, body: noAccess });

    const deleted = await h.invited(attorney, { firstName: 'Edsger', lastName: 'Dijkstra' });
    const deletedForm = await answeredForm(deleted, reportTemplates(), ReportAnswers);
    await h.clientDeleted(deleted);
    expect(await summary(deletedForm, attorney.token)).toMatchObject({ status: 404, body: formNotFound });
  });
});
