import { InstrumentScoring } from '../../scoring/instruments/index.js';
import { published } from './gad7.published.js';
import { spanish } from './gad7.es.js';
import { publishedNote, scoredItems, screenOf } from './screen.js';

const scoring = InstrumentScoring.gad7;

/** The seven items in published order (`gad7_1` .. `gad7_7`). */
const items = [
  'Feeling nervous, anxious or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid as if something awful might happen',
];

export const screen = screenOf(published, spanish, {
  key: 'GAD7',
  title: 'Worry and Nerves',
  subscriberTitle: 'GAD-7: Anxiety',
  description: 'Seven questions about feeling nervous, worried or on edge over the last two weeks.',
  position: 2,
  scoring,
  questions: [publishedNote('gad7_instructions', 'Over the last 2 weeks, how often have you been bothered by the following problems?'), ...scoredItems(scoring, 'gad7_', items)],
});
