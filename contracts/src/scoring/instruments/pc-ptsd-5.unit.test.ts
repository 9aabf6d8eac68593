import { score } from '../score.js';
import { allWorth } from '../test-answers.js';
import { PcPtsd5Scoring as rules } from './pc-ptsd-5.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('pcptsd5_', 5);
const exposedWithYes = (count: number) => ({ pcptsd5_exposure: 'Yes', ...allWorth(rules, items.slice(0, count), 1), ...allWorth(rules, items.slice(count), 0) });

it.each([
  [0, false],
  [2, false],
  [3, true],
  [5, true],
])('scores %i yes after trauma exposure: positive %p', (yes, positive) => {
  expect(score(rules, exposedWithYes(yes))).toMatchObject({ complete: true, total: yes, positive, cutOff: '3 or more, after trauma exposure' });
});

it('does not ask the five items without trauma exposure: complete, 0, negative', () => {
  expect(score(rules, { pcptsd5_exposure: 'No' })).toMatchObject({ complete: true, missingItems: [], total: 0, positive: false });
  expect(score(rules, { ...exposedWithYes(5), pcptsd5_exposure: 'No' })).toMatchObject({ total: 0, positive: false });
});

it('scores a screen without the exposure question as incomplete', () => {
  const { pcptsd5_exposure: _missing, ...answers } = exposedWithYes(5);
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['pcptsd5_exposure'], total: null, positive: null });
});

it('scores a screen with an item unanswered after exposure as incomplete', () => {
  expect(score(rules, { ...exposedWithYes(3), pcptsd5_4: '' })).toMatchObject({ complete: false, missingItems: ['pcptsd5_4'], total: null, positive: null });
});
