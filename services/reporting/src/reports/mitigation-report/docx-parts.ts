import {
  Bookmark,
  HeadingLevel,
  InternalHyperlink,
  LeaderType,
  PageReference,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import type { ReportAnswer } from './report-model.js';

/** US Letter, one-inch margins (twips). */
export const LETTER_PAGE = { size: { width: 12240, height: 15840 }, margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } } as const;
/** The text column's width on that page (twips): where a right tab stop sits. */
const TEXT_WIDTH = LETTER_PAGE.size.width - LETTER_PAGE.margin.left - LETTER_PAGE.margin.right;

export const SAFETY_COLOUR = 'C00000';
export const NONE = '—';

/**
 * The document's headings as they are made, each with a bookmark: the table of contents lists them with
 * a page reference to each (a PAGEREF field), which Word and LibreOffice both compute as they lay the
 * document out, so the numbers are there when the file is opened or converted to PDF, not only after
 * Word updates a TOC field.
 */
export class Outline {
  readonly entries: { level: 1 | 2; text: string; bookmark: string }[] = [];
  private readonly breaking = new WeakSet<object>();

  /** Whether `child` is a heading made to begin a new page. */
  beginsPage(child: object | undefined): boolean {
    return child !== undefined && this.breaking.has(child);
  }

  heading1(text: string, options: { pageBreakBefore?: boolean } = {}): Paragraph {
    return this.heading(1, text, options.pageBreakBefore ?? false);
  }

  heading2(text: string): Paragraph {
    return this.heading(2, text, false);
  }

  private heading(level: 1 | 2, text: string, pageBreakBefore: boolean): Paragraph {
    const bookmark = `h_${this.entries.length + 1}`;
    this.entries.push({ level, text, bookmark });
    const heading = new Paragraph({
      heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      pageBreakBefore,
      children: [new Bookmark({ id: bookmark, children: [new TextRun(text)] })],
    });
    if (pageBreakBefore) this.breaking.add(heading);
    return heading;
  }
}

/** A contents line: the heading as a link to it, dot leaders, and its page number. */
export const contentsLine = ({ level, text, bookmark }: Outline['entries'][number]) =>
  new Paragraph({
    indent: { left: level === 1 ? 0 : 360 },
    spacing: { after: level === 1 ? 80 : 40 },
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH, leader: LeaderType.DOT }],
    children: [new InternalHyperlink({ anchor: bookmark, children: [new TextRun({ text, bold: level === 1 })] }), new TextRun({ children: ['\t'] }), new PageReference(bookmark)],
  });

/** The sizes a table's text may have (half-points): 10, 9 and 8.5 pt; the body's 11 when none is given. */
export type TableTextSize = 20 | 18 | 17;
const tableTextStyle = (size?: TableTextSize) => (size ? `TableText${size}` : 'TableText');

/**
 * The paragraph styles of the tables' text, one a size: set once in the document instead of on every
 * paragraph and run of a table (a report of 700 answers has some 3,000 of them), which keeps a build's
 * memory and time down.
 */
export const TABLE_TEXT_STYLES = ([undefined, 20, 18, 17] as const).map((size) => ({
  id: tableTextStyle(size),
  name: size ? `Table Text ${size / 2} pt` : 'Table Text',
  basedOn: 'Normal',
  run: size ? { size } : {},
  paragraph: { spacing: { after: 40 } },
}));

/**
 * A table whose rows never split across pages and whose header row repeats on every page it spans (no
 * header row when `header` is empty). Cells are text, or runs (a fact with its page references) set in
 * the table's text style (`size`: see `TableTextSize`); `columnWidths` in percent of the text's width.
 */
export function table(header: string[], rows: (string | ParagraphChild[])[][], columnWidths?: number[], { size }: { size?: TableTextSize } = {}): Table {
  const style = tableTextStyle(size);
  const cell = (content: string | ParagraphChild[], bold = false) =>
    new TableCell({
      children: (typeof content === 'string' ? content.split(/\r?\n/) : [content]).map(
        (line) => new Paragraph({ style, children: typeof line === 'string' ? [new TextRun({ text: line, bold })] : line }),
      ),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    ...(columnWidths ? { columnWidths: columnWidths.map((percent) => Math.round((percent / 100) * TEXT_WIDTH)) } : {}),
    rows: [
      ...(header.length ? [new TableRow({ tableHeader: true, cantSplit: true, children: header.map((text) => cell(text, true)) })] : []),
      ...rows.map((row) => new TableRow({ cantSplit: true, children: row.map((content) => cell(content)) })),
    ],
  });
}

export const questionParagraph = (question: string, bookmark?: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 160, after: 60 },
    children: bookmark ? [new Bookmark({ id: bookmark, children: [new TextRun({ text: question, bold: true })] })] : [new TextRun({ text: question, bold: true })],
  });

export const safetyParagraph = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true, color: SAFETY_COLOUR, size: 24 })] });

export const italicParagraph = (text: string) => new Paragraph({ children: [new TextRun({ text, italics: true })] });

export function answerParagraphs(answer: ReportAnswer): Paragraph[] {
  switch (answer.kind) {
    case 'list':
      return answer.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } }));
    case 'file':
      return [new Paragraph({ children: [new TextRun({ text: 'File: ', italics: true }), new TextRun(answer.name)] })];
    case 'text': {
      const lines = answer.text.split(/\r?\n/).map((line) => new Paragraph({ text: line }));
      return answer.languageNote ? [...lines, italicParagraph(`(${answer.languageNote})`)] : lines;
    }
  }
}
