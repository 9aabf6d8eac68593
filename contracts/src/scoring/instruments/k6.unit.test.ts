import { score } from '../score.js';
import { allWorth, answersSumming } from '../test-answers.js';
import { K6Scoring as rules } from './k6.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('k6_', 6);

it.each([
  [0, false],
  [12, false],
  [13, true],
  [24, true],
])('scores a total of %i as serious psychological distress: %p', (total, positive) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({ complete: true, total, band: null, positive, cutOff: '13 or more' });
});

it('scores every item "All of the time" as 24 and "None of the time" as 0', () => {
  expect(score(rules, Object.fromEntries(items.map((key) => [key, 'All of the time']))).total).toBe(24);
  expect(score(rules, Object.fromEntries(items.map((key) => [key, 'None of the time']))).total).toBe(0);
});

it('scores a screen with an item unanswered as incomplete', () => {
  expect(score(rules, { ...allWorth(rules, items, 4), k6_3: null })).toMatchObject({ complete: false, missingItems: ['k6_3'], total: null, positive: null });
});
