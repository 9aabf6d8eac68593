import { CHECKBOX_SEPARATOR, visibleQuestionKeys } from '@app/contracts';
import { reportModelOf } from '../reports/raw-report/report-contents.js';
import { realisticCaseSources } from './realistic-case.js';

/** The realistic case is what it says: every answer one its page shows and takes, and the screens score as its story tells. */
describe('the realistic case', () => {
  const sources = realisticCaseSources();

  it('answers only questions its pages show, with options the questions offer', () => {
    const problems: string[] = [];
    for (const page of sources.form.pages) {
      const answers = sources.answerSets.find((set) => set.page_id === page.pageId)!.answers;
      const visible = visibleQuestionKeys(page.template.questions, answers);
      for (const [key, value] of Object.entries(answers)) {
        const question = page.template.questions.find((candidate) => candidate.key === key);
        if (!question || !visible.has(key)) problems.push(`${page.template.key}.${key} is not shown`);
        else if (question.options && !value!.split(CHECKBOX_SEPARATOR).every((option) => question.options!.includes(option)))
          problems.push(`${page.template.key}.${key}: ${value}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tells a whole life: about 400 answers to the questionnaire over every page but Documents, and all 13 screens complete', () => {
    const model = reportModelOf(sources);
    const screenPages = new Set(sources.form.pages.filter((page) => page.template.scoring).map((page) => page.pageId));
    const answers = sources.answerSets.filter((set) => !screenPages.has(set.page_id)).reduce((count, set) => count + Object.keys(set.answers).length, 0);
    expect(answers).toBeGreaterThan(370);
    expect(answers).toBeLessThan(430);
    expect(model.pages.map((page) => page.title)).not.toContain('Documents');
    expect(model.screens).toHaveLength(13);
    expect(model.screens.filter((screen) => !screen.result.complete).map((screen) => screen.instrument)).toEqual([]);
    const result = (instrument: string) => model.screens.find((screen) => screen.instrument === instrument)!.result;
    expect(result('PHQ-9').flags.map((flag) => flag.key)).toEqual(['safety']);
    expect(result('PHQ-9').band?.label).toBe('Moderately severe');
    expect(result('OSU TBI-ID').flags.map((flag) => flag.key)).toEqual(['WORST', 'FIRST', 'MULTIPLE']);
    expect(result('AUDIT-C')).toMatchObject({ total: 12, positive: true });
    expect(result('ACE')).toMatchObject({ total: 7, band: { label: 'High' } });
    expect(model.caseDetails).toMatchObject({
      court: 'Franklin County Court of Common Pleas',
      caseNumber: '25 CR 004417',
      custody: 'In jail or prison',
      facility: 'Franklin County Corrections Center',
    });
    expect(model.letters.map((letter) => letter.supporterName)).toEqual(['Keisha Brooks', 'Gary Lindqvist']);
  });
});
