import { score } from '../score.js';
import { allWorth } from '../test-answers.js';
import { numberedKeys } from './scales.js';
import { Taps1Scoring as rules } from './taps1.js';

const items = numberedKeys('taps1_', 4);
const positives = (answers: Record<string, string | null>) => score(rules, answers).criteria.filter(({ met }) => met).map(({ key }) => key);

it('scores "Never" for every substance as negative', () => {
  expect(score(rules, allWorth(rules, items, 0))).toMatchObject({ complete: true, total: null, positive: false });
  expect(positives(allWorth(rules, items, 0))).toEqual([]);
});

it.each([
  ['taps1_1', 'Less than monthly', 'tobacco'],
  ['taps1_2', 'Monthly', 'alcohol'],
  ['taps1_3', 'Weekly', 'illicitDrugs'],
  ['taps1_4', 'Daily or almost daily', 'prescriptionMedications'],
])('scores %s %p as a positive screen for that substance only', (item, answer, substance) => {
  const answers = { ...allWorth(rules, items, 0), [item]: answer };
  expect(positives(answers)).toEqual([substance]);
  expect(score(rules, answers).positive).toBe(true);
});

it('scores every substance "Daily or almost daily" as positive for all four', () => {
  expect(positives(allWorth(rules, items, 4))).toEqual(['tobacco', 'alcohol', 'illicitDrugs', 'prescriptionMedications']);
});

it('scores a screen with an item unanswered as incomplete, the other substances still screened', () => {
  const answers = { ...allWorth(rules, items, 0), taps1_2: 'Weekly', taps1_3: null };
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['taps1_3'], positive: null });
  expect(score(rules, answers).criteria.map(({ met }) => met)).toEqual([false, true, null, false]);
});
