import { score } from '../score.js';
import { allWorth, answersSumming } from '../test-answers.js';
import { Gad7Scoring as rules } from './gad7.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('gad7_', 7);

it.each([
  [0, 'Minimal', false],
  [4, 'Minimal', false],
  [5, 'Mild', false],
  [9, 'Mild', false],
  [10, 'Moderate', true],
  [14, 'Moderate', true],
  [15, 'Severe', true],
  [21, 'Severe', true],
])('scores a total of %i as %s, positive %p', (total, band, positive) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({ complete: true, total, band: { label: band }, positive, cutOff: '10 or more' });
});

it('scores every item "Nearly every day" as the maximum, 21', () => {
  expect(score(rules, allWorth(rules, items, 3)).total).toBe(21);
});

it('scores a screen with an item unanswered as incomplete', () => {
  const { gad7_7: _left, ...answers } = allWorth(rules, items, 3);
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['gad7_7'], total: null, band: null, positive: null, cutOff: null });
});
