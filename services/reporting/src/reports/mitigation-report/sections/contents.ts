import { Paragraph, TextRun, type FileChild } from 'docx';
import { contentsLine, type Outline } from '../docx-parts.js';
import { ReportTexts } from '../report-texts.js';

/** The table of contents: every heading of `outline` with its page number (see `Outline`). */
export function contents(outline: Outline): FileChild[] {
  return [
    new Paragraph({ pageBreakBefore: true, spacing: { after: 240 }, children: [new TextRun({ text: ReportTexts.contents, bold: true, size: 32 })] }),
    ...outline.entries.map(contentsLine),
  ];
}
