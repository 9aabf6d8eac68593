import type { FormPage, Question } from '@app/contracts';
import { CaseRecord } from '../case-record/case-record.js';
import { realisticCaseSources } from '../../testing/realistic-case.js';
import { reportModelOf } from './report-contents.js';
import { answeredPagesOf } from './answered-pages.js';

const question = (key: string, label: string, over: Partial<Question> = {}): Question => ({ key, label, isRequired: false, questionType: 'Text', ...over });
const yesNo = { questionType: 'RadioButtonList' as const, options: ['Yes', 'No'] };
const pageOf = (key: string, questions: Question[]): FormPage =>
  ({ pageId: `p-${key}`, template: { templateId: `t-${key}`, key, title: key, subscriberTitle: key, description: null, questions } }) as unknown as FormPage;

/** A page as the seeded questionnaire makes it: report labels, a numbered list with its "another?" question. */
const employment = pageOf('Employment', [
  question('everWorked', 'Have you ever had a job?', { ...yesNo, reportLabel: 'Ever had a job' }),
  question('job_1_employer', 'Job 1: Where did you work?', { reportLabel: 'Job 1: Employer' }),
  question('job_1_start', 'Job 1: When did you start?', { questionType: 'DatePicker', reportLabel: 'Job 1: Started' }),
  question('job_2_add', 'Do you want to add another job?', { ...yesNo, reportLabel: 'Another job' }),
  question('job_2_employer', 'Job 2: Where did you work?', {
    reportLabel: 'Job 2: Employer',
    conditionalFieldKey: 'job_2_add',
    conditionalOperator: 'Equals',
    conditionalFieldValue: 'Yes',
  }),
  question('skills', 'What are you good at doing?', { questionType: 'Textarea', reportLabel: 'Skills' }),
]);
/** The same page on a form made before report labels. */
const olderEmployment = pageOf(
  'Employment',
  employment.template.questions.map(({ reportLabel: _none, ...rest }) => rest),
);
const supporters = pageOf('LettersOfSupport', [
  question('supporter1FirstName', 'Supporter 1: First name', { reportLabel: 'Supporter 1: First name' }),
  question('addSupporter2', 'Would you like to add another supporter?', { ...yesNo, reportLabel: 'Another supporter' }),
  question('supporter2FirstName', 'Supporter 2: First name', {
    reportLabel: 'Supporter 2: First name',
    conditionalFieldKey: 'addSupporter2',
    conditionalOperator: 'Equals',
    conditionalFieldValue: 'Yes',
  }),
]);

const answers: Record<string, Record<string, string>> = {
  Employment: { everWorked: 'Yes', job_1_employer: 'Acme Steel', job_1_start: '2011-03-01', job_2_add: 'Yes', job_2_employer: 'Diner', skills: 'I can fix small engines.' },
  LettersOfSupport: { supporter1FirstName: 'Keisha', addSupporter2: 'Yes', supporter2FirstName: 'Gary' },
};
const pagesOf = (pages: FormPage[]) => answeredPagesOf(pages, new CaseRecord(pages, (page) => answers[page.template.key]), () => undefined);

describe('the answered pages as the report prints them (issue 34, item 7)', () => {
  it('name each question by its report label, leave the form’s navigation out, and place a numbered list’s answers by row and column', () => {
    const [page, letters] = pagesOf([employment, supporters]);
    expect(page.answers.map(({ question, answer, written, slot }) => ({ question, answer, written, slot }))).toEqual([
      { question: 'Ever had a job', answer: { kind: 'text', text: 'Yes' }, written: false, slot: undefined },
      { question: 'Job 1: Employer', answer: { kind: 'text', text: 'Acme Steel' }, written: true, slot: { list: 'job', row: 'Job 1', column: 'Employer' } },
      { question: 'Job 1: Started', answer: { kind: 'text', text: 'March 1, 2011' }, written: false, slot: { list: 'job', row: 'Job 1', column: 'Started' } },
      { question: 'Job 2: Employer', answer: { kind: 'text', text: 'Diner' }, written: true, slot: { list: 'job', row: 'Job 2', column: 'Employer' } },
      { question: 'Skills', answer: { kind: 'text', text: 'I can fix small engines.' }, written: true, slot: undefined },
    ]);
    expect(letters.answers.map(({ question, slot }) => [question, slot])).toEqual([
      ['Supporter 1: First name', { list: 'supporter', row: 'Supporter 1', column: 'First name' }],
      ['Supporter 2: First name', { list: 'supporter', row: 'Supporter 2', column: 'First name' }],
    ]);
  });

  it("print a form made before report labels by the client's words, its lists split the same way", () => {
    const [page] = pagesOf([olderEmployment]);
    expect(page.answers.map(({ question, slot }) => [question, slot?.row, slot?.column])).toEqual([
      ['Have you ever had a job?', undefined, undefined],
      ['Job 1: Where did you work?', 'Job 1', 'Where did you work?'],
      ['Job 1: When did you start?', 'Job 1', 'When did you start?'],
      ['Job 2: Where did you work?', 'Job 2', 'Where did you work?'],
      ['What are you good at doing?', undefined, undefined],
    ]);
  });

  it('leave no navigation and no question in the client’s voice in the realistic case', () => {
    const printed = reportModelOf(realisticCaseSources()).pages.flatMap((page) => page.answers);
    expect(printed.length).toBeGreaterThan(300);
    expect(printed.filter(({ question }) => question.endsWith('?') || /\b(you|your)\b/i.test(question)).map(({ question }) => question)).toEqual([]);
    expect(printed.filter(({ source }) => /(_add|^addSupporter\d+)$/.test(source.questionKey))).toEqual([]);
  });
});
