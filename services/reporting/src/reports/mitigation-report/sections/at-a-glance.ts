import { Paragraph, TextRun, type FileChild, type ParagraphChild } from 'docx';
import { Citations } from '../citations.js';
import { italicParagraph, SAFETY_COLOUR, table, type Outline } from '../docx-parts.js';
import { inSentence } from '../../case-analysis/facts.js';
import type { Fact, ReportModel } from '../report-model.js';
import { ReportTexts } from '../report-texts.js';

/** The red flags' table: the flag, and what the answers say and what to do. */
const COLUMNS = [22, 78];

/**
 * Page 2 (issue 34, item 2): the red flags in the safety colour, each with what to do, then the themes,
 * the evaluations to consider and what to follow up (the court edition: the themes alone), every statement
 * citing the page of the answer it rests on.
 */
export function atAGlance(model: ReportModel, outline: Outline): FileChild[] {
  const { redFlags, themes, evaluations, followUps } = model.atAGlance;
  const citations = Citations.of(model);
  /** Facts one a line, or (`inline`) in one run of text. */
  const facts = (list: Fact[], inline = false) =>
    list.flatMap((fact, index): ParagraphChild[] =>
      index === 0
        ? factRuns(fact, citations)
        : inline
          ? [new TextRun('; '), ...factRuns({ ...fact, text: inSentence(fact.text) }, citations)]
          : [new TextRun({ break: 1 }), ...factRuns(fact, citations)],
    );
  const nothing = redFlags.length + themes.length + evaluations.length + followUps.length === 0;
  return [
    outline.heading1(ReportTexts.atAGlance, { pageBreakBefore: true }),
    italicParagraph(nothing ? (model.edition === 'court' ? ReportTexts.atAGlanceNothingCourt : ReportTexts.atAGlanceNothing) : ReportTexts.atAGlanceIntro),
    ...(redFlags.length === 0
      ? []
      : [
          outline.heading2(ReportTexts.redFlags),
          table(
            ['Red flag', 'What the answers say, and what to do'],
            redFlags.map(({ title, facts: flagFacts, action }) => [
              [new TextRun({ text: title, bold: true, color: SAFETY_COLOUR })],
              [...facts(flagFacts), new TextRun({ break: 1 }), new TextRun({ text: `${ReportTexts.whatToDo} `, bold: true }), new TextRun(action)],
            ]),
            COLUMNS,
          ),
        ]),
    ...(themes.length === 0 ? [] : [outline.heading2(ReportTexts.themes), ...themes.map(({ title, facts: themeFacts }) => runIn(title, facts(themeFacts, true)))]),
    ...(evaluations.length === 0 ? [] : [outline.heading2(ReportTexts.evaluations), ...evaluations.map(({ title, facts: reasons }) => runIn(title, facts(reasons, true)))]),
    ...(followUps.length === 0
      ? []
      : [
          outline.heading2(ReportTexts.followUps),
          ...followUps.map(
            ({ kind, text, sources }) =>
              new Paragraph({
                spacing: { after: 0 },
                bullet: { level: 0 },
                children: [
                  new TextRun({ text: `${kind === 'inconsistency' ? ReportTexts.disagree : ReportTexts.missing} `, bold: true }),
                  ...factRuns({ text, sources }, citations),
                ],
              }),
          ),
        ]),
  ];
}

/** A paragraph led by its title in bold: a theme or an evaluation, with its facts in one run of text. */
const runIn = (title: string, children: ParagraphChild[]) =>
  new Paragraph({ spacing: { after: 80 }, children: [new TextRun({ text: `${title}: `, bold: true }), ...children, new TextRun('.')] });

const factRuns = ({ text, sources }: Fact, citations: Citations): ParagraphChild[] => [new TextRun(text), ...citations.runs(sources)];
