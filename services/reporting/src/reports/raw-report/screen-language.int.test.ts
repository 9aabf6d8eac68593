import type { TemplateFields } from '@app/contracts';
import { partsOf } from '../../testing/docx-package.js';
import { ReportAnswers, ReportTemplates } from '../../testing/report-fixtures.js';
import { startReporting, type ReportingHarness, type TestClient, type TestUser } from '../../testing/reporting-test-kit.js';
import { ReportTexts } from '../mitigation-report/mitigation-report.js';

let h: ReportingHarness;
let attorney: TestUser;

beforeAll(async () => {
  h = await startReporting('report_screen_language');
  attorney = await h.subscriber();
}, 60_000);
afterAll(() => h?.close());

/** A screen with no validated Spanish version, as the seeded ones are (`englishOnly`). */
const englishOnly = (template: TemplateFields): TemplateFields => ({
  ...template,
  translations: { es: { title: `${template.title} (es)`, englishOnly: 'No validated Spanish version was found.', questions: {} } },
});
const templates = [englishOnly(ReportTemplates.gad7), englishOnly(ReportTemplates.auditC), ReportTemplates.phq9];

/** The client's form with the GAD-7 left blank and the AUDIT-C and PHQ-9 answered, and its report's text. */
async function reportText(client: TestClient, language?: 'en' | 'es', changeTo?: 'en' | 'es') {
  const { formId, pages } = await h.formCreated(client, templates, language);
  if (changeTo) await h.formLanguageChanged(client, formId, changeTo);
  for (const page of pages.filter((page) => page.template.key !== 'GAD7')) await h.answersSaved(client, formId, page, ReportAnswers[page.template.key]);
  const { status, bytes } = await h.report(formId, { downloadToken: await h.downloadToken(attorney) });
  expect(status).toBe(200);
  const xml = (await partsOf(bytes)).get('word/document.xml')!;
  return xml
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&apos;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

describe("the Mitigation Report's screens not offered in the client's language (issue 33)", () => {
  it('says a screen a Spanish reader left blank was not taken, and why, neither scored nor incomplete', async () => {
    const text = await reportText(await h.invited(attorney, { firstName: 'Inés', lastName: 'Paredes' }), 'es');
    // The screens' table: screen, what it screens for, score, band, what it means.
    expect(text).toContain(`GAD-7 Anxiety ${ReportTexts.notTaken} — ${ReportTexts.notTakenWhy('Spanish')}`);
    expect(text).not.toContain(`GAD-7 Anxiety ${ReportTexts.incomplete}`);
    // Answered anyway in English: scored, and the report says it was not offered in Spanish.
    expect(text).toContain(ReportTexts.answeredInEnglish('Spanish'));
    expect(text).toContain('Score: 3');
    // The PHQ-9 has a validated Spanish version: scored as ever.
    expect(text).toContain('Score: 12 (Moderate)');
  });

  it("follows the client's change of language", async () => {
    const text = await reportText(await h.invited(attorney, { firstName: 'Luis', lastName: 'Ortega' }), 'en', 'es');
    expect(text).toContain(ReportTexts.notTakenWhy('Spanish'));
  });

  it("leaves an English reader's blank screen incomplete, as before", async () => {
    const text = await reportText(await h.invited(attorney, { firstName: 'Ann', lastName: 'Lee' }));
    expect(text).toContain(`GAD-7 Anxiety ${ReportTexts.incomplete}`);
    expect(text).not.toContain(ReportTexts.notTaken);
    expect(text).not.toContain("the client's language");
  });
});
