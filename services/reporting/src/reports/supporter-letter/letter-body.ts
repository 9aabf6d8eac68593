import { Bookmark, Paragraph, TextRun, type ParagraphChild } from 'docx';
import type { CaseDetails, ReportEdition } from '@app/contracts';
import { captionOf } from '../mitigation-report/sections/cover.js';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { LetterTexts } from './letter-texts.js';
import { DEFAULT_LETTER_TIME_ZONE, timeIn, usDateIn } from './signing-time.js';

/** How a letter is printed: the edition (the contact block is work product only) and the attorney's time zone (IANA). */
export interface LetterOptions {
  edition: ReportEdition;
  /** Default UTC until the attorney's time zone is on the account (issue 36, item 12). */
  timeZone?: string;
}

/** What a letter's head names: the client and the case (the attorney's case details, else the client's answers). */
export interface LetterCase {
  clientName: string;
  caseDetails: CaseDetails;
}

/** "Signed electronically on March 14, 2026 at 2:05 PM EDT", in `timeZone`. */
export const signedLine = (signedAt: string, timeZone = DEFAULT_LETTER_TIME_ZONE) => {
  const instant = new Date(signedAt);
  return LetterTexts.signedOn(usDateIn(instant, timeZone), timeIn(instant, timeZone));
};

/** A judge's name as the case details hold it, without a title the addressee adds again ("Hon.", "Judge"). */
const judgeName = (judge: string) => judge.replace(/^\s*(the\s+)?(hon\.?|honorable|judge)\s+/i, '').trim();

/** "The Honorable Ann Smith" when the case details name the judge, else "To the Honorable Court". */
export const addresseeOf = ({ judge }: Pick<CaseDetails, 'judge'>) => (judge && judgeName(judge) ? LetterTexts.honorable(judgeName(judge)) : LetterTexts.toTheCourt);

/**
 * The writer's text as paragraphs: each line they typed is one (a textarea's paragraphs are its lines), blank
 * lines only separate them; no empty paragraph, so the document never shows a doubled blank line whatever was
 * typed. The text is never otherwise changed (its SHA-256 was recorded at signing).
 */
export function textParagraphs(text: string): Paragraph[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .map((line) => new Paragraph({ children: [new TextRun(line)] }));
}

/**
 * The letter's head: the date it was signed (in the attorney's time zone), the addressee, and the case it is
 * for ("Re: State of Ohio v. ..."), the caption the Mitigation Report's cover prints. `bookmark` marks it for a
 * packet's contents, where each letter starts a new page (`newPage`).
 */
export function letterHead(
  letter: ReportLetter,
  { clientName, caseDetails }: LetterCase,
  { timeZone = DEFAULT_LETTER_TIME_ZONE }: Pick<LetterOptions, 'timeZone'>,
  { bookmark, newPage = false }: { bookmark?: string; newPage?: boolean } = {},
): Paragraph[] {
  const date = usDateIn(new Date(letter.signedAt), timeZone);
  const dateRun: ParagraphChild = bookmark ? new Bookmark({ id: bookmark, children: [new TextRun(date)] }) : new TextRun(date);
  const addressee = addresseeOf(caseDetails);
  const court = addressee !== LetterTexts.toTheCourt ? caseDetails.court : null;
  return [
    new Paragraph({ pageBreakBefore: newPage, spacing: { after: 360 }, children: [dateRun] }),
    new Paragraph({ spacing: { after: court ? 0 : 240 }, children: [new TextRun(addressee)] }),
    ...(court ? [new Paragraph({ spacing: { after: 240 }, children: [new TextRun(court)] })] : []),
    new Paragraph({
      spacing: { after: 360 },
      children: [new TextRun({ text: `${LetterTexts.re} `, bold: true }), new TextRun({ text: captionOf(caseDetails, clientName), italics: true })],
    }),
  ];
}

const small = (text: string, options: { bold?: boolean; font?: string } = {}) => new TextRun({ text, size: 18, color: '595959', ...options });

/**
 * The letter as the supporter wrote and signed it: its paragraphs, the signature name, when (in the attorney's
 * time zone), the writer's contact (work product only), the consent they agreed to word for word, and the
 * SHA-256 of the text with how to check it.
 */
export function letterBody(letter: ReportLetter, { edition, timeZone = DEFAULT_LETTER_TIME_ZONE }: LetterOptions): Paragraph[] {
  const contact = edition === 'workProduct' ? [letter.contact?.email, letter.contact?.phoneNumber].filter((value): value is string => !!value?.trim()) : [];
  return [
    ...textParagraphs(letter.text),
    new Paragraph({ spacing: { before: 360, after: 0 }, keepNext: true, children: [new TextRun({ text: letter.signatureName, bold: true })] }),
    ...(letter.clientRelationship ? [new Paragraph({ spacing: { after: 0 }, keepNext: true, children: [new TextRun(letter.clientRelationship)] })] : []),
    new Paragraph({ spacing: { before: 120 }, children: [new TextRun(signedLine(letter.signedAt, timeZone))] }),
    ...(contact.length > 0
      ? [
          new Paragraph({ spacing: { before: 120, after: 0 }, keepNext: true, children: [small(LetterTexts.contactHeading, { bold: true })] }),
          ...contact.map((line, i) => new Paragraph({ spacing: { after: i === contact.length - 1 ? 120 : 0 }, children: [small(line)] })),
        ]
      : []),
    ...(letter.eSignConsentText
      ? [
          new Paragraph({ spacing: { before: 240 }, keepNext: true, children: [small(LetterTexts.consentIntro)] }),
          new Paragraph({ indent: { left: 360 }, children: [small(`“${letter.eSignConsentText}”`)] }),
        ]
      : [new Paragraph({ spacing: { before: 240 }, children: [small(LetterTexts.consentNotRecorded)] })]),
    ...(letter.textSha256
      ? [new Paragraph({ keepNext: true, children: [small(LetterTexts.hash(letter.textSha256))] }), new Paragraph({ children: [small(LetterTexts.howToCheck)] })]
      : [new Paragraph({ children: [small(LetterTexts.noHash)] })]),
  ];
}

/** "Jane Doe (Sister)" */
export const supporterHeading = ({ supporterName, clientRelationship }: ReportLetter) => (clientRelationship ? `${supporterName} (${clientRelationship})` : supporterName);
