import { score } from '../score.js';
import { allWorth, answersSumming, answersWorth } from '../test-answers.js';
import { Pcl5Scoring as rules } from './pcl5.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('pcl5_', 20);
const ratings = (values: number[]) => answersWorth(rules, Object.fromEntries(values.map((value, index) => [`pcl5_${index + 1}`, value])));
const criterion = (answers: Record<string, string>) => score(rules, answers).criteria.find(({ key }) => key === 'dsm5')!.met;

it('scores every item "Not at all" as 0: not probable, no DSM-5 rule', () => {
  expect(score(rules, allWorth(rules, items, 0))).toMatchObject({ complete: true, total: 0, positive: false, criteria: [{ key: 'dsm5', met: false }] });
});

it('scores every item "Extremely" as 80, with the cluster sub-scores, probable and by DSM-5 rule', () => {
  const result = score(rules, allWorth(rules, items, 4));
  expect(result).toMatchObject({ complete: true, total: 80, positive: true, cutOff: '33 or more', criteria: [{ key: 'dsm5', met: true }] });
  expect(result.subScores.map(({ key, score }) => [key, score])).toEqual([
    ['B', 20],
    ['C', 8],
    ['D', 28],
    ['E', 24],
  ]);
});

it.each([
  [32, false],
  [33, true],
])('scores a total of %i as probable PTSD: %p', (total, positive) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({ total, positive });
});

it('scores an answer set above 33 that misses cluster C as probable by total but not by DSM-5 rule', () => {
  //                B: 1-5          C: 6-7  D: 8-14               E: 15-20
  const answers = ratings([4, 4, 4, 4, 4, 1, 1, 2, 2, 1, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0]);
  expect(score(rules, answers)).toMatchObject({ total: 35, positive: true, criteria: [{ key: 'dsm5', met: false }] });
});

it('meets the DSM-5 rule below 33 with exactly 1 of B, 1 of C, 2 of D and 2 of E rated 2', () => {
  const answers = ratings([2, 0, 0, 0, 0, 2, 0, 2, 2, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0]);
  expect(score(rules, answers)).toMatchObject({ total: 12, positive: false, criteria: [{ key: 'dsm5', met: true }] });
});

it.each([
  ['no B item', [1, 1, 1, 1, 1, 2, 0, 2, 2, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0]],
  ['1 D item', [2, 0, 0, 0, 0, 2, 0, 2, 1, 1, 1, 1, 1, 1, 2, 2, 0, 0, 0, 0]],
  ['1 E item', [2, 0, 0, 0, 0, 2, 0, 2, 2, 0, 0, 0, 0, 0, 2, 1, 1, 1, 1, 1]],
])('does not meet the DSM-5 rule with %s rated 2 or more', (_case, values) => {
  expect(criterion(ratings(values))).toBe(false);
});

it('scores a screen with an item unanswered as incomplete, its cluster without a sub-score, the DSM-5 rule from what is known', () => {
  const { pcl5_7: _missing, ...answers } = allWorth(rules, items, 4);
  const result = score(rules, answers);
  expect(result).toMatchObject({ complete: false, missingItems: ['pcl5_7'], total: null, positive: null, criteria: [{ key: 'dsm5', met: true }] });
  expect(result.subScores.map(({ score }) => score)).toEqual([20, null, 28, 24]);
  const { pcl5_6: _alsoMissing, ...withoutC } = answers;
  expect(criterion(withoutC)).toBeNull();
});
