import { E_SIGN_CONSENT_TEXTS, NO_CASE_DETAILS, type CaseDetails } from '@app/contracts';
import { partsOf } from '../../testing/docx-package.js';
import type { ReportLetter } from '../mitigation-report/report-model.js';
import { LetterTexts } from './letter-texts.js';
import { buildLettersPacket } from './letters-packet.js';
import { addresseeOf, textParagraphs } from './letter-body.js';
import { timeIn, usDateIn } from './signing-time.js';
import { buildSupporterLetter } from './supporter-letter.js';

const SHA = 'a'.repeat(64);
const letter = (over: Partial<ReportLetter> = {}): ReportLetter => ({
  supporterName: 'Mary Hopper',
  clientRelationship: 'Sister',
  // Doubled and trebled blank lines, trailing spaces and a blank line at each end, as people type.
  text: '\nDear Judge,\n\n\nGrace has always looked after our family.   \n\n\n\nShe drove our mother to every appointment.\nEvery week, for six years.\n\n',
  signatureName: 'Mary E. Hopper',
  signedAt: '2026-03-15T02:30:00.000Z',
  textSha256: SHA,
  eSignConsentText: E_SIGN_CONSENT_TEXTS.en,
  contact: { email: 'mary@example.test', phoneNumber: '614-555-0142' },
  ...over,
});
const ohio: CaseDetails = {
  ...NO_CASE_DETAILS,
  jurisdiction: 'State',
  state: 'Ohio',
  caseNumber: '2025 CR 00123',
  court: 'Franklin County Court of Common Pleas',
  judge: 'Hon. Ann Smith',
};
const letterCase = (caseDetails: CaseDetails = ohio) => ({ clientName: 'Grace Hopper', caseDetails });

