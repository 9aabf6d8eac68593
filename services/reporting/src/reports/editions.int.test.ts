import { realisticCaseSources, RealisticAnswers } from '../testing/realistic-case.js';
import { partsOf } from '../testing/docx-package.js';
import { omissionOf } from './editions.js';
import { buildMitigationReport, ReportTexts } from './mitigation-report/mitigation-report.js';
import { reportModelOf } from './raw-report/report-contents.js';

/** Every text of a built report: its body, headers and footers, as Word would show it. */
async function textOf(edition: 'workProduct' | 'court') {
  const parts = await partsOf(await buildMitigationReport(reportModelOf({ ...realisticCaseSources(), edition })));
  const xml = [...parts].filter(([name]) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name)).map(([, content]) => content);
  const text = xml
    .join(' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&apos;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
  return { text, document: parts.get('word/document.xml')! };
}

const { form, letters } = realisticCaseSources();
const templates = new Map(form.pages.map(({ template }) => [template.key, template]));
const linesOf = (value: string) => value.split(/\n/).filter((line) => line.length >= 12);
const whyLeftOut = (pageKey: string, questionKey: string) => omissionOf('court', { pageKey, questionKey }, !!templates.get(pageKey)!.scoring);
/** What the court edition may hold anyway: the answers it keeps, and the signed letters (a supporter's name is an emergency contact's too). */
const kept = [
  ...Object.entries(RealisticAnswers).flatMap(([pageKey, answers]) =>
    Object.entries(answers)
      .filter(([key]) => !whyLeftOut(pageKey, key))
      .map(([, value]) => value),
  ),
  ...letters.flatMap((letter) => [letter.supporterName, letter.text]),
].join('\n');
/** The realistic case's written answers the court edition leaves out, with why, as lines of the client's own words found nowhere it keeps. */
const leftOut = Object.entries(RealisticAnswers).flatMap(([pageKey, answers]) =>
  Object.entries(answers).flatMap(([questionKey, value]) => {
    const question = templates.get(pageKey)!.questions.find((candidate) => candidate.key === questionKey)!;
    const why = whyLeftOut(pageKey, questionKey);
    if (!why || !['Text', 'Textarea'].includes(question.questionType)) return [];
    return linesOf(value)
      .filter((line) => !kept.includes(line))
      .map((line) => ({ at: `${pageKey}.${questionKey}`, why, line }));
  }),
);
const PHONE = /\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

describe('the court edition of the realistic case (issue 34, item 9)', () => {
  let court: Awaited<ReturnType<typeof textOf>>;
  let workProduct: Awaited<ReturnType<typeof textOf>>;
  beforeAll(async () => {
    [court, workProduct] = await Promise.all([textOf('court'), textOf('workProduct')]);
  }, 60_000);

  it('holds none of the answers it leaves out (which the work product holds)', () => {
    expect(new Set(leftOut.map(({ why }) => why))).toEqual(new Set(['offence', 'forTheLawyer', 'uncharged', 'contact', 'screenItems']));
    expect(leftOut.filter(({ line }) => !workProduct.text.includes(line))).toEqual([]);
    expect(leftOut.filter(({ line }) => court.text.includes(line))).toEqual([]);
    expect(court.text).not.toContain('Can I do a treatment program instead of prison?');
    // Nor the screens' results that admit it (the TAPS-1's illicit drugs).
    expect(workProduct.text).toContain('Illicit drugs');
    expect(court.text).not.toContain('Illicit drugs');
  });

  it('holds no contact detail of anyone: no phone number, no email address, no mailing address or inmate number', () => {
    expect(workProduct.text).toMatch(PHONE);
    expect(workProduct.text).toMatch(EMAIL);
    expect(court.text).not.toMatch(PHONE);
    expect(court.text).not.toMatch(EMAIL);
    expect(court.text).not.toContain('A2291876');
  });

  it('cites no page of an answer it leaves out: every page reference is to an answer it prints', () => {
    const references = [...court.document.matchAll(/PAGEREF\s+(\w+)/g)].map(([, bookmark]) => bookmark);
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((bookmark) => !court.document.includes(`w:name="${bookmark}"`))).toEqual([]);
  });

  it("leaves out the work product's own parts and never says 'attorney work product'", () => {
    for (const heading of [ReportTexts.followUps, ReportTexts.screenItems]) {
      expect(workProduct.text).toContain(heading);
      expect(court.text).not.toContain(heading);
    }
    expect(court.text).not.toMatch(/work product|privileged/i);
    expect(court.text).toContain(ReportTexts.courtEdition);
  });
});
