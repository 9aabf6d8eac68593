import type { ConditionalQuestion } from './question-visibility.js';
import { testQuestion as question } from './test-questions.js';
import { missingAnswers, requiredQuestionKeys, type PageToAnswer } from './required-answers.js';
import { SUPPORTERS_TEMPLATE_KEY } from './supporters.js';

const required = { isRequired: true };
const keys = (page: PageToAnswer<ConditionalQuestion>, answers: Record<string, string | null>, language: 'en' | 'es' = 'en') =>
  missingAnswers(page, answers, language).map((q) => q.key);

/** The letters-of-support page's first two slots, as the seeded page builds them. */
const slotQuestions = (n: number) => {
  const shown = n === 1 ? {} : { conditionalFieldKey: `addSupporter${n}`, conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' };
  return [
    ...(n === 1
      ? []
      : [
          question(`addSupporter${n}`, {
            questionType: 'RadioButtonList',
            ...(n === 2 ? {} : { conditionalFieldKey: `addSupporter${n - 1}`, conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' }),
          }),
        ]),
    question(`supporter${n}FirstName`, { ...required, ...shown }),
    question(`supporter${n}LastName`, { ...required, ...shown }),
    question(`supporter${n}Relationship`, { ...required, ...shown }),
    question(`supporter${n}Email`, shown),
    question(`supporter${n}Phone`, shown),
  ];
};
const letters: PageToAnswer<ConditionalQuestion> = {
  key: SUPPORTERS_TEMPLATE_KEY,
  questions: [question('intro', { questionType: 'Label' }), ...slotQuestions(1), ...slotQuestions(2)],
};

describe('the letters-of-support page', () => {
  it('asks nothing of a client who names nobody: an empty slot is not started', () => {
    expect(keys(letters, {})).toEqual([]);
    expect(keys(letters, { supporter1FirstName: '  ', supporter1Email: null })).toEqual([]);
    expect([...requiredQuestionKeys(letters, {}, 'en')]).toEqual([]);
  });

  it('asks a started slot for its names, relationship and a contact', () => {
    expect(keys(letters, { supporter1FirstName: 'Ann' })).toEqual(['supporter1LastName', 'supporter1Relationship', 'supporter1Email', 'supporter1Phone']);
    expect(keys(letters, { supporter1Phone: '555-010-0199' })).toEqual(['supporter1FirstName', 'supporter1LastName', 'supporter1Relationship']);
    expect(keys(letters, { supporter1FirstName: 'Ann', supporter1LastName: 'Lo', supporter1Relationship: 'Aunt', supporter1Email: 'ann@example.test' })).toEqual([]);
  });

  it('asks each slot on its own, and nothing of a hidden one', () => {
    const first = { supporter1FirstName: 'Ann', supporter1LastName: 'Lo', supporter1Relationship: 'Aunt', supporter1Phone: '555-010-0199' };
    expect(keys(letters, { ...first, addSupporter2: 'Yes' })).toEqual([]);
    expect(keys(letters, { ...first, addSupporter2: 'Yes', supporter2LastName: 'Diaz' })).toEqual([
      'supporter2FirstName',
      'supporter2Relationship',
      'supporter2Email',
      'supporter2Phone',
    ]);
    expect(keys(letters, { ...first, addSupporter2: 'No', supporter2LastName: 'Diaz' })).toEqual([]);
  });

  it("keeps the questions' own rule on other pages: a page whose key is another asks its required questions", () => {
    expect(keys({ ...letters, key: 'Other' }, {})).toEqual(['supporter1FirstName', 'supporter1LastName', 'supporter1Relationship']);
  });
});

describe("a screen with no validated version in the client's language", () => {
  const screen = (translations: PageToAnswer<ConditionalQuestion>['translations']): PageToAnswer<ConditionalQuestion> => ({
    key: 'PCL5',
    questions: [question('intro', { questionType: 'Label' }), question('pcl5_1', required), question('pcl5_2', required)],
    translations,
  });
  const englishOnly = screen({ es: { title: 'Reacciones', englishOnly: 'No validated Spanish version was found.', questions: {} } });

  it('asks nothing of a reader of that language: it is shown in English, and optional for them', () => {
    expect(keys(englishOnly, {}, 'es')).toEqual([]);
    expect([...requiredQuestionKeys(englishOnly, { pcl5_1: 'A little bit' }, 'es')]).toEqual([]);
  });

  it('still asks an English reader, and a reader of a language it is offered in', () => {
    expect(keys(englishOnly, {}, 'en')).toEqual(['pcl5_1', 'pcl5_2']);
    const translated = screen({ es: { title: 'Reacciones', questions: { pcl5_1: { label: 'Uno' }, pcl5_2: { label: 'Dos' } } } });
    expect(keys(translated, { pcl5_2: 'Nada' }, 'es')).toEqual(['pcl5_1']);
    expect(keys(screen(undefined), {}, 'es')).toEqual(['pcl5_1', 'pcl5_2']);
  });
});
