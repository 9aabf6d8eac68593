import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './k6.published.js';
import { spanish } from './k6.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.k6;

/** The six endings of the stem in published order (`k6_1` .. `k6_6`). */
const items = ['…nervous?', '…hopeless?', '…restless or fidgety?', '…so depressed that nothing could cheer you up?', '…that everything was an effort?', '…worthless?'];

export const screen = screenOf(published, spanish, {
  key: 'K6',
  title: 'How You Have Felt This Month',
  subscriberTitle: 'K6: Psychological Distress',
  description: 'Six questions about how often you have felt nervous, hopeless or low in the past 30 days.',
  position: 3,
  scoring,
  questions: [
    publishedNote('k6_instructions', 'The following questions ask about how you have been feeling during the past 30 days.'),
    publishedNote('k6_stem', 'During the past 30 days, about how often did you feel …'),
    ...scoredItems(scoring, 'k6_', items),
  ],
});
