import type { Question, QuestionType } from '@app/contracts';
import { answerProblems } from './answer-validation.js';

const question = (questionType: QuestionType, options: string[] | null = null): Question => ({
  key: 'q',
  label: 'Q',
  description: null,
  isRequired: false,
  options,
  questionType,
  conditionalFieldKey: null,
  conditionalFieldValue: null,
  conditionalOperator: null,
});
/** The value of a file uploaded to the answer set. */
const uploaded = 'f0000000-0000-4000-8000-000000000001/discharge papers.pdf';
const problemsOf = (q: Question, value: string | null) => answerProblems([q], { q: value }, [uploaded]);

describe('answerProblems', () => {
  it.each<[QuestionType, string[] | null, string]>([
    ['Text', null, 'x'.repeat(4_000)],
    ['Textarea', null, 'line\n'.repeat(4_000)],
    ['DatePicker', null, '2024-02-29'],
    ['SelectList', ['Yes', 'No'], 'No'],
    ['RadioButtonList', ['Yes', 'No'], 'Yes'],
    ['CheckBoxList', ['GED', 'Trade license', 'Other'], 'Other|GED'],
    ['CheckBoxList', ['GED'], 'GED'],
    ['File', null, uploaded],
  ])('takes a %s answer that fits (%p, %p)', (type, options, value) => {
    expect(problemsOf(question(type, options), value)).toEqual([]);
  });

  it.each<QuestionType>(['Text', 'Textarea', 'DatePicker', 'SelectList', 'RadioButtonList', 'CheckBoxList', 'File', 'Label'])(
    'takes no answer (null or blank) to a %s question',
    (type) => {
      expect(problemsOf(question(type, ['A']), null)).toEqual([]);
      expect(problemsOf(question(type, ['A']), '  ')).toEqual([]);
    },
  );

  it.each<[string, QuestionType, string[] | null, string, string]>([
    ['a Text too long', 'Text', null, 'x'.repeat(4_001), 'Please provide a value less than 4000 characters long'],
    ['a Textarea too long', 'Textarea', null, 'x'.repeat(20_001), 'This field must be less than 20000 characters long'],
    ['a date that does not exist', 'DatePicker', null, '2023-02-29', 'Please enter a valid date (YYYY-MM-DD)'],
    ['a date in another format', 'DatePicker', null, '02/14/1990', 'Please enter a valid date (YYYY-MM-DD)'],
    ['a date with a time', 'DatePicker', null, '1990-02-14T00:00:00Z', 'Please enter a valid date (YYYY-MM-DD)'],
    ['an option that is not one', 'SelectList', ['Yes', 'No'], 'Maybe', 'Please choose one of the options'],
    ['an option in another case', 'RadioButtonList', ['Yes', 'No'], 'yes', 'Please choose one of the options'],
    ['a checkbox option that is not one', 'CheckBoxList', ['GED', 'Other'], 'GED|PhD', 'Please choose one of the options'],
    ['an empty checkbox part', 'CheckBoxList', ['GED', 'Other'], 'GED|', 'Please choose one of the options'],
    ['a checkbox option twice', 'CheckBoxList', ['GED', 'Other'], 'GED|GED', 'Each option can be chosen once'],
    ['an answer to a Label', 'Label', null, 'hello', 'A Label takes no answer'],
    ['a file path', 'File', null, '../../etc/passwd', 'Must be the name of an uploaded file'],
    ['a file not uploaded to this answer set', 'File', null, 'f0000000-0000-4000-8000-000000000002/discharge papers.pdf', 'Must be the name of an uploaded file'],
    ['a name of an uploaded file without its id', 'File', null, 'discharge papers.pdf', 'Must be the name of an uploaded file'],
    ['a file name too long', 'File', null, `${'x'.repeat(252)}.pdf`, 'Please provide a value less than 255 characters long'],
  ])('refuses %s', (_name, type, options, value, message) => {
    expect(problemsOf(question(type, options), value)).toEqual([`answers.q: ${message}`]);
  });

  it('names every key the page has no question for', () => {
    expect(answerProblems([question('Text')], { q: 'fine', other: 'x', constructor: null }, [])).toEqual([
      'answers.other: This page has no question with this key',
      'answers.constructor: This page has no question with this key',
    ]);
  });
});
