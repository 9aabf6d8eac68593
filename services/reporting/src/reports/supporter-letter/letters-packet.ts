import { AlignmentType, Packer, Paragraph, TextRun, type FileChild } from 'docx';
import { captionOf } from '../mitigation-report/sections/cover.js';
import { contentsLine } from '../mitigation-report/docx-parts.js';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { letterBody, letterHead, supporterHeading, type LetterCase } from './letter-body.js';
import { LetterTexts } from './letter-texts.js';
import { DEFAULT_LETTER_TIME_ZONE, usDateIn } from './signing-time.js';
import { letterDocument } from './supporter-letter.js';

/**
 * Every signed letter of a client in one .docx for the court (issue 35, item 7): a contents page (the caption,
 * then each letter's writer, when signed and its page), then each letter from a new page as its own document
 * prints it, in the court edition (no writer's contact).
 */
export async function buildLettersPacket(
  letters: readonly ReportLetter[],
  letterCase: LetterCase,
  { timeZone = DEFAULT_LETTER_TIME_ZONE }: { timeZone?: string } = {},
): Promise<Buffer> {
  const options = { edition: 'court', timeZone } as const;
  const entries = letters.map((letter, i) => ({
    level: 1 as const,
    text: `${i + 1}. ${supporterHeading(letter)}, ${LetterTexts.signedDate(usDateIn(new Date(letter.signedAt), timeZone))}`,
    bookmark: `letter_${i + 1}`,
  }));
  const contents: FileChild[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 1200, after: 240 },
      children: [new TextRun({ text: captionOf(letterCase.caseDetails, letterCase.clientName), italics: true })],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 480 }, children: [new TextRun({ text: LetterTexts.packetTitle, bold: true, size: 36 })] }),
    new Paragraph({ spacing: { after: 360 }, children: [new TextRun(LetterTexts.packetIntro(letters.length, letterCase.clientName))] }),
    new Paragraph({ spacing: { after: 240 }, children: [new TextRun({ text: LetterTexts.contents, bold: true, size: 28 })] }),
    ...entries.map(contentsLine),
  ];
  const body = letters.flatMap((letter, i) => [...letterHead(letter, letterCase, options, { bookmark: entries[i].bookmark, newPage: true }), ...letterBody(letter, options)]);
  const title = `${LetterTexts.packetTitle} for ${letterCase.clientName}`;
  return Packer.toBuffer(letterDocument(title, title, [...contents, ...body]));
}
