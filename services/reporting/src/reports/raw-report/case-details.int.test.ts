import { randomUUID } from 'node:crypto';
import { NO_CASE_DETAILS, type CaseDetails, type TemplateFields } from '@app/contracts';
import { DEFAULT_TEMPLATES } from '@app/contracts/default-templates';
import { CLIENT_NAMES_HANDLER } from '../../reactions/client-names.reaction.js';
import { pdfOf } from '../../testing/docx-package.js';
import { RealisticAnswers } from '../../testing/realistic-case.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';

let h: ReportingHarness;
let attorney: TestUser;
let client: TestClient;
let formId: string;

/** The seeded Current Case page, as survey's form snapshot holds it. */
const currentCasePage = (): TemplateFields => {
  const template = DEFAULT_TEMPLATES.find((one) => one.key === 'CurrentCase')!;
  return { ...template, templateId: randomUUID(), description: template.description ?? null, scoring: template.scoring ?? null, instrument: template.instrument ?? null };
};

beforeAll(async () => {
  h = await startReporting('case_details');
  attorney = await h.subscriber();
  client = await h.invited(attorney, { firstName: 'Marcus', lastName: 'Tillman', subscriberDisplayName: 'Ada Lovelace' });
  const form = await h.formCreated(client, [currentCasePage()]);
  formId = form.formId;
  await h.answersSaved(client, formId, form.pages[0], RealisticAnswers.CurrentCase);
}, 60_000);
afterAll(() => h?.close());

/** The report's cover (its first page as LibreOffice lays it out), one space between words. */
async function cover(): Promise<string> {
  const report = await h.report(formId, { downloadToken: await h.downloadToken(attorney) });
  expect(report.status).toBe(200);
  const { pages } = await pdfOf(report.bytes);
  return pages[0].replace(/\s+/g, ' ');
}

/** Clients' record of the attorney's case details, once reporting applied it. */
const caseDetailsSaved = (caseDetails: CaseDetails) =>
  h.standIns.clients.append(`client-${client.id}`, 'ClientCaseDetailsChanged', { clientId: client.id, caseDetails }).then(h.consumed('clients', CLIENT_NAMES_HANDLER));

describe("the report's cover", () => {
  it("names the case from the client's Current Case answers, then from the attorney's case details field by field, prepared for the attorney and firm", async () => {
    const fromAnswers = await cover();
    expect(fromAnswers).toContain('State v. Marcus Tillman, No. 25 CR 004417, Franklin County Court of Common Pleas');
    expect(fromAnswers).toContain('Prepared for Ada Lovelace');

    await caseDetailsSaved({ ...NO_CASE_DETAILS, state: 'Ohio', caseNumber: '2025 CR 00123', attorneyName: 'Jane Q. Counsel', firm: 'Counsel & Partners LLP' });
    const fromAttorney = await cover();
    // The court the attorney left empty is still the client's answer.
    expect(fromAttorney).toContain('State of Ohio v. Marcus Tillman, No. 2025 CR 00123, Franklin County Court of Common Pleas');
    expect(fromAttorney).toContain('Prepared for Jane Q. Counsel, Counsel & Partners LLP');
    expect(fromAttorney).not.toContain('25 CR 004417');

    await caseDetailsSaved({ ...NO_CASE_DETAILS, jurisdiction: 'Federal', court: 'United States District Court for the Southern District of Ohio', caseNumber: '2:25-cr-00123' });
    expect(await cover()).toContain('United States v. Marcus Tillman, No. 2:25-cr-00123, United States District Court for the Southern District of Ohio');
  }, 120_000);

  it('keeps the case details sealed as clients sealed them, and forgets them with the client', async () => {
    const row = () => h.running.runtime.db.selectFrom('clients').select(['case_details']).where('id', '=', client.id).executeTakeFirstOrThrow();
    await caseDetailsSaved({ ...NO_CASE_DETAILS, judge: 'Hon. Maria Alvarez' });
    expect((await row()).case_details).toEqual({ $sealed: expect.objectContaining({ s: 'clients', p: client.id }) });
    expect(JSON.stringify(await row())).not.toContain('Alvarez');

    await h.clientDeleted(client);
    expect((await row()).case_details).toBeNull();
  });
});
