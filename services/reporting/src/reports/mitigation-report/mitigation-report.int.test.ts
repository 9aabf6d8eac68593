import { partsOf, pdfOf, xmlProblem } from '../../testing/docx-package.js';
import { knownReportSources } from '../../testing/report-fixtures.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport, ReportTexts } from './mitigation-report.js';

/** The builder against the known answer set, read back with LibreOffice and unzip (see testing/docx-package.ts). */
const model = reportModelOf(knownReportSources());
let docx: Buffer;
let pages: string[];
let pageSize: string;
let text: string;

beforeAll(async () => {
  docx = await buildMitigationReport(model);
  ({ pages, pageSize } = await pdfOf(docx));
  // One line per paragraph: pdftotext breaks lines where the page does.
  text = pages.join(' ').replace(/\s+/g, ' ');
}, 180_000);

const xmlParts = (parts: Map<string, string>) => [...parts].filter(([name]) => /\.(xml|rels)$/.test(name));

describe('the Mitigation Report (.docx)', () => {
  it('is a package with every part it names, each well-formed XML', async () => {
    const parts = await partsOf(docx);
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml', 'word/numbering.xml', 'word/settings.xml', 'docProps/core.xml']) {
      expect(parts.has(part)).toBe(true);
    }
    expect(xmlParts(parts).map(([name, xml]) => [name, xmlProblem(xml)])).toEqual(xmlParts(parts).map(([name]) => [name, null]));
    // Every relationship's target is in the package.
    for (const [name, xml] of xmlParts(parts).filter(([name]) => name.endsWith('.rels'))) {
      const folder = name.replace(/_rels\/[^/]*\.rels$/, '');
      for (const [, target, mode] of xml.matchAll(/Target="([^"]+)"(?:\s+TargetMode="(\w+)")?/g)) {
        if (mode === 'External') continue;
        const path = target.startsWith('/') ? target.slice(1) : `${folder}${target}`;
        expect([name, parts.has(path)]).toEqual([name, true]);
      }
    }
    const settings = parts.get('word/settings.xml')!;
    expect(settings).toMatch(/<w:updateFields( w:val="true")?\/>/);
    const document = parts.get('word/document.xml')!;
    expect(document).toContain('PAGEREF');
    expect(document).toContain('<w:pStyle w:val="Heading1"/>');
    expect(document).toContain('<w:pStyle w:val="Heading2"/>');
    expect(parts.get('word/styles.xml')).toContain('w:styleId="Heading1"');
    // The client's name in the header, the page numbers in the footer.
    expect([...parts].filter(([name]) => name.startsWith('word/header')).some(([, xml]) => xml.includes('Mitigation Report: Grace Hopper'))).toBe(true);
    expect([...parts].filter(([name]) => name.startsWith('word/footer')).some(([, xml]) => xml.includes('PAGE') && xml.includes('NUMPAGES'))).toBe(true);
  });

  it('opens in LibreOffice on US Letter pages with the cover, the contents and the client facts, dates as US documents write them', () => {
    expect(pageSize).toMatch(/^612 x 792 pts/);
    for (const expected of [
      'Mitigation Report',
      'Grace Hopper',
      'Prepared for Ada Lovelace',
      'March 1, 2026',
      ReportTexts.confidential,
      ReportTexts.contents,
      ReportTexts.clientFacts,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Date of birth June 15, 1990/);
    expect(text).toMatch(/Age 35/);
    expect(text).toMatch(/Gender Male/);
    expect(text).toMatch(/Completed on February 27, 2026/);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('lists every heading in its contents with the page it is on, as LibreOffice lays the file out', () => {
    const contentsPage = pages.findIndex((page) => page.includes(ReportTexts.contents));
    const lines = pages[contentsPage]
      .split('\n')
      .map((line) => /^(.+?)[ .]*\.{3,}\s*(\d+)$/.exec(line.trim()))
      .filter((match) => match !== null);
    expect(lines.map((match) => match[1])).toEqual(expect.arrayContaining([ReportTexts.clientFacts, ReportTexts.screens, ReportTexts.letters]));
    for (const [, heading, page] of lines.map((match) => match)) {
      expect({ heading, on: pages[Number(page) - 1].includes(heading) }).toEqual({ heading, on: true });
    }
  });

  it('holds every answered page under its title with its answers, and nothing unanswered or hidden', () => {
    for (const expected of [
      'Personal Information',
      'Life History',
      'Tell us about where you grew up. I grew up in Dayton. We moved to Toledo when I was nine.',
      'Did you serve in the military? No',
      'Upload your school records. File: report card 1999.pdf',
    ]) {
      expect(text).toContain(expected);
    }
    // Short answers in a two-column table (a check list's options one to a line), free text as a paragraph.
    expect(text).toMatch(/Which kinds of work have you Construction done\? Farm work/);
    // After the contents: At a glance, before them, names the page left empty as a gap to follow up.
    for (const absent of ['Housing History', 'Which branch did you serve in?', 'Navy', 'Do you have a nickname?', 'Please answer as well as you can.']) {
      expect(text.slice(text.indexOf(ReportTexts.contents))).not.toContain(absent);
    }
  });

  it('holds the screens in one table with the scoring engine’s results in plain words, the safety flag first, the sources as publications', () => {
    const [phq9, auditC, gad7] = model.screens;
    const screens = text.slice(text.lastIndexOf(`${ReportTexts.screens} Safety flag`));
    expect(screens.startsWith(`${ReportTexts.screens} ${ReportTexts.safetyLine('PHQ-9', phq9.result.flags[0].label)} ${ReportTexts.notADiagnosis}`)).toBe(true);
    expect(text.split(ReportTexts.notADiagnosis)).toHaveLength(2);
    // A row a screen: screen, what it screens for, score, band, what it means, flag.
    expect(screens).toContain(`PHQ-9 Depression ${phq9.result.total} ${phq9.result.band!.label} ${ReportTexts.bandRange(phq9.result.band!.label)} Safety (item 9)`);
    expect(screens).toContain(`AUDIT-C Alcohol Use ${auditC.result.total} Negative ${ReportTexts.cutOff(auditC.result.cutOff!)} —`);
    expect(screens).toContain(`GAD-7 Anxiety Incomplete — ${ReportTexts.notScored(4)} —`);
    for (const screen of model.screens) expect(screens).toContain(`${screen.instrument}: ${screen.citation}`);
    // The items in the appendix, each with its answer.
    const appendix = text.slice(text.lastIndexOf(ReportTexts.screenItems));
    expect(appendix).toContain('PHQ-9: Depression Safety: item 9 was answered above "Not at all" Score: 12 (Moderate)');
    expect(appendix).toContain('9 PHQ-9 item 9 Several days');
    expect(appendix).toContain(`Positive: No (${auditC.result.cutOff})`);
    expect(appendix).toContain('4 GAD-7 item 4 Not answered');
    expect(appendix).toContain('Incomplete: 4 item(s) without an answer');
    expect(appendix).toContain(`Source: ${gad7.citation}`);
  });

  it('ends with an appendix of the signed letters, each with its signature, time and hash', () => {
    const appendix = text.slice(text.lastIndexOf(ReportTexts.letters));
    expect(appendix).toContain(
      'Mary Hopper (Sister) Grace has always looked after our family. She drove our mother to every appointment. Mary Hopper Sister Signed electronically on February 20, 2026 at 3:04 PM UTC',
    );
    expect(appendix).toContain(`SHA-256 of the letter's text as it was signed: ${'a'.repeat(64)} To check a copy of the text`);
    expect(appendix).toContain('John Mauchly I have worked with Grace for ten years. J. Mauchly Signed electronically on February 21, 2026 at 9:30 AM UTC');
  });
});