/** The body's paragraphs as text, one a string, in order (a line break as "\n"). */
async function paragraphsOf(docx: Buffer): Promise<string[]> {
  const xml = (await partsOf(docx)).get('word/document.xml')!;
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)].map(([p]) =>
    p
      .replace(/<w:br\/>/g, '\n')
      .replace(/<w:instrText[\s\S]*?<\/w:instrText>/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}
const sectionXml = async (docx: Buffer) => (await partsOf(docx)).get('word/document.xml')!.match(/<w:sectPr[\s\S]*<\/w:sectPr>/)![0];

describe("a letter's document", () => {
  it('is dated, addressed to the judge the case details name, captioned, then the letter, on US Letter', async () => {
    const docx = await buildSupporterLetter(letter(), letterCase(), { edition: 'court' });
    const paragraphs = await paragraphsOf(docx);
    // Signed at 02:30 UTC on March 15: the date line is the day in the time zone given (UTC by default).
    expect(paragraphs.slice(0, 4)).toEqual([
      'March 15, 2026',
      'The Honorable Ann Smith',
      'Franklin County Court of Common Pleas',
      'Re: State of Ohio v. Grace Hopper, No. 2025 CR 00123, Franklin County Court of Common Pleas',
    ]);
    expect(paragraphs.slice(4, 8)).toEqual([
      'Dear Judge,',
      'Grace has always looked after our family.',
      'She drove our mother to every appointment.',
      'Every week, for six years.',
    ]);
    expect(await sectionXml(docx)).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });

  it('is addressed "To the Honorable Court" when no judge is known, with the caption the case details give', async () => {
    const federal = { ...NO_CASE_DETAILS, jurisdiction: 'Federal' as const, caseNumber: '2:25-cr-00123' };
    const paragraphs = await paragraphsOf(await buildSupporterLetter(letter(), letterCase(federal), { edition: 'court' }));
    expect(paragraphs.slice(1, 3)).toEqual(['To the Honorable Court', 'Re: United States v. Grace Hopper, No. 2:25-cr-00123']);
    expect(addresseeOf({ judge: '  ' })).toBe(LetterTexts.toTheCourt);
    expect(addresseeOf({ judge: 'The Honorable Ruth B. Ginsburg' })).toBe('The Honorable Ruth B. Ginsburg');
    expect(addresseeOf({ judge: 'Judge Roy Bean' })).toBe('The Honorable Roy Bean');
  });

  it('never has an empty paragraph, however many blank lines were typed', async () => {
    for (const edition of ['court', 'workProduct'] as const) {
      const paragraphs = await paragraphsOf(await buildSupporterLetter(letter(), letterCase(), { edition }));
      expect(paragraphs.filter((text) => text.trim() === '')).toEqual([]);
    }
    expect(textParagraphs('  \n\n \n')).toEqual([]);
  });

  it("prints the writer's contact in the work-product edition only", async () => {
    const work = (await paragraphsOf(await buildSupporterLetter(letter(), letterCase(), { edition: 'workProduct' }))).join('\n');
    const court = (await paragraphsOf(await buildSupporterLetter(letter(), letterCase(), { edition: 'court' }))).join('\n');
    expect(work).toContain(LetterTexts.contactHeading);
    expect(work).toContain('mary@example.test\n614-555-0142');
    expect(court).not.toContain(LetterTexts.contactHeading);
    expect(court).not.toContain('mary@example.test');
    expect(court).not.toContain('614-555-0142');
  });

  it('says when it was signed, in the time zone given, the consent agreed to word for word, and how to check the SHA-256', async () => {
    const paragraphs = await paragraphsOf(await buildSupporterLetter(letter(), letterCase(), { edition: 'court', timeZone: 'America/New_York' }));
    // 02:30 UTC on March 15 is still March 14 in New York (EDT from March 8, 2026).
    expect(paragraphs[0]).toBe('March 14, 2026');
    const afterLetter = paragraphs.slice(paragraphs.indexOf('Mary E. Hopper'));
    expect(afterLetter).toEqual([
      'Mary E. Hopper',
      'Sister',
      'Signed electronically on March 14, 2026 at 10:30 PM EDT',
      LetterTexts.consentIntro,
      `“${E_SIGN_CONSENT_TEXTS.en}”`,
      `SHA-256 of the letter's text as it was signed: ${SHA}`,
      LetterTexts.howToCheck,
    ]);
    expect(LetterTexts.howToCheck).toContain('certutil -hashfile letter.txt SHA256');
    expect(LetterTexts.howToCheck).toContain('shasum -a 256 letter.txt');
  });

  it('prints the Spanish consent a Spanish-speaking writer agreed to, and says so when none was recorded', async () => {
    const spanish = (await paragraphsOf(await buildSupporterLetter(letter({ eSignConsentText: E_SIGN_CONSENT_TEXTS.es }), letterCase(), { edition: 'court' }))).join('\n');
    expect(spanish).toContain(`“${E_SIGN_CONSENT_TEXTS.es}”`);
    const older = (await paragraphsOf(await buildSupporterLetter(letter({ eSignConsentText: null, textSha256: null }), letterCase(), { edition: 'court' }))).join('\n');
    expect(older).toContain(LetterTexts.consentNotRecorded);
    expect(older).toContain(LetterTexts.noHash);
    expect(older).not.toContain(LetterTexts.howToCheck);
  });
});

describe('the time a letter was signed', () => {
  const instant = new Date('2026-11-28T16:05:00Z');
  it('is UTC by default and the zone given otherwise; a zone that is none reads as UTC', () => {
    expect([usDateIn(instant), timeIn(instant)]).toEqual(['November 28, 2026', '4:05 PM UTC']);
    expect(timeIn(instant, 'America/Chicago')).toBe('10:05 AM CST');
    expect(timeIn(instant, 'America/Los_Angeles')).toBe('8:05 AM PST');
    expect(timeIn(instant, 'Not/AZone')).toBe('4:05 PM UTC');
  });
});

describe('the letters packet', () => {
  it('has a contents page naming every letter, then each letter from a new page, court edition', async () => {
    const letters = [letter(), letter({ supporterName: 'John Mauchly', clientRelationship: 'Colleague', signatureName: 'John W. Mauchly', signedAt: '2026-04-02T15:00:00.000Z' })];
    const docx = await buildLettersPacket(letters, letterCase());
    const xml = (await partsOf(docx)).get('word/document.xml')!;
    const paragraphs = await paragraphsOf(docx);
    expect(paragraphs.slice(0, 4)).toEqual([
      'State of Ohio v. Grace Hopper, No. 2025 CR 00123, Franklin County Court of Common Pleas',
      LetterTexts.packetTitle,
      'Two letters of support for Grace Hopper, each signed electronically by its writer and reproduced as signed.',
      LetterTexts.contents,
    ]);
    // Each contents line links to its letter's date line and gives its page (a PAGEREF field).
    expect(paragraphs[4]).toMatch(/^1\. Mary Hopper \(Sister\), signed March 15, 2026\t/);
    expect(paragraphs[5]).toMatch(/^2\. John Mauchly \(Colleague\), signed April 2, 2026\t/);
    expect(xml.match(/PAGEREF letter_\d/g)).toEqual(['PAGEREF letter_1', 'PAGEREF letter_2']);
    expect(xml.match(/<w:pageBreakBefore\/>/g)).toHaveLength(2);
    expect(xml).not.toContain('mary@example.test');
    expect(paragraphs.filter((text) => text.trim() === '')).toEqual([]);
  });
});
