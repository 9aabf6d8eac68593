import { score } from '../score.js';
import { allWorth } from '../test-answers.js';
import { MdqScoring as rules } from './mdq.js';
import { numberedKeys } from './scales.js';

const symptoms = numberedKeys('mdq_', 13);
const withYes = (count: number, sameTime: string, problem: string) => ({
  ...allWorth(rules, symptoms.slice(0, count), 1),
  ...allWorth(rules, symptoms.slice(count), 0),
  mdq_same_time: sameTime,
  mdq_problem: problem,
});

it.each<[number, string, string, boolean]>([
  [7, 'Yes', 'Moderate Problem', true],
  [7, 'Yes', 'Serious Problem', true],
  [13, 'Yes', 'Serious Problem', true],
  [7, 'Yes', 'Minor Problem', false],
  [7, 'Yes', 'No Problem', false],
  [6, 'Yes', 'Serious Problem', false],
  [7, 'No', 'Serious Problem', false],
  [0, 'No', 'No Problem', false],
])('scores %i yes, several at the same time %p, %p: positive %p', (yes, sameTime, problem, positive) => {
  expect(score(rules, withYes(yes, sameTime, problem))).toMatchObject({ complete: true, total: yes, positive });
});

it('scores a screen without question 3 as incomplete', () => {
  const { mdq_problem: _missing, ...answers } = withYes(13, 'Yes', 'Serious Problem');
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['mdq_problem'], total: 13, positive: null });
});
