import { Paragraph, TextRun, type FileChild } from 'docx';
import type { ScreenScore } from '@app/contracts';
import { answerParagraphs, italicParagraph, NONE, questionParagraph, safetyParagraph, table, type Outline } from '../docx-parts.js';
import { SAFETY_FLAG, type ReportScreen } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';

/** The screens: any safety flag first, a summary table, then each screen with its result, items and source. */
export function screens(list: ReportScreen[], outline: Outline): FileChild[] {
  if (list.length === 0) return [];
  const safety = list.flatMap((screen) => screen.result.flags.filter((flag) => flag.key === SAFETY_FLAG).map((flag) => ({ screen, flag })));
  return [
    outline.heading1(ReportTexts.screens),
    ...safety.map(({ screen, flag }) => safetyParagraph(`${ReportTexts.safetyFlag}: ${screen.instrument}: ${flag.label}`)),
    italicParagraph(ReportTexts.notADiagnosis),
    outline.heading2(ReportTexts.summary),
    table(
      ['Screen', 'Score', 'Band', 'Positive', 'Cut-off'],
      list.map(({ instrument, result }) => [instrument, scoreText(result), result.band?.label ?? NONE, positiveText(result), result.cutOff ?? NONE]),
    ),
    ...list.flatMap((screen) => screenSection(screen, outline)),
  ];
}

function screenSection({ title, instrument, citation, licence, sourceUrl, note, notOfferedIn, items, result }: ReportScreen, outline: Outline): FileChild[] {
  const scored = [
    `Score: ${scoreText(result)}${result.band ? ` (${result.band.label})` : ''}`,
    ...(result.band?.note ? [result.band.note] : []),
    ...(result.positive !== null ? [`Positive: ${positiveText(result)}${result.cutOff ? ` (${result.cutOff})` : ''}`] : []),
    ...result.subScores.map((sub) => `${sub.label}: ${sub.score ?? ReportTexts.incomplete}`),
    ...result.criteria.map((criterion) => `${criterion.label}: ${criterion.met === null ? 'Unknown' : criterion.met ? 'Met' : 'Not met'}`),
    ...(result.complete ? [] : [`${ReportTexts.incomplete}: ${result.missingItems.length} item(s) without an answer`]),
  ];
  const why = notOfferedIn ? [result.notTaken ? ReportTexts.notTakenWhy(notOfferedIn) : ReportTexts.answeredInEnglish(notOfferedIn)] : [];
  // A screen not taken has nothing scored to show, only why.
  const facts = [...why, ...(result.notTaken ? [] : scored), ...(note ? [note] : [])];
  return [
    outline.heading2(title.includes(instrument) ? title : `${title} (${instrument})`),
    ...result.flags.map((flag) => (flag.key === SAFETY_FLAG ? safetyParagraph(`${ReportTexts.safetyFlag}: ${flag.label}`) : new Paragraph({ children: [new TextRun({ text: `Flag: ${flag.label}`, bold: true })] }))),
    ...facts.map((text) => new Paragraph({ text })),
    ...items.flatMap(({ question, answer }) => [questionParagraph(question), ...(answer ? answerParagraphs(answer) : [italicParagraph(ReportTexts.notAnswered)])]),
    new Paragraph({ children: [new TextRun({ text: 'Source: ', bold: true }), new TextRun(citation)] }),
    new Paragraph({ children: [new TextRun({ text: 'Licence: ', bold: true }), new TextRun(licence), ...(sourceUrl ? [new TextRun(` (${sourceUrl})`)] : [])] }),
  ];
}

const scoreText = (result: ScreenScore) => (result.notTaken ? ReportTexts.notTaken : !result.complete ? ReportTexts.incomplete : result.total === null ? NONE : String(result.total));
const positiveText = (result: ScreenScore) => (result.notTaken ? NONE : !result.complete ? ReportTexts.incomplete : result.positive === null ? NONE : result.positive ? 'Yes' : 'No');
