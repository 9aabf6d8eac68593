import { score } from '../score.js';
import { allWorth, answersSumming } from '../test-answers.js';
import { Phq15Scoring as rules } from './phq15.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('phq15_', 15);
const woman = { gender: 'Female' };

it.each([
  [0, 'Minimal'],
  [4, 'Minimal'],
  [5, 'Low'],
  [9, 'Low'],
  [10, 'Medium'],
  [14, 'Medium'],
  [15, 'High'],
  [30, 'High'],
])('puts a total of %i in the band %s', (total, band) => {
  expect(score(rules, answersSumming(rules, items, total), woman)).toMatchObject({ complete: true, total, band: { label: band }, positive: null });
});

it('does not ask a man item 4 (periods): his maximum is 28', () => {
  const { phq15_4: _notAsked, ...answers } = allWorth(rules, items, 2);
  expect(score(rules, answers, { gender: 'Male' })).toMatchObject({ complete: true, missingItems: [], total: 28, band: { label: 'High' } });
  expect(score(rules, { ...answers, phq15_4: 'Bothered a lot' }, { gender: 'male' }).total).toBe(28);
});

it.each([
  ['a woman', woman],
  ['a client whose gender is not known', {}],
])('asks item 4 of %s', (_who, context) => {
  const { phq15_4: _missing, ...answers } = allWorth(rules, items, 2);
  expect(score(rules, answers, context)).toMatchObject({ complete: false, missingItems: ['phq15_4'], total: null, band: null });
});
