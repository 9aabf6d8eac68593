import { AlignmentType, Document, Footer, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { letterBody, supporterHeading } from './letter-body.js';

export const LetterTexts = { title: 'Letter of Support' } as const;

/** A supporter's signed letter as its own .docx, for the attorney to file. */
export async function buildSupporterLetter(letter: ReportLetter, clientName: string): Promise<Buffer> {
  const document = new Document({
    title: `${LetterTexts.title}: ${supporterHeading(letter)} for ${clientName}`,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120 } } } } },
    sections: [
      {
        footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(`${LetterTexts.title} for ${clientName}`)] })] }) },
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, text: `${LetterTexts.title} for ${clientName}` }),
          new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: `From ${supporterHeading(letter)}`, italics: true })] }),
          ...letterBody(letter),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
