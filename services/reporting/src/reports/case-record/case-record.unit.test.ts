import type { FormPage, Question } from '@app/contracts';
import { answerBookmark, CaseRecord } from './case-record.js';

const question = (key: string, label: string, over: Partial<Question> = {}): Question => ({ key, label, isRequired: false, questionType: 'Text', ...over });

const employment = {
  pageId: 'p-employment',
  template: {
    templateId: 't-employment',
    key: 'Employment',
    title: 'Work',
    subscriberTitle: 'Employment',
    description: null,
    defaultWeight: 0,
    isOptional: false,
    isDefault: true,
    stopIfOffline: false,
    questions: [
      question('intro', 'Tell us about your jobs.', { questionType: 'Label' }),
      question('everWorked', 'Have you ever had a job?', { questionType: 'RadioButtonList', options: ['Yes', 'No'] }),
      question('job_1_employer', 'Job 1: Where did you work?', { conditionalFieldKey: 'everWorked', conditionalFieldValue: 'Yes', conditionalOperator: 'Equals' }),
      question('job_1_years', 'Job 1: What years?', { conditionalFieldKey: 'everWorked', conditionalFieldValue: 'Yes', conditionalOperator: 'Equals' }),
      question('job_2_employer', 'Job 2: Where did you work?', { conditionalFieldKey: 'everWorked', conditionalFieldValue: 'Yes', conditionalOperator: 'Equals' }),
      question('barriers', 'What made it hard to work?', { questionType: 'CheckBoxList', options: ['A record', 'No ride', 'Health problems'] }),
    ],
  },
} as unknown as FormPage;

const record = (answers: Record<string, string>) => new CaseRecord([employment], () => answers);

describe('the case record', () => {
  it('reads each shown and answered question with its page and question as its source', () => {
    const case1 = record({ everWorked: 'Yes', job_1_employer: '  Acme Steel ', barriers: 'A record|No ride' });
    expect(case1.answer('Employment', 'job_1_employer')).toEqual({
      value: 'Acme Steel',
      questionType: 'Text',
      source: { pageKey: 'Employment', page: 'Employment', questionKey: 'job_1_employer', question: 'Job 1: Where did you work?' },
    });
    expect(case1.checked('Employment', 'barriers')).toEqual(['A record', 'No ride']);
    expect(case1.value('Employment', 'job_1_years')).toBeNull();
    expect(case1.pageTitle('Employment')).toBe('Employment');
    expect(case1.hasPage('Housing')).toBe(false);
  });

  it('leaves out an answer behind a condition that no longer holds', () => {
    const changedTheirMind = record({ everWorked: 'No', job_1_employer: 'Acme Steel' });
    expect(changedTheirMind.value('Employment', 'job_1_employer')).toBeNull();
    expect(changedTheirMind.allAnswers().map((answer) => answer.source.questionKey)).toEqual(['everWorked']);
  });

  it("names each answer's question by its report label where it has one (issue 34)", () => {
    const labelled = {
      ...employment,
      template: { ...employment.template, questions: employment.template.questions.map((q) => (q.key === 'everWorked' ? { ...q, reportLabel: 'Ever had a job' } : q)) },
    };
    const answers = new CaseRecord([labelled], () => ({ everWorked: 'Yes', job_1_employer: 'Acme Steel' }));
    expect(answers.allAnswers().map((answer) => answer.source.question)).toEqual(['Ever had a job', 'Job 1: Where did you work?']);
  });

  it('holds only the answers its edition prints (issue 34): what it leaves out, no analysis reads', () => {
    const answers = { everWorked: 'Yes', job_1_employer: 'Acme Steel', job_1_years: '2001' };
    const court = new CaseRecord(
      [employment],
      () => answers,
      (source) => !['everWorked', 'job_1_employer'].includes(source.questionKey),
    );
    expect(court.value('Employment', 'job_1_employer')).toBeNull();
    expect(court.slots('Employment', 'job').map(({ fields }) => [...fields.keys()])).toEqual([['years']]);
    // Whether an answer was shown is decided on every answer, as the client was shown them: everWorked, left out, still shows job 1.
    expect(court.value('Employment', 'job_1_years')).toBe('2001');
  });

  it('groups a numbered list into its answered slots, in order', () => {
    const slots = record({ everWorked: 'Yes', job_2_employer: 'Diner', job_1_years: '2001-2005', job_1_employer: 'Acme Steel' }).slots('Employment', 'job');
    expect(slots.map(({ slot, fields }) => [slot, Object.fromEntries([...fields].map(([field, answer]) => [field, answer.value]))])).toEqual([
      [1, { employer: 'Acme Steel', years: '2001-2005' }],
      [2, { employer: 'Diner' }],
    ]);
  });

  it("names each answer's bookmark as Word allows (a letter first, at most 40 letters, digits and underscores), the same for the same answer", () => {
    const bookmark = answerBookmark({ pageKey: 'Employment', questionKey: 'job_1_employer' });
    expect(bookmark).toMatch(/^[A-Za-z][A-Za-z0-9_]{0,39}$/);
    expect(answerBookmark({ pageKey: 'Employment', questionKey: 'job_1_employer' })).toBe(bookmark);
    expect(answerBookmark({ pageKey: 'Employment', questionKey: 'job_2_employer' })).not.toBe(bookmark);
  });
});
