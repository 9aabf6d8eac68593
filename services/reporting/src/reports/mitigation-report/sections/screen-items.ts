import { Bookmark, Paragraph, TextRun, type FileChild } from 'docx';
import { answerBookmark } from '../../case-record/case-record.js';
import { safetyParagraph, table, type Outline } from '../docx-parts.js';
import { SAFETY_FLAG, type ReportScreen } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';
import { linesOf } from './answers.js';
import { scoreText } from './screens.js';

/**
 * The appendix of the screens' items (issue 34, item 6; work product only): each screen with its result in
 * full (sub-scores, criteria, why it was not taken), its items as published with the client's answers, each
 * bookmarked, and its source, licence and where it is published.
 */
export function screenItems(list: ReportScreen[], outline: Outline): FileChild[] {
  if (list.length === 0) return [];
  return [outline.heading1(ReportTexts.screenItems, { pageBreakBefore: true }), ...list.flatMap((screen) => screenSection(screen, outline))];
}

function screenSection({ title, instrument, citation, licence, sourceUrl, note, notOfferedIn, items, result }: ReportScreen, outline: Outline): FileChild[] {
  const scored = [
    `Score: ${scoreText(result)}${result.band ? ` (${result.band.label})` : ''}`,
    ...(result.positive !== null ? [`Positive: ${result.positive ? 'Yes' : 'No'}${result.cutOff ? ` (${result.cutOff})` : ''}`] : []),
    ...result.subScores.map((sub) => `${sub.label}: ${sub.score ?? ReportTexts.incomplete}`),
    ...result.criteria.map((criterion) => `${criterion.label}: ${criterion.met === null ? 'Unknown' : criterion.met ? 'Met' : 'Not met'}`),
    ...(result.complete ? [] : [`${ReportTexts.incomplete}: ${result.missingItems.length} item(s) without an answer`]),
  ];
  const why = notOfferedIn ? [result.notTaken ? ReportTexts.notTakenWhy(notOfferedIn) : ReportTexts.answeredInEnglish(notOfferedIn)] : [];
  // A screen not taken has nothing scored to show, only why.
  const facts = [...why, ...(result.notTaken ? [] : scored), ...(note ? [note] : [])];
  return [
    outline.heading2(title.includes(instrument) ? title : `${title} (${instrument})`),
    ...result.flags.map((flag) =>
      flag.key === SAFETY_FLAG ? safetyParagraph(flag.label) : new Paragraph({ children: [new TextRun({ text: `Flag: ${flag.label}`, bold: true })] }),
    ),
    ...facts.map((text) => new Paragraph({ text })),
    ...(items.length ? [itemsTable(items), new Paragraph({ spacing: { after: 60 } })] : []),
    new Paragraph({ children: [new TextRun({ text: 'Source: ', bold: true }), new TextRun(citation)] }),
    new Paragraph({ children: [new TextRun({ text: 'License: ', bold: true }), new TextRun(licence)] }),
    ...(sourceUrl ? [new Paragraph({ children: [new TextRun({ text: 'Published at: ', bold: true }), new TextRun(sourceUrl)] })] : []),
  ];
}

/** The text size of the items' table: 9 pt. */
const ITEM_TEXT = 18;

/** The screen's items as published, numbered, each with the client's answer (bookmarked, so that a statement can cite its page). */
function itemsTable(items: ReportScreen['items']) {
  const run = (text: string, options: { italics?: boolean; break?: boolean } = {}) => new TextRun({ text, italics: options.italics, ...(options.break ? { break: 1 } : {}) });
  return table(
    ['', 'Item', 'Answer'],
    items.map(({ question, answer, source }, index) => [
      String(index + 1),
      [run(question)],
      [
        new Bookmark({
          id: answerBookmark(source),
          children: answer ? linesOf(answer).map((line, i) => run(line, { break: i > 0 })) : [run(ReportTexts.notAnswered, { italics: true })],
        }),
      ],
    ]),
    [6, 64, 30],
    { size: ITEM_TEXT },
  );
}
