import { caseDetailsWithAnswers, Messages, NO_CASE_DETAILS, UpdateCaseDetailsRequest } from './index.js';

const answers: Record<string, string> = {
  court: 'Franklin County Court of Common Pleas',
  courtSystem: 'State',
  caseNumber: '25 CR 004417',
  chargesUnderstood: 'Aggravated robbery',
  nextCourtDate: '2026-04-02',
  custodyStatus: 'In jail or prison',
  facility: 'Franklin County Corrections Center',
};
const answerOf = (question: string) => answers[question] ?? null;

describe('case details', () => {
  it("are the client's Current Case answers while the attorney gave none", () => {
    expect(caseDetailsWithAnswers(null, answerOf)).toEqual({
      ...NO_CASE_DETAILS,
      court: 'Franklin County Court of Common Pleas',
      jurisdiction: 'State',
      caseNumber: '25 CR 004417',
      charges: 'Aggravated robbery',
      nextCourtDate: '2026-04-02',
      custody: 'In jail or prison',
      facility: 'Franklin County Corrections Center',
    });
  });

  it("take the attorney's value field by field; a field the attorney left empty keeps the answer", () => {
    const attorney = { ...NO_CASE_DETAILS, caseNumber: '2025 CR 00123', state: 'Ohio', judge: 'Hon. Maria Alvarez', firm: 'Doe & Roe LLP' };
    expect(caseDetailsWithAnswers(attorney, answerOf)).toMatchObject({
      court: 'Franklin County Court of Common Pleas',
      caseNumber: '2025 CR 00123',
      state: 'Ohio',
      judge: 'Hon. Maria Alvarez',
      firm: 'Doe & Roe LLP',
      charges: 'Aggravated robbery',
    });
  });

  it('read "not sure" (or "no sé") and a system the client was not sure of as no answer', () => {
    const unsure: Record<string, string> = { court: 'Not sure', caseNumber: 'no sé', courtSystem: 'Not sure' };
    expect(caseDetailsWithAnswers(null, (question) => unsure[question] ?? null)).toEqual(NO_CASE_DETAILS);
  });

  it("are saved blank as not given, with the spec's texts for what is refused", () => {
    expect(UpdateCaseDetailsRequest.parse({ court: '  ', caseNumber: ' 2025 CR 00123 ', jurisdiction: '', nextCourtDate: '' })).toEqual({
      ...NO_CASE_DETAILS,
      caseNumber: '2025 CR 00123',
    });
    const refused = UpdateCaseDetailsRequest.safeParse({ nextCourtDate: '2026-02-30', court: 'x'.repeat(201), jurisdiction: 'County' });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({ nextCourtDate: 'Please enter a valid date', court: Messages.maxLength(200), jurisdiction: 'Please choose one of State, Federal' });
  });
});
