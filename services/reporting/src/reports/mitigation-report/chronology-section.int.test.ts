import { partsOf, pdfOf } from '../../testing/docx-package.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { reportModelOf } from '../raw-report/report-contents.js';
import { buildMitigationReport } from './mitigation-report.js';
import { ChronologyTexts } from './sections/chronology.js';

/** The realistic case's report, read back as LibreOffice lays it out (see testing/docx-package.ts). */
const model = reportModelOf(realisticCaseSources());
let docx: Buffer;
let pdf: Awaited<ReturnType<typeof pdfOf>>;

beforeAll(async () => {
  docx = await buildMitigationReport(model);
  pdf = await pdfOf(docx);
}, 180_000);

/** The pages of the Life Chronology: from its heading (a line of its own; the contents' line has dot leaders) to the next heading's page. */
const chronologyPages = () => {
  const first = pdf.pages.findIndex((page) => page.split('\n').some((line) => line.trim() === ChronologyTexts.heading));
  return { first, text: pdf.pages.slice(first, first + 4).join('\n') };
};

describe("the report's Life Chronology", () => {
  it('holds the timeline as an SVG picture with a PNG for readers that cannot draw SVG, the text column wide, described for screen readers', async () => {
    const parts = await partsOf(docx);
    const media = [...parts.keys()].filter((name) => name.startsWith('word/media/'));
    expect(media.map((name) => name.split('.').pop()).sort()).toEqual(['png', 'svg']);
    expect(parts.get(media.find((name) => name.endsWith('.svg'))!)).toContain('<title>Timeline of Marcus Tillman’s life</title>');
    const document = parts.get('word/document.xml')!;
    expect(document).toMatch(/<asvg:svgBlip [^>]*r:embed="rId\w+"/);
    // 6.5 inches (914,400 EMU to the inch): the Letter page's text width.
    expect(document).toContain('<wp:extent cx="5943600"');
    expect(document).toMatch(/<wp:docPr [^>]*descr="Timeline of Marcus Tillman’s life: each dated answer in its lane/);
  });

  it('opens in LibreOffice with the picture and the table after the contents, each line dated as US documents write it, the age then under its date, and the page of its answer', () => {
    const { first, text } = chronologyPages();
    expect(first).toBeGreaterThan(1);
    expect(pdf.pages.slice(0, first).some((page) => /Life Chronology\.{3,}\s*\d+/.test(page))).toBe(true);
    // The picture, 6.5 in at 150 pixels to the inch, on the chronology's first page.
    expect(pdf.images.filter((image) => image.page === first + 1)).toEqual([{ page: first + 1, width: 975, height: expect.any(Number) }]);
    expect(text).toMatch(/Date\s+What happened\s+Source/);
    expect(text).toMatch(/September 12, 1987\s+Born in Dayton, Ohio\s+\(p\. \d+\)\n(?!\s*age 0)/);
    expect(text).toMatch(/2000 to 2003\s+Attended Westmoor Middle School \(middle school\)\s+\(p\. \d+\)/);
    // A job or a home by the month the client knows (the questionnaire has them pick its 1st), never "May 1, 2004".
    expect(text).toMatch(/March 2011 to\s+Forklift driver, then lead on second shift at Scioto/);
    expect(text).toMatch(/May 2004 to May\s+Cook at Wendy's on Cleveland Avenue/);
    expect(text).not.toMatch(/\b(January|February|March|April|May|June|July|August|September|October|November|December) 1, (2004|2008|2011|2012|2016|2022|2023)\b/);
    expect(text).toMatch(/April 14, 2026\s+Next court date\s+\(p\. \d+\)\s*\n\s*age 38/);
    // A screen's answer is cited too: by its page in the appendix, or by its screen where it is not printed.
    expect(text).toMatch(/about 1996\s+Head injury: “My father threw me into a radiator”;\s+(\(p\. \d+\)|OSU TBI-ID:)/);
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('cites the page where the answer a line rests on is printed', () => {
    const row = /about 1997\s+Father went to jail or prison\s+\(p\. (\d+)\)\s*\n\s*age 9/.exec(chronologyPages().text);
    expect(row).not.toBeNull();
    expect(pdf.pages[Number(row![1]) - 1]).toContain('My dad went to prison for robbery when I was 9.');
  });
});
