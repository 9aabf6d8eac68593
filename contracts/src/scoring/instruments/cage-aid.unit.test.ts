import { score } from '../score.js';
import { answersSumming } from '../test-answers.js';
import { CageAidScoring as rules } from './cage-aid.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('cageaid_', 4);

it.each([
  [0, false, false],
  [1, true, false],
  [2, true, true],
  [4, true, true],
])('scores %i yes answers positive at 1: %p, and at 2: %p', (total, atOne, atTwo) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({
    complete: true,
    total,
    positive: atOne,
    cutOff: '1 or more',
    criteria: [{ key: 'atTwo', label: 'Positive at 2 or more (higher specificity)', met: atTwo }],
  });
});

it('scores a screen with an item unanswered as incomplete', () => {
  const { cageaid_1: _missing, ...answers } = answersSumming(rules, items, 4);
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['cageaid_1'], total: null, positive: null, criteria: [{ met: null }] });
});
