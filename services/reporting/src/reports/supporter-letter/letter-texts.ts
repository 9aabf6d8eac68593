/** A sentence's first word for a count (a numeral past twelve). */
const COUNTS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** Every text a letter's document writes around the supporter's own words (issue 35, item 7). */
export const LetterTexts = {
  title: 'Letter of Support',
  packetTitle: 'Letters of Support',
  contents: 'Contents',
  /** The addressee when the case details name no judge. */
  toTheCourt: 'To the Honorable Court',
  honorable: (judge: string) => `The Honorable ${judge}`,
  re: 'Re:',
  signedOn: (date: string, time: string) => `Signed electronically on ${date} at ${time}`,
  consentIntro: 'By typing their name, the writer agreed to the following:',
  consentNotRecorded: 'The words the writer agreed to when signing were not recorded with this letter.',
  contactHeading: 'Contact (attorney work product: left out of the court edition)',
  hash: (sha256: string) => `SHA-256 of the letter's text as it was signed: ${sha256}`,
  noHash: 'No SHA-256 of the text was recorded when it was signed.',
  howToCheck:
    'To check a copy of the text, save it as a UTF-8 plain-text file with its line breaks as written and run "certutil -hashfile letter.txt SHA256" (Windows) or "shasum -a 256 letter.txt" (macOS). The same 64 characters prove the copy is, character for character, the text that was signed; any change, even a single character, gives a different value.',
  packetIntro: (count: number, clientName: string) =>
    count === 1
      ? `One letter of support for ${clientName}, signed electronically by its writer and reproduced as signed.`
      : `${COUNTS[count] ?? count} letters of support for ${clientName}, each signed electronically by its writer and reproduced as signed.`,
  signedDate: (date: string) => `signed ${date}`,
} as const;
