import { score } from '../score.js';
import { answersSumming } from '../test-answers.js';
import { AceScoring as rules } from './ace.js';
import { numberedKeys } from './scales.js';

const items = numberedKeys('ace_', 10);
const high = { label: 'High', note: expect.stringContaining('population') };

it.each([
  [0, null],
  [3, null],
  [4, high],
  [10, high],
])('scores %i yes answers in the band %p', (total, band) => {
  expect(score(rules, answersSumming(rules, items, total))).toMatchObject({ complete: true, total, band, positive: null });
});

it('scores a screen with an item unanswered as incomplete', () => {
  expect(score(rules, { ...answersSumming(rules, items, 10), ace_10: undefined })).toMatchObject({ complete: false, missingItems: ['ace_10'], total: null, band: null });
});
