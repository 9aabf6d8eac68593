import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './phq9.published.js';
import { spanish } from './phq9.es.js';
import { publishedChoice, publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.phq9;

/** The nine items in published order (`phq9_1` .. `phq9_9`). */
const items = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead or of hurting yourself in some way',
];

/** Unscored, and asked on the form only "if you checked off any problems": optional here, as a condition cannot read nine answers. */
const difficulty = publishedChoice(
  'phq9_difficulty',
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  ['Not difficult at all', 'Somewhat difficult', 'Very difficult', 'Extremely difficult'],
  { isRequired: false },
);

export const screen = screenOf(published, spanish, {
  key: 'PHQ9',
  title: 'How You Have Been Feeling',
  subscriberTitle: 'PHQ-9: Depression',
  description: 'Nine questions about your mood, sleep, energy and interest in things over the last two weeks.',
  position: 1,
  scoring,
  questions: [
    publishedNote('phq9_instructions', 'Over the last 2 weeks, how often have you been bothered by any of the following problems?'),
    ...scoredItems(scoring, 'phq9_', items),
    difficulty,
  ],
});
