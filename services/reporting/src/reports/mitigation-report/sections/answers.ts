import { Bookmark, Paragraph, TextRun, type FileChild, type ParagraphChild } from 'docx';
import { answerBookmark } from '../../case-record/case-record.js';
import { columnWidths } from '../column-widths.js';
import { answerParagraphs, NONE, questionParagraph, table, type Outline } from '../docx-parts.js';
import type { QuestionAnswer, ReportAnswer, ReportPage } from '../report-model.js';

/**
 * How long a written answer may be to sit in a page's table of short answers, in words (issue 34, item 7):
 * a name, a place, an age or a span of years ("Franklin County Court of Common Pleas", "About 2 years,
 * 2018 to 2020"), not a sentence of the client's story.
 */
const SHORT_ANSWER_WORDS = 8;
/** The text size of the answers' tables: 10 pt beside the body's 11, 9 pt in a list's table of many columns. */
const TABLE_TEXT = 20;
const LIST_TEXT = 18;

/** A run of a page's answers laid out one way: short ones in a two-column table, a numbered list in its own, free text as paragraphs. */
type Block = { kind: 'short'; answers: QuestionAnswer[] } | { kind: 'list'; list: string; answers: QuestionAnswer[] } | { kind: 'text'; answer: QuestionAnswer };

/**
 * Each answered page under its title, read as a document (issue 34, item 7): the short answers (an option,
 * a date, a file, a few words) in a compact two-column table, each numbered list (jobs, children, schools,
 * homes, arrests, supporters) as one table with a row a slot and a column a field, free text as paragraphs,
 * in the page's order. Every answer is bookmarked, so that other sections can cite its page.
 */
export function answeredPages(pages: ReportPage[], outline: Outline): FileChild[] {
  return pages.flatMap(({ title, answers }) => [outline.heading1(title), ...blocksOf(answers).flatMap(laidOut)]);
}

/** An option, a date, a file, or a few written words on one line, one sentence at most. */
const isShort = ({ answer, written }: QuestionAnswer) =>
  !written || (answer.kind === 'text' && !answer.languageNote && !/\n|[.!?]\s/.test(answer.text) && answer.text.split(/\s+/).length <= SHORT_ANSWER_WORDS);

function blocksOf(answers: QuestionAnswer[]): Block[] {
  const blocks: Block[] = [];
  for (const answer of answers) {
    const last = blocks.at(-1);
    if (answer.slot) {
      // A list's table stands where its first answer is.
      const list = blocks.find((block): block is Extract<Block, { kind: 'list' }> => block.kind === 'list' && block.list === answer.slot!.list);
      if (list) list.answers.push(answer);
      else blocks.push({ kind: 'list', list: answer.slot.list, answers: [answer] });
    } else if (isShort(answer)) {
      if (last?.kind === 'short') last.answers.push(answer);
      else blocks.push({ kind: 'short', answers: [answer] });
    } else {
      blocks.push({ kind: 'text', answer });
    }
  }
  return blocks;
}

function laidOut(block: Block): FileChild[] {
  switch (block.kind) {
    case 'text':
      return [questionParagraph(block.answer.question, answerBookmark(block.answer.source)), ...answerParagraphs(block.answer.answer)];
    case 'short':
      return [
        table(
          [],
          block.answers.map((answer) => [[label(answer.question)], cellOf(answer)]),
          [42, 58],
          { size: TABLE_TEXT },
        ),
        gap(),
      ];
    case 'list':
      return [listTable(block.answers), gap()];
  }
}

/**
 * A numbered list's table: a row a slot, a column each field any slot answered ("Employer"), in the order
 * asked; the slots numbered under the list's name ("Job": 1, 2) when their labels name it ("Job 2"), and each
 * column as wide as its longest word at least, so that no word breaks.
 */
function listTable(answers: QuestionAnswer[]) {
  const columns = [...new Set(answers.map((answer) => answer.slot!.column))];
  const rows = [...new Set(answers.map((answer) => answer.slot!.row))];
  const at = new Map(answers.map((answer) => [`${answer.slot!.row}\u0000${answer.slot!.column}`, answer]));
  const cells = rows.map((row) => columns.map((column) => at.get(`${row}\u0000${column}`)));
  const numbered = rows.map((row) => /^(.*\S)\s+(\d+)$/.exec(row));
  const name = numbered.every((match) => match && match[1] === numbered[0]![1]) ? numbered[0]![1] : null;
  const rowLabels = name ? numbered.map((match) => match![2]) : rows;
  // The slots' column as narrow as its words allow (its name may wrap); the fields' room for their text.
  const widths = columnWidths(
    [[name ?? '', ...rowLabels], ...columns.map((column, i) => [column, ...cells.map((row) => (row[i] ? linesOf(row[i].answer).join(' ') : NONE))])],
    LIST_TEXT,
    {
      room: [0, ...columns.map(() => 9)],
    },
  );
  return table(
    [name ?? '', ...columns],
    rows.map((_, r) => [[label(rowLabels[r])], ...cells[r].map((answer) => (answer ? cellOf(answer) : NONE))]),
    widths,
    { size: LIST_TEXT },
  );
}

// The runs take their size from the table's text style.
const label = (text: string) => new TextRun({ text, bold: true });

/** An answer in a table's cell, bookmarked: its lines or options one to a line, a file's name, the language it was written in. */
function cellOf({ answer, source }: QuestionAnswer): ParagraphChild[] {
  const runs = linesOf(answer).map((text, i) => new TextRun({ text, ...(i > 0 ? { break: 1 } : {}) }));
  const note = answer.kind === 'text' && answer.languageNote ? [new TextRun({ text: `(${answer.languageNote})`, italics: true, break: 1 })] : [];
  return [new Bookmark({ id: answerBookmark(source), children: [...runs, ...note] })];
}

/** An answer's lines in a table's cell: its lines, or its options one to a line, or the file's name. */
export function linesOf(answer: ReportAnswer): string[] {
  switch (answer.kind) {
    case 'list':
      return answer.items;
    case 'file':
      return [`File: ${answer.name}`];
    case 'text':
      return answer.text.split(/\r?\n/);
  }
}

/** Room after a table, so that the next table or question does not touch it. */
const gap = () => new Paragraph({ spacing: { after: 60 } });
