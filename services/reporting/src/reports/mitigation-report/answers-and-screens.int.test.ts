import { answerBookmark } from '../case-record/case-record.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { partsOf, pdfOf } from '../../testing/docx-package.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport, ReportTexts } from './mitigation-report.js';

/** The realistic case's work product as LibreOffice lays it out, and its document.xml (issue 34, items 6 and 7). */
const model = reportModelOf(realisticCaseSources());
let pages: string[];
let text: string;
let xml: string;

beforeAll(async () => {
  const docx = await buildMitigationReport(model);
  ({ pages } = await pdfOf(docx));
  text = pages.join(' ').replace(/\s+/g, ' ');
  xml = (await partsOf(docx)).get('word/document.xml')!;
}, 180_000);

const unescaped = (content: string) => content.replaceAll('&apos;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');
/** The document's tables, each a list of rows, each a list of its cells' text. */
const tablesOf = (document: string) =>
  [...document.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map(([, table]) =>
    [...table.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)].map(([, row]) =>
      [...row.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map(([, cell]) => unescaped([...cell.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, run]) => run).join(' '))),
    ),
  );
const answers = () => text.slice(text.indexOf(`${model.pages[0].title} `, text.indexOf(ReportTexts.screenSources)), text.lastIndexOf(ReportTexts.screenItems));

describe('the answers read as a document (issue 34, item 7)', () => {
  it("prints each question by its short label in the attorney's words, never the form's navigation", () => {
    const rows = tablesOf(xml).flat();
    for (const expected of [
      ["Mother's name", 'Denise Tillman'],
      ['Mother alive', 'Yes'],
      ['Thoughts of suicide in the past month', 'Yes'],
      ['Highest grade or degree', 'Some high school'],
    ]) {
      expect(rows).toContainEqual(expected);
    }
    for (const clientVoice of ["What is your mother's name?", 'Do you want to add another', 'Would you like to add another', 'Another job'])
      expect(answers()).not.toContain(clientVoice);
  });

  it('writes US English, the spelling of a US court (“Children and Dependents”, “License”)', () => {
    expect(text).toContain('Children and Dependents');
    expect(text).toContain('License: Public domain');
    // The ITQ's "disturbances in self-organisation" is the instrument's published name, kept as published.
    expect(text).not.toMatch(/\b(dependants?|colour|behaviour|neighbour|favour|honour|labour|programme|centre|licence|counsell|recognis|apologis)/i);
  });

  it('prints a numbered list as a table: a row a slot, a column a field', () => {
    const jobs = tablesOf(xml).find(([header]) => header?.[0] === 'Job')!;
    expect(jobs[0]).toEqual(['Job', 'Employer', 'Work done', 'Started', 'Stopped', 'Hours', 'Why it ended', 'Boss']);
    expect(jobs[1]).toEqual([
      '1',
      'Scioto Valley Distribution',
      expect.stringContaining('Forklift'),
      'March 1, 2011',
      'October 1, 2023',
      'Full time',
      'Health problems',
      'Gary Lindqvist',
    ]);
    // Eight columns on the page, and still no word broken in two: each column at least as wide as its longest word.
    const laidOut = pages.join('\n');
    expect(laidOut).toMatch(/^\s*Job\s+Employer\s+Work\s+Started\s+Stopped\s+Hours\s+Why it\s+Boss$/m);
    expect(laidOut).toMatch(/^\s*Home\s+City and state\s+Moved in/m);
    expect(laidOut).toMatch(/^\s+Cleveland\s+2004\s+2008\s+changed\s+better job$/m);
    const children = tablesOf(xml).find(([header]) => header?.[0] === 'Child')!;
    expect(children.slice(1).map((row) => row[1])).toEqual(['Jaylen', 'Amaya', 'Marcus Jr. (MJ)']);
    const supporters = tablesOf(xml).find(([header]) => header?.[0] === 'Supporter')!;
    expect(supporters[0]).toEqual(['Supporter', 'First name', 'Last name', 'Relationship', 'Email', 'Mobile phone']);
  });

  it('bookmarks every printed answer, so that any section can cite its page, and never splits a row across pages', () => {
    const printed = model.pages.flatMap((page) => page.answers);
    expect(printed.length).toBeGreaterThan(300);
    expect(printed.filter(({ source }) => !xml.includes(`w:name="${answerBookmark(source)}"`)).map(({ source }) => source.questionKey)).toEqual([]);
    const rows = [...xml.matchAll(/<w:tr>([\s\S]*?)<\/w:tr>/g)];
    expect(rows.filter(([row]) => !row.includes('<w:cantSplit/>'))).toHaveLength(0);
  });
});

describe('the screens in one page (issue 34, item 6)', () => {
  it('puts the safety flag first, then the note that a screen is not a diagnosis, then the 13 screens in one table on one page', () => {
    const page = pages.find((candidate) => candidate.includes('Safety flag (PHQ-9)'))!;
    const flat = page.replace(/\s+/g, ' ');
    expect(flat.indexOf('Safety flag (PHQ-9)')).toBeLessThan(flat.indexOf(ReportTexts.notADiagnosis));
    for (const { instrument } of model.screens)
      expect({ instrument, onThePage: new RegExp(`^\\s*${instrument.replace(/[-]/g, '\\-').replace(' ', '\\s')}\\s`, 'm').test(page) }).toEqual({ instrument, onThePage: true });
    const table = tablesOf(xml).find(([header]) => header?.[0] === 'Screen')!;
    expect(table[0]).toEqual(['Screen', 'Screens for', 'Score', 'Band', 'What it means', 'Flag']);
    expect(table.find((row) => row[0] === 'ACE')).toEqual(['ACE', 'Adverse Childhood Experiences', '7', 'High', expect.stringContaining('does not measure this person'), '—']);
    expect(table.find((row) => row[0] === 'PHQ-9')!.slice(1)).toEqual(['Depression', '18', 'Moderately severe', ReportTexts.bandRange('Moderately severe'), 'Safety (item 9)']);
  });

  it('cites each screen as a publication, never a file-sharing site or a blog', () => {
    for (const { instrument, citation } of model.screens) expect(text).toContain(`${instrument}: ${citation}`);
    expect(text).not.toMatch(/scribd|blogg?\b|acestoohigh/i);
  });

  it("moves each screen's items, with the client's answers, to an appendix", () => {
    const appendix = text.slice(text.lastIndexOf(ReportTexts.screenItems));
    for (const { title } of model.screens) expect(appendix).toContain(title);
    expect(tablesOf(xml).flat()).toContainEqual(['9', 'Thoughts that you would be better off dead or of hurting yourself in some way', 'Several days']);
  });
});
