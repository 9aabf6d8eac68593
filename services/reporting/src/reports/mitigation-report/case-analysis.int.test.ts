import { answerBookmark, type AnswerSource } from '../case-record/case-record.js';
import { pdfOf } from '../../testing/docx-package.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport, ReportTexts } from './mitigation-report.js';
import type { Fact, ReportModel } from './report-model.js';
import { ChronologyTexts } from './sections/chronology.js';
import { FamilyTexts } from './sections/family.js';
import { RecordsTexts } from './sections/records-and-people.js';

/**
 * The realistic case's report as LibreOffice lays it out, read back: At a glance on page 2 (at most two
 * pages) naming its red flags and themes, the family and the records and people tables, every page number
 * they cite pointing at the page that holds the answer.
 */
const model = reportModelOf(realisticCaseSources());
const court = reportModelOf({ ...realisticCaseSources(), edition: 'court' });
let pages: string[];
let courtPages: string[];

beforeAll(async () => {
  [pages, courtPages] = await Promise.all([model, court].map(async (each) => (await pdfOf(await buildMitigationReport(each))).pages));
}, 240_000);

const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A table's first-column text as the layout reads it: its words in order, the second column's lines between them. */
const inTableCell = (text: string) =>
  new RegExp(
    text
      .split(' ')
      .map((word) => word.replace(/[()]/g, '\\$&'))
      .join('.{1,120}?'),
  );
/** The page (0-based) where a section begins: a line that is its heading and nothing else (the contents' lines have page numbers). */
const headingPage = (all: string[], heading: string) => all.findIndex((page) => page.split('\n').some((line) => line.trim() === heading));
/** A section's pages: from its heading's page to the next section's heading (which may begin on the same page as its end). */
function pagesOf(all: string[], heading: string, next: string): string[] {
  const last = headingPage(all, next);
  const section = all.slice(headingPage(all, heading), last + 1);
  section[section.length - 1] = section.at(-1)!.split(new RegExp(`^\\s*${next}\\s*$`, 'm'))[0]!;
  return section;
}

/** A statement's cited answers as `Citations` prints them: one a questionnaire page (the first `most`), in the document's order. */
function citedAnswers(statements: Pick<Fact, 'sources'>[], model: ReportModel, most = Infinity): AnswerSource[][] {
  const order = printedAnswers(model).map(({ source }) => answerBookmark(source));
  return statements
    .map(({ sources }) =>
      sources
        .filter((source, index) => sources.findIndex((other) => other.pageKey === source.pageKey) === index)
        .slice(0, most)
        .filter((source) => order.includes(answerBookmark(source)))
        .sort((a, b) => order.indexOf(answerBookmark(a)) - order.indexOf(answerBookmark(b))),
    )
    .filter((sources) => sources.length > 0);
}

/** The answers the report prints, in its order: the answers section's, then the screens' items in their appendix. */
const printedAnswers = ({ pages: answered, screens }: ReportModel) => [...answered.flatMap((page) => page.answers), ...screens.flatMap((screen) => screen.items)];

/** The answer as the report prints it, its first words (a table cell may break them over lines): its value's, or a check list's first option's. */
function printedWords(source: AnswerSource, model: ReportModel): string[] {
  const printed = printedAnswers(model).find((answer) => answerBookmark(answer.source) === answerBookmark(source))!.answer!;
  const text = printed.kind === 'list' ? printed.items[0] : printed.kind === 'file' ? printed.name : printed.text;
  return text.split(/\s+/).slice(0, 2);
}

/**
 * Every "(p. 12)" or "(pp. 12, 14)" of `text` in reading order (a table's last column keeps its lines' order;
 * the other columns' words may fall inside one broken over two lines: its numbers are the ones it ends with)
 * points at a page holding the answer.
 */
function expectCitations(text: string, expected: AnswerSource[][]) {
  const cited = [...text.matchAll(/\(pp?\.([^()]*?)\)/g)].map((match) => /(\d+(?:,\s*\d+)*)\s*$/.exec(match[1])![1].split(/,\s*/).map(Number));
  expect(cited.map((numbers) => numbers.length)).toEqual(expected.map((sources) => sources.length));
  cited.forEach((numbers, index) =>
    numbers.forEach((page, at) => {
      const source = expected[index][at];
      expect({ source: source.questionKey, on: printedWords(source, model).every((word) => pages[page - 1].includes(word)) }).toEqual({ source: source.questionKey, on: true });
    }),
  );
}

