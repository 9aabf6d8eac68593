import { AlignmentType, HeadingLevel, Paragraph, TextRun, type FileChild } from 'docx';
import type { CaseDetails, ReportModel } from '../report-model.js';
import { usDate } from '../us-dates.js';
import { ReportTexts } from '../report-texts.js';

/**
 * The case as a caption names it: "State of Ohio v. Jane Q. Doe, No. 2025 CR 00123, Franklin County Court
 * of Common Pleas"; "United States v. ..." for a federal case; "State v. ..." when the state is not known.
 */
export function captionOf(details: CaseDetails, clientName: string): string {
  const plaintiff = details.jurisdiction === 'Federal' ? 'United States' : details.state ? `State of ${details.state}` : 'State';
  return [`${plaintiff} v. ${clientName}`, details.caseNumber ? `No. ${details.caseNumber}` : null, details.court].filter(Boolean).join(', ');
}

export function cover(model: ReportModel, title: string, clientName: string): FileChild[] {
  const line = (text: string, size: number, options: { bold?: boolean; italics?: boolean; after?: number } = {}) =>
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: options.after ?? 240 },
      children: [new TextRun({ text, size, bold: options.bold, italics: options.italics })],
    });
  const preparedFor = [model.attorney, model.caseDetails.firm].filter(Boolean).join(', ');
  return [
    new Paragraph({ spacing: { before: 1800 } }),
    line(captionOf(model.caseDetails, clientName), 24, { italics: true, after: 720 }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(title)] }),
    line(clientName, 36, { bold: true }),
    ...(model.variant ? [line(`${variantLineOf(model.variant, model.edition)}. ${model.variant.label}.`, 22)] : []),
    ...(preparedFor ? [line(`Prepared for ${preparedFor}`, 26)] : []),
    line(usDate(model.date), 26),
    line(model.edition === 'court' ? ReportTexts.courtEdition : ReportTexts.confidential, 24, { bold: true }),
  ];
}

/** What the variant is; the court edition prints its prose without the citations, so its cover does not promise them. */
const variantLineOf = (variant: NonNullable<ReportModel['variant']>, edition: ReportModel['edition']) =>
  variant.title === 'First Person'
    ? "The client's statement, in the client's own words"
    : edition === 'court'
      ? "A social history drawn from the client's answers and letters of support"
      : 'A social history, every sentence citing its sources';
