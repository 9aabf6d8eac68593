import { AlignmentType, Document, Footer, Packer, PageNumber, Paragraph, TextRun, type FileChild } from 'docx';
import { LETTER_PAGE } from '../mitigation-report/docx-parts.js';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { letterBody, letterHead, supporterHeading, type LetterCase, type LetterOptions } from './letter-body.js';
import { LetterTexts } from './letter-texts.js';

export { LetterTexts };

/** A letters document on US Letter, one-inch margins, its footer naming the client and numbering the pages. */
export function letterDocument(title: string, footer: string, children: FileChild[]): Document {
  return new Document({
    title,
    // Word computes a packet's contents' page references when it updates fields (it offers to on opening).
    features: { updateFields: true },
    styles: { default: { document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 160 } } } } },
    sections: [
      {
        properties: { page: LETTER_PAGE },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ text: `${footer}  ·  Page `, size: 18 }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 18 }),
                  new TextRun({ text: ' of ', size: 18 }),
                  new TextRun({ children: [PageNumber.TOTAL_PAGES], size: 18 }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
}

/**
 * A supporter's signed letter as its own .docx, ready to file: dated, addressed to the judge (or the Court),
 * the case caption, the letter, the signature and how it was signed. The writer's contact is in the
 * work-product edition only.
 */
export async function buildSupporterLetter(letter: ReportLetter, letterCase: LetterCase, options: LetterOptions): Promise<Buffer> {
  const document = letterDocument(`${LetterTexts.title}: ${supporterHeading(letter)} for ${letterCase.clientName}`, `${LetterTexts.title} for ${letterCase.clientName}`, [
    ...letterHead(letter, letterCase, options),
    ...letterBody(letter, options),
  ]);
  return Packer.toBuffer(document);
}
