import type { PublishedText } from './screen.js';

export const published: PublishedText = {
  // No page to cite: the article (Brown and Rounds 1995, in the citation) is not online at its publisher, and a file-sharing copy is no source.
  readFrom:
    'No page of the copyright holder (Richard Brown, MD, University of Wisconsin) or of a government is stored here, and the original article ' +
    '(Brown and Rounds, Wis Med J 1995) is not open. Read from the pages corpus: the widely distributed two-page CAGE-AID handout (an overview citing ' +
    'Brown and Rounds 1995, then the "CAGE-AID Questionnaire" form ending "Permission for use granted by Richard Brown, MD."), as stored at ' +
    'https://www.scribd.com/doc/199855410/ST-Alkohol-1 (a file-sharing copy: read, never cited as the source); the form page is transcribed here, its blanks (patient name, date of visit) left out, and the "first" of item 4 restored where ' +
    'the stored text extraction dropped the "fi" ligature ("rst thing"). Cross-checked with the copy at https://relevancerecovery.com/substance-abuse-quiz/ ' +
    '(same instruction sentence and the same four questions, with the CAGE letters capitalised and "(Eye opener)" appended) and, for questions 1 and 2, ' +
    'with a public GitHub copy (code index, read_file id 31371394560).',
  text: `CAGE-AID Questionnaire

When thinking about drug use, include illegal drug use and the use of prescription drug use other than prescribed.

Questions: YES NO
1. Have you ever felt that you ought to cut down on your drinking or drug use?
2. Have people annoyed you by criticizing your drinking or drug use?
3. Have you ever felt bad or guilty about your drinking or drug use?
4. Have you ever had a drink or used drugs first thing in the morning to steady your nerves or to get rid of a hangover?

Permission for use granted by Richard Brown, MD.
`,
};
