import { score } from '../score.js';
import { allWorth, answersSumming, answersWorth } from '../test-answers.js';
import { numberedKeys } from './scales.js';
import { Phq9Scoring as rules } from './phq9.js';

const items = numberedKeys('phq9_', 9);

it('scores every item "Nearly every day" as 27, severe, with the safety flag (instruments.md\'s worked example)', () => {
  const answers = Object.fromEntries(items.map((key) => [key, 'Nearly every day']));
  expect(score(rules, answers)).toMatchObject({ complete: true, total: 27, band: { label: 'Severe' }, flags: [{ key: 'safety' }] });
});

it('scores every item "Not at all" as 0, minimal, without a flag', () => {
  expect(score(rules, allWorth(rules, items, 0))).toMatchObject({ complete: true, missingItems: [], total: 0, band: { label: 'Minimal' }, flags: [] });
});

it.each([
  [4, 'Minimal'],
  [5, 'Mild'],
  [9, 'Mild'],
  [10, 'Moderate'],
  [14, 'Moderate'],
  [15, 'Moderately severe'],
  [19, 'Moderately severe'],
  [20, 'Severe'],
])('puts a total of %i in the band %s', (total, band) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({ total, band: { label: band } });
});

it.each([
  ['Not at all', []],
  ['Several days', [{ key: 'safety', label: 'Safety: item 9 was answered above "Not at all"' }]],
  ['Nearly every day', [{ key: 'safety', label: 'Safety: item 9 was answered above "Not at all"' }]],
])('raises the safety flag from item 9 %p alone', (item9, flags) => {
  expect(score(rules, { ...allWorth(rules, items, 0), phq9_9: item9 }).flags).toEqual(flags);
});

it('scores a screen with an item unanswered as incomplete, and still raises the safety flag', () => {
  const answers = answersWorth(rules, { phq9_1: 3, phq9_2: 3, phq9_9: 1 });
  expect(score(rules, answers)).toMatchObject({
    complete: false,
    missingItems: ['phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8'],
    total: null,
    band: null,
    positive: null,
    flags: [{ key: 'safety' }],
  });
});

it('does not score the difficulty item', () => {
  expect(score(rules, { ...allWorth(rules, items, 0), phq9_difficulty: 'Extremely difficult' }).total).toBe(0);
});
