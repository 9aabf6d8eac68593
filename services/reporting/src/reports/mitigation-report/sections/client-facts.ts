import type { FileChild } from 'docx';
import { NONE, table, type Outline } from '../docx-parts.js';
import type { ReportModel } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';
import { usDate } from '../us-dates.js';

/** Who the client is and where the case stands: the report's reference page. */
export function clientFacts({ client, attorney, date, caseDetails }: ReportModel, outline: Outline): FileChild[] {
  const facts: [string, string | number | null][] = [
    ['Name', `${client.firstName} ${client.lastName}`.trim()],
    ['Date of birth', client.dateOfBirth && usDate(client.dateOfBirth)],
    ['Age', client.age],
    ['Gender', client.gender],
    ['Attorney', [attorney, caseDetails.firm].filter(Boolean).join(', ') || null],
    ['Court', caseDetails.court],
    ['Case number', caseDetails.caseNumber],
    ['Jurisdiction', caseDetails.jurisdiction === 'State' && caseDetails.state ? `State (${caseDetails.state})` : caseDetails.jurisdiction],
    ['Charges', caseDetails.charges],
    ['Judge', caseDetails.judge],
    ['Next court date', caseDetails.nextCourtDate && usDate(caseDetails.nextCourtDate)],
    ['Custody', [caseDetails.custody, caseDetails.facility].filter(Boolean).join(', ') || null],
    ['Questionnaire', client.completed ? `Completed on ${usDate(client.completed)}` : 'Not completed'],
    ['Report date', usDate(date)],
  ];
  return [
    outline.heading1(ReportTexts.clientFacts),
    table(
      ['Fact', 'Value'],
      facts.map(([name, value]) => [name, value === null || value === '' ? NONE : String(value)]),
      [30, 70],
    ),
  ];
}
