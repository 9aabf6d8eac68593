import { score } from '../score.js';
import { allWorth, answersSumming } from '../test-answers.js';
import { AuditCScoring as rules } from './audit-c.js';

const items = ['auditc_1', 'auditc_2', 'auditc_3'];
const man = { label: '4 or more (men)', context: { gender: 'Male' } };
const woman = { label: '3 or more (women, and when gender is not known)', context: { gender: 'Female' } };
const unknown = { label: woman.label, context: {} };

it.each([
  ['a man', 3, man, false],
  ['a man', 4, man, true],
  ['a woman', 2, woman, false],
  ['a woman', 3, woman, true],
  ['a client whose gender is not known', 2, unknown, false],
  ['a client whose gender is not known', 3, unknown, true],
  ['a man', 12, man, true],
])('scores %s with a total of %i by the cut-off for them', (_who, total, { label, context }, positive) => {
  expect(score(rules, answersSumming(rules, items, total), context)).toMatchObject({ complete: true, total, positive, cutOff: label });
});

it('does not ask questions 2 and 3 after "Never": complete, 0, negative', () => {
  expect(score(rules, { auditc_1: 'Never' }, man.context)).toMatchObject({ complete: true, missingItems: [], total: 0, positive: false });
});

it('scores every answer at its highest as 12', () => {
  expect(score(rules, allWorth(rules, items, 4)).total).toBe(12);
});

it('scores a screen with question 2 unanswered after drinking as incomplete', () => {
  expect(score(rules, { auditc_1: 'Monthly or less', auditc_3: 'Never' })).toMatchObject({ complete: false, missingItems: ['auditc_2'], total: null, positive: null });
});
