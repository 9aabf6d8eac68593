import { answerBookmark, type AnswerSource } from '../case-record/case-record.js';
import { pdfOf } from '../../testing/docx-package.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport, ReportTexts } from './mitigation-report.js';
import type { Fact, ReportModel } from './report-model.js';

/**
 * The realistic case's report as LibreOffice lays it out, read back: At a glance on page 2 (at most two
 * pages) naming its red flags and themes, every page number it cites pointing at the page that holds the
 * answer.
 */
const model = reportModelOf(realisticCaseSources());
let pages: string[];

beforeAll(async () => {
  ({ pages } = await pdfOf(await buildMitigationReport(model)));
}, 240_000);

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A table's first-column text as the layout reads it: its words in order, the second column's lines between them. */
const inTableCell = (text: string) => new RegExp(text.split(' ').map((word) => word.replace(/[()]/g, '\\$&')).join('.{1,120}?'));
/** The pages (0-based) from the one holding `heading` to the one before the page holding `next`. */
const pagesOf = (all: string[], heading: string, next: string) => {
  const first = all.findIndex((page) => page.includes(heading));
  const after = all.findIndex((page, index) => index > first && page.includes(next));
  return all.slice(first, after);
};

/** The answers a fact cites by page number: one a questionnaire page, in the document's order (as `Citations` prints them). */
function citedAnswers(facts: Fact[], { pages: answered }: ReportModel): AnswerSource[][] {
  const order = answered.flatMap((page) => page.answers.map((answer) => answerBookmark(answer.source)));
  return facts
    .map((fact) =>
      fact.sources
        .filter((source, index) => fact.sources.findIndex((other) => other.pageKey === source.pageKey) === index)
        .filter((source) => order.includes(answerBookmark(source)))
        .sort((a, b) => order.indexOf(answerBookmark(a)) - order.indexOf(answerBookmark(b))),
    )
    .filter((sources) => sources.length > 0);
}

/** The answer as the answers section prints it, a few words of it: its value's first words, or a check list's first option. */
function printedWords(source: AnswerSource, { pages: answered }: ReportModel): string {
  const printed = answered.flatMap((page) => page.answers).find((answer) => answerBookmark(answer.source) === answerBookmark(source))!.answer;
  const text = printed.kind === 'list' ? printed.items[0]! : printed.kind === 'file' ? printed.name : printed.text;
  return text.split(/\s+/).slice(0, 2).join(' ');
}

describe('the realistic case’s report: at a glance', () => {
  it('is page 2, at most two pages, before the contents, with its red flags first and its themes', () => {
    const glance = pagesOf(pages, ReportTexts.atAGlance, ReportTexts.contents);
    expect(pages.findIndex((page) => page.includes(ReportTexts.atAGlance))).toBe(1);
    expect(glance.length).toBeLessThanOrEqual(2);
    const text = flat(glance.join(' '));
    const order = [ReportTexts.redFlags, ...model.atAGlance.redFlags.map((flag) => flag.title.split(' ')[0]!), ReportTexts.themes, ReportTexts.evaluations, ReportTexts.followUps];
    const at = order.map((heading) => text.indexOf(heading));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const flag of ['Current suicide risk', 'Brain injury (moderate)', 'Risk of withdrawal in custody', 'In custody']) expect(text).toMatch(inTableCell(flag));
    for (const theme of model.atAGlance.themes) expect(text).toContain(`${theme.title}:`);
    expect(text).toContain('Ask jail medical for a suicide-risk assessment now.');
  });

  it('cites each answer by the page that holds it', () => {
    const { redFlags, themes, evaluations, followUps } = model.atAGlance;
    const facts = [...redFlags.flatMap((flag) => flag.facts), ...themes.flatMap((theme) => theme.facts), ...evaluations.flatMap((evaluation) => evaluation.facts), ...followUps];
    const expected = citedAnswers(facts, model);
    const glance = pagesOf(pages, ReportTexts.atAGlance, ReportTexts.contents).join('\n');
    // In reading order (a table's second column keeps its lines' order), each "(p. 12)" or "(pp. 12, 14)".
    const cited = [...glance.matchAll(/\(pp?\.\s+([\d,\s]+?)\s*[);]/g)].map((match) => match[1]!.split(/,\s*/).map(Number));
    expect(cited.map((numbers) => numbers.length)).toEqual(expected.map((sources) => sources.length));
    cited.forEach((numbers, index) =>
      numbers.forEach((page, at) => {
        const source = expected[index]![at]!;
        expect({ source: source.questionKey, on: flat(pages[page - 1]!).includes(printedWords(source, model)) }).toEqual({ source: source.questionKey, on: true });
      }),
    );
  });
});
