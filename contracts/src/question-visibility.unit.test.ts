import { unansweredRequiredQuestions, visibleQuestionKeys, type ConditionalQuestion } from './question-visibility.js';
import { testQuestion as question } from './test-questions.js';

const dependsOn = (operator: string, value: string | null, more: Partial<ConditionalQuestion> = {}) =>
  question('dependent', { conditionalFieldKey: 'controlling', conditionalOperator: operator, conditionalFieldValue: value, ...more });
const shown = (questions: ConditionalQuestion[], answers: Record<string, string | null>) => [...visibleQuestionKeys(questions, answers)];

describe('a question with a condition', () => {
  const page = (operator: string, value: string | null = 'Yes') => [question('controlling', { questionType: 'RadioButtonList' }), dependsOn(operator, value)];

  it.each([
    // operator,              controlling answer, shown?
    ['Equals', 'Yes', true],
    ['Equals', 'No', false],
    ['Equals', null, false],
    ['Equals', '  Yes ', true],
    ['Equals', 'yes', false],
    ['NotEquals', 'Yes', false],
    ['NotEquals', 'No', true],
    ['NotEquals', null, true],
    ['NotEquals', '   ', true],
    ['NotNullAndNotEquals', 'Yes', false],
    ['NotNullAndNotEquals', 'No', true],
    ['NotNullAndNotEquals', null, false],
    ['NotNullAndNotEquals', '', false],
  ])('%s "Yes" with the answer %p: shown %p', (operator, answer, visible) => {
    expect(shown(page(operator), { controlling: answer })).toEqual(visible ? ['controlling', 'dependent'] : ['controlling']);
  });

  it.each(['Contains', 'GreaterThan', 'equals', ''])('is shown whatever the answer for an unknown operator %p', (operator) => {
    for (const answer of ['Yes', 'No', null]) {
      expect(shown([question('controlling'), dependsOn(operator, 'Yes')], { controlling: answer })).toContain('dependent');
    }
  });

  it('Equals with no value is shown while the controlling question has no answer', () => {
    const questions = [question('controlling'), dependsOn('Equals', null)];
    expect(shown(questions, {})).toContain('dependent');
    expect(shown(questions, { controlling: 'x' })).not.toContain('dependent');
  });

  it('on a checkbox list, matches when the value is one of the chosen options', () => {
    const questions = [question('controlling', { questionType: 'CheckBoxList' }), dependsOn('Equals', 'Other')];
    expect(shown(questions, { controlling: 'GED|Other' })).toContain('dependent');
    expect(shown(questions, { controlling: 'GED' })).not.toContain('dependent');
    expect(shown([questions[0], dependsOn('NotEquals', 'Other')], { controlling: 'Other|GED' })).not.toContain('dependent');
  });

  it('is hidden when its controlling question is hidden (a left-over answer does not count)', () => {
    const questions = [
      question('hasChildren'),
      question('howMany', { conditionalFieldKey: 'hasChildren', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
      question('names', { conditionalFieldKey: 'howMany', conditionalOperator: 'NotEquals', conditionalFieldValue: '0' }),
    ];
    expect(shown(questions, { hasChildren: 'Yes', howMany: '2' })).toEqual(['hasChildren', 'howMany', 'names']);
    expect(shown(questions, { hasChildren: 'No', howMany: '2' })).toEqual(['hasChildren']);
  });

  it('is shown when its condition names no earlier question, or is incomplete', () => {
    expect(shown([dependsOn('Equals', 'Yes'), question('controlling')], { controlling: 'No' })).toEqual(['dependent', 'controlling']);
    expect(shown([question('controlling'), dependsOn('Equals', 'Yes', { conditionalOperator: null })], { controlling: 'No' })).toContain('dependent');
    expect(shown([question('controlling'), dependsOn('Equals', 'Yes', { conditionalFieldKey: '' })], { controlling: 'No' })).toContain('dependent');
  });

  it('reads only the answers themselves, not what every object has', () => {
    const questions = [
      question('constructor'),
      question('toString', { conditionalFieldKey: 'constructor', conditionalOperator: 'NotNullAndNotEquals', conditionalFieldValue: 'x' }),
    ];
    expect(shown(questions, {})).toEqual(['constructor']);
    expect(unansweredRequiredQuestions([question('constructor', { isRequired: true })], {}).map((q) => q.key)).toEqual(['constructor']);
  });
});

describe('unansweredRequiredQuestions', () => {
  const questions = [
    question('intro', { questionType: 'Label' }),
    question('name', { isRequired: true }),
    question('nickname'),
    question('married', { isRequired: true, questionType: 'RadioButtonList' }),
    question('spouse', { isRequired: true, conditionalFieldKey: 'married', conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
  ];
  const keys = (answers: Record<string, string | null>) => unansweredRequiredQuestions(questions, answers).map((q) => q.key);

  it('lists the shown required questions without an answer, in page order', () => {
    expect(keys({})).toEqual(['name', 'married']);
    expect(keys({ name: '  ', married: 'Yes' })).toEqual(['name', 'spouse']);
    expect(keys({ name: 'Ann', married: 'Yes', spouse: 'Bo' })).toEqual([]);
  });

  it('never requires a hidden question', () => {
    expect(keys({ name: 'Ann', married: 'No' })).toEqual([]);
  });
});