describe('the realistic case’s report: its pages', () => {
  it('has no blank page: the Life Chronology begins on the page after the contents end, in both editions', () => {
    for (const all of [pages, courtPages]) {
      const blank = all.map((page, index) => ({ page: index + 1, lines: page.split('\n').filter((line) => line.trim()).length })).filter(({ lines }) => lines <= 2);
      expect(blank).toEqual([]);
      const contentsEnd = all.findIndex((page, index) => index > headingPage(all, ReportTexts.contents) && !/\.{5,}\s*\d+\s*$/m.test(page)) - 1;
      expect(headingPage(all, ChronologyTexts.heading)).toBe(contentsEnd + 1);
    }
  });
});

describe('the realistic case’s report: at a glance', () => {
  it('is page 2, at most two pages, before the contents, with its red flags first and its themes', () => {
    const glance = pagesOf(pages, ReportTexts.atAGlance, ReportTexts.contents);
    expect(headingPage(pages, ReportTexts.atAGlance)).toBe(1);
    expect(headingPage(pages, ReportTexts.contents)).toBeLessThanOrEqual(3);
    const text = flat(glance.join(' '));
    const order = [ReportTexts.redFlags, ...model.atAGlance.redFlags.map((flag) => flag.title.split(' ')[0]), ReportTexts.themes, ReportTexts.evaluations, ReportTexts.followUps];
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
    expect(citedAnswers(facts, model).length).toBeGreaterThan(25);
    expectCitations(pagesOf(pages, ReportTexts.atAGlance, ReportTexts.contents).join('\n'), citedAnswers(facts, model));
  });

  it('in the court edition holds the mitigation themes, not the team’s plan, and no drug use the client was not charged with', () => {
    const text = flat(pagesOf(courtPages, ReportTexts.atAGlance, ReportTexts.contents).join(' '));
    expect(text).toContain(`${ReportTexts.themes} Childhood adversity and trauma: ACE score 7 (high)`);
    for (const words of [ReportTexts.redFlags, 'What to do', 'Ask jail medical', ReportTexts.evaluations, 'Neuropsychological evaluation:', ReportTexts.followUps])
      expect(text).not.toContain(words);
    expect(text).not.toMatch(/marijuana|cocaine/i);
  });
});

describe('the realistic case’s report: family, records and people', () => {
  it('puts the family in one table after At a glance, with the patterns across generations, citing each answer’s page', () => {
    const family = pagesOf(pages, FamilyTexts.heading, RecordsTexts.heading);
    expect(headingPage(pages, FamilyTexts.heading)).toBeGreaterThan(headingPage(pages, ReportTexts.contents));
    const text = flat(family.join(' '));
    expect(text).toContain(`${FamilyTexts.columns.join(' ')} Mother Denise Alive; lived with the client as a child`);
    for (const name of ['Raymond', 'Keisha', 'Andre', 'Tiana', 'Shonda', 'Jaylen', 'Amaya']) expect(text).toContain(name);
    // The grandparent who raised him by the name his answer on the others gives her, in one row.
    expect(text).toMatch(/Grandmother Loretta Helped raise the client \(p\. \d+\) Hughes “My grandma Loretta Hughes, my mom's mom\./);
    expect(text).not.toContain('Others who');
    expect(text).toContain(`${FamilyTexts.patterns} ● Alcohol or drugs: the mother and father`);
    const { relatives, patterns } = model.family;
    expectCitations(family.join('\n'), citedAnswers([...relatives.flatMap((relative) => relative.facts), ...patterns], model));
  });

  it('lists the records to request and the people to talk to, with how to reach them, citing the pages that name them', () => {
    const section = pagesOf(pages, RecordsTexts.heading, ReportTexts.clientFacts);
    const text = flat(section.join(' '));
    expect(text).toContain('Scioto Valley Employer March 2011');
    // A place the client named in a sentence of their own is quoted as their words, never as the report's.
    expect(text).toContain(RecordsTexts.clientWords);
    expect(text).toMatch(inTableCell('“A counselor at Jackson Elementary when I was 10”'));
    expect(text).toContain('Keisha Brooks Sister');
    expect(text).toContain('keisha.brooks@example.com');
    const { records, people } = model.recordsAndPeople;
    const [recordPages, peoplePages] = section.join('\n').split(new RegExp(`^${RecordsTexts.people}$`, 'm'));
    expectCitations(recordPages, citedAnswers(records, model));
    expectCitations(peoplePages, citedAnswers(people, model, 2));
  });

  it('leaves the records and people out of the court edition, and every phone and email with them', () => {
    expect(headingPage(courtPages, RecordsTexts.heading)).toBe(-1);
    expect(headingPage(courtPages, FamilyTexts.heading)).toBeGreaterThan(0);
    expect(courtPages.join(' ')).not.toMatch(/614-555-01\d\d|@example\.com/);
  });
});
