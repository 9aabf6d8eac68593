import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './cage-aid.published.js';
import { spanish } from './cage-aid.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.cageAid;

/** The four questions in published order (`cageaid_1` .. `cageaid_4`); the form prints YES and NO, the rules' `YesNo` is the same words. */
const items = [
  'Have you ever felt that you ought to cut down on your drinking or drug use?',
  'Have people annoyed you by criticizing your drinking or drug use?',
  'Have you ever felt bad or guilty about your drinking or drug use?',
  'Have you ever had a drink or used drugs first thing in the morning to steady your nerves or to get rid of a hangover?',
];

export const screen = screenOf(published, spanish, {
  key: 'CAGEAID',
  title: 'Drinking and Drug Use',
  subscriberTitle: 'CAGE-AID: Alcohol and Drugs',
  description: 'Four yes-or-no questions about drinking and drug use at any time in your life.',
  position: 12,
  scoring,
  questions: [
    publishedNote('cageaid_instructions', 'When thinking about drug use, include illegal drug use and the use of prescription drug use other than prescribed.'),
    ...scoredItems(scoring, 'cageaid_', items),
  ],
});
