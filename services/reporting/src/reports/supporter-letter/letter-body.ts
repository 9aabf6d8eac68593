import { Paragraph, TextRun } from 'docx';
import type { ReportLetter } from '../mitigation-report/report-model.js';

const signedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const signedTimeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "Signed electronically on November 23, 2026 at 2:05 PM UTC" */
export const signedLine = (signedAt: string) => {
  const instant = new Date(signedAt);
  return `Signed electronically on ${signedAtFormat.format(instant)} at ${signedTimeFormat.format(instant)} UTC`;
};

export const verificationLine = (sha256: string | null) =>
  sha256 ? `Verification: the SHA-256 of the letter's text recorded when it was signed is ${sha256}.` : 'Verification: no hash of the text was recorded.';

/** The letter as the supporter wrote and signed it: its paragraphs, the signature name, when, and the hash. */
export function letterBody(letter: ReportLetter): Paragraph[] {
  return [
    ...letter.text.split(/\r?\n/).map((line) => new Paragraph({ text: line })),
    new Paragraph({ spacing: { before: 360 }, children: [new TextRun({ text: letter.signatureName, bold: true })] }),
    new Paragraph({ text: signedLine(letter.signedAt) }),
    new Paragraph({ children: [new TextRun({ text: verificationLine(letter.textSha256), size: 18, color: '595959' })] }),
  ];
}

/** "Jane Doe (Sister)" */
export const supporterHeading = ({ supporterName, clientRelationship }: ReportLetter) => (clientRelationship ? `${supporterName} (${clientRelationship})` : supporterName);
