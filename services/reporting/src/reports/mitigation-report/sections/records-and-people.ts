import { TextRun, type FileChild } from 'docx';
import { Citations } from '../citations.js';
import type { AnswerSource } from '../../case-record/case-record.js';
import { italicParagraph, NONE, table, type Outline } from '../docx-parts.js';
import type { ReportModel } from '../report-model.js';

export const RecordsTexts = {
  heading: 'Records to Request and People to Talk To',
  records: 'Records to Request',
  recordColumns: ['Where', 'Kind', 'When', 'Why it matters'],
  clientWords: 'A place in quotation marks is the client’s own words for it: ask the client for its full name where they do not give it.',
  people: 'People to Talk To',
  peopleColumns: ['Name and contact', 'Who they are', 'Could speak to'],
} as const;

/**
 * Whom to ask for records and whom to talk to (issue 34, item 5; the attorney's work product only: the
 * court edition's model holds none): each record with its period and why it matters, each person with what
 * they could speak to and how to reach them, each with the page of the answers that name them.
 */
/** The first `count` sources of different questionnaire pages. */
const firstPages = (sources: AnswerSource[], count: number) =>
  sources.filter((source, index) => sources.findIndex((other) => other.pageKey === source.pageKey) === index).slice(0, count);

export function recordsAndPeople(model: ReportModel, outline: Outline): FileChild[] {
  const { records, people } = model.recordsAndPeople;
  if (records.length === 0 && people.length === 0) return [];
  const citations = Citations.of(model);
  return [
    outline.heading1(RecordsTexts.heading, { pageBreakBefore: true }),
    ...(records.length === 0
      ? []
      : [
          outline.heading2(RecordsTexts.records),
          ...(records.some((record) => record.clientWords) ? [italicParagraph(RecordsTexts.clientWords)] : []),
          table(
            [...RecordsTexts.recordColumns],
            records.map(({ institution, clientWords, kind, period, why, sources }) => [
              clientWords ? `“${institution}”` : institution,
              kind.charAt(0).toUpperCase() + kind.slice(1),
              period ?? NONE,
              [new TextRun(why), ...citations.runs(sources)],
            ]),
            [26, 16, 19, 39],
          ),
        ]),
    ...(people.length === 0
      ? []
      : [
          outline.heading2(RecordsTexts.people),
          table(
            [...RecordsTexts.peopleColumns],
            people.map(({ name, relation, canSpeakTo, contact, sources }) => [
              [
                new TextRun({ text: name, bold: true }),
                ...(contact ? contact.split(', ').flatMap((way) => [new TextRun({ break: 1 }), new TextRun({ text: way, size: 18 })]) : []),
              ],
              relation,
              // The pages that name them first (a person named on many pages would cite a run of numbers).
              [new TextRun(canSpeakTo.charAt(0).toUpperCase() + canSpeakTo.slice(1)), ...citations.runs(firstPages(sources, 2))],
            ]),
            [36, 24, 40],
          ),
        ]),
  ];
}
