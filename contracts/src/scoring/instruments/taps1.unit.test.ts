import { score } from '../score.js';
import { allWorth } from '../test-answers.js';
import { Taps1Scoring as rules } from './taps1.js';

const forMen = { taps1_alcohol_form: 'The question for men' };
const forWomen = { taps1_alcohol_form: 'The question for women' };
const menItems = ['taps1_1', 'taps1_2_men', 'taps1_3', 'taps1_4'];
const womenItems = ['taps1_1', 'taps1_2_women', 'taps1_3', 'taps1_4'];
const positives = (answers: Record<string, string | null>) =>
  score(rules, answers)
    .criteria.filter(({ met }) => met)
    .map(({ key }) => key);

it('scores "Never" for every substance as negative, in either form of the alcohol question', () => {
  for (const answers of [
    { ...forMen, ...allWorth(rules, menItems, 0) },
    { ...forWomen, ...allWorth(rules, womenItems, 0) },
  ]) {
    expect(score(rules, answers)).toMatchObject({ complete: true, missingItems: [], total: null, positive: false });
    expect(positives(answers)).toEqual([]);
  }
});

it.each([
  ['taps1_1', 'Less Than Monthly', 'tobacco'],
  ['taps1_2_men', 'Monthly', 'alcohol'],
  ['taps1_3', 'Weekly', 'illicitDrugs'],
  ['taps1_4', 'Daily or Almost Daily', 'prescriptionMedications'],
])('scores %s %p as a positive screen for that substance only', (item, answer, substance) => {
  const answers = { ...forMen, ...allWorth(rules, menItems, 0), [item]: answer };
  expect(positives(answers)).toEqual([substance]);
  expect(score(rules, answers).positive).toBe(true);
});

it('screens alcohol by the question for women when the client answers that one', () => {
  const answers = { ...forWomen, ...allWorth(rules, womenItems, 0), taps1_2_women: 'Less Than Monthly' };
  expect(score(rules, answers)).toMatchObject({ complete: true, missingItems: [], positive: true });
  expect(positives(answers)).toEqual(['alcohol']);
});

it('asks only the form of the alcohol question that applies', () => {
  expect(score(rules, { ...forMen, ...allWorth(rules, ['taps1_1', 'taps1_3', 'taps1_4'], 0) }).missingItems).toEqual(['taps1_2_men']);
  expect(score(rules, { ...forWomen, ...allWorth(rules, ['taps1_1', 'taps1_3', 'taps1_4'], 0) }).missingItems).toEqual(['taps1_2_women']);
});

it('scores every substance "Daily or Almost Daily" as positive for all four', () => {
  expect(positives({ ...forMen, ...allWorth(rules, menItems, 4) })).toEqual(['tobacco', 'alcohol', 'illicitDrugs', 'prescriptionMedications']);
});

it('scores a screen with an item unanswered as incomplete, the other substances still screened', () => {
  const answers = { ...forMen, ...allWorth(rules, menItems, 0), taps1_2_men: 'Weekly', taps1_3: null };
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['taps1_3'], positive: null });
  expect(score(rules, answers).criteria.map(({ met }) => met)).toEqual([false, true, null, false]);
});

it('cannot screen alcohol before the client says which form of the question applies', () => {
  const answers = allWorth(rules, ['taps1_1', 'taps1_3', 'taps1_4'], 0);
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['taps1_alcohol_form'], positive: null });
  expect(score(rules, answers).criteria.map(({ met }) => met)).toEqual([false, null, false, false]);
});
