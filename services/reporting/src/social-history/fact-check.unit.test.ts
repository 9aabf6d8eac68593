import fc from 'fast-check';
import type { FormPage, TemplateFields } from '@app/contracts';
import { CaseRecord } from '../reports/case-record/case-record.js';
import { checkedParagraphs, unsupportedIn } from './fact-check.js';
import { HistorySources } from './history-sources.js';
import { LocalWriter } from './local-writer/local-writer.js';
import { narratorOf } from './narrator.js';
import { socialHistoryPlan, writeSocialHistory } from './social-history.js';
import { realisticCaseSources } from '../testing/realistic-case.js';

/** One page of free-text answers (`story_1` ...), as a generated record's. */
const page = (count: number): FormPage => ({
  pageId: 'page-Story',
  answerSetId: 'answers-story',
  displayWeight: 1,
  templateVersion: 1,
  template: {
    templateId: 'template-story',
    key: 'Story',
    title: 'Your Story',
    subscriberTitle: 'Life Story',
    description: null,
    scoring: null,
    instrument: null,
    questions: Array.from({ length: count }, (_, i) => ({ key: `story${i}`, label: `Question ${i}?`, isRequired: false, questionType: 'Textarea' as const })),
  } as unknown as TemplateFields & { templateId: string; scoring: null; instrument: null; description: null },
});

const sourcesOf = (answers: string[]) => {
  const record = new CaseRecord([page(answers.length)], () => Object.fromEntries(answers.map((answer, i) => [`story${i}`, answer])));
  return new HistorySources(record, []);
};

const word = fc.stringMatching(/^[a-z]{3,9}$/).filter((w) => !['one', 'may', 'march', 'june', 'april', 'august'].includes(w));
const properName = fc.stringMatching(/^[A-Z][a-z]{3,9}$/).filter((name) => !/^(The|This|That|Then|When|They|There|Mr|Ms)$/.test(name));
const year = fc.integer({ min: 1940, max: 2030 });
/** A client's answer: words, a year, an age and a proper name (a place or a person). */
const answer = fc
  .record({ words: fc.array(word, { minLength: 3, maxLength: 12 }), year, age: fc.integer({ min: 2, max: 90 }), name: properName })
  .map(({ words, year, age, name }) => ({
    text: `I ${words.join(' ')} in ${name} in ${year} when I was ${age}.`,
    year,
    age,
    name,
  }));

describe('the fact checker (property-based, fast-check)', () => {
  it('keeps a sentence that quotes its answer or restates its year, age and name', () => {
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 5 }), (answers) => {
        const sources = sourcesOf(answers.map((a) => a.text));
        answers.forEach((a, i) => {
          const cite = [`Story.story${i}`];
          expect(unsupportedIn({ text: `Mr. Doe writes, “${a.text}”`, sources: cite }, sources, ['Doe'])).toEqual([]);
          expect(unsupportedIn({ text: `In ${a.year}, at ${a.age}, he was in ${a.name}.`, sources: cite }, sources, ['Doe'])).toEqual([]);
        });
      }),
    );
  });

  it('drops a sentence with a year, number or name its cited answers do not hold, or a quotation they do not say, and counts it', () => {
    fc.assert(
      fc.property(answer, year, properName, word, (a, otherYear, otherName, otherWord) => {
        fc.pre(otherYear !== a.year && otherYear !== a.age && !a.text.includes(String(otherYear)));
        fc.pre(!a.text.toLowerCase().includes(otherName.toLowerCase()) && !a.text.includes(otherWord));
        const sources = sourcesOf([a.text]);
        const cite = ['Story.story0'];
        const invented = [
          { text: `He moved in ${otherYear}.`, sources: cite },
          { text: `He lived in ${a.name} with ${otherName}.`, sources: cite },
          { text: `He writes, “I ${otherWord} it.”`, sources: cite },
          { text: `In ${a.year} he was in ${a.name}.`, sources: ['Story.nothing'] },
        ];
        const kept = { text: `In ${a.year} he was in ${a.name}.`, sources: cite };
        const { paragraphs, dropped } = checkedParagraphs([{ sentences: [...invented, kept] }], sources, ['Doe']);
        expect(dropped).toBe(invented.length);
        expect(paragraphs).toEqual([{ sentences: [kept] }]);
      }),
    );
  });

  it('finds nothing to drop in what the local writer writes over generated records', async () => {
    const base = realisticCaseSources();
    await fc.assert(
      fc.asyncProperty(fc.array(answer, { minLength: 1, maxLength: 6 }), fc.constantFrom('Male', 'Female', 'Non-binary'), async (answers, gender) => {
        // The realistic case's free text replaced by generated answers, the gender varied.
        const keys = [
          'FamilyOfOrigin.fatherMore',
          'Siblings.siblingsMore',
          'Trauma.traumaMore',
          'Strengths.goodChanges',
          'GoalsAndPlans.tellTheJudge',
          'HeadInjuries.headInjuryMore',
        ];
        const answerSets = base.answerSets.map((set) => {
          const pageKey = set.page_id.replace(/^page-/, '');
          const changes = Object.fromEntries(
            keys
              .map((key, i) => [key, answers[i % answers.length].text])
              .filter(([key]) => key.startsWith(`${pageKey}.`))
              .map(([key, text]) => [key.split('.')[1], text]),
          );
          return { ...set, answers: { ...set.answers, ...changes, ...(pageKey === 'AboutYou' ? { gender } : {}) } };
        });
        for (const person of ['ThirdPerson', 'FirstPerson'] as const) {
          const plan = socialHistoryPlan(person, base.form, answerSets, base.letters, base.client);
          const sections = await writeSocialHistory(plan, new LocalWriter());
          expect(sections.map((section) => `${section.key}: ${section.dropped}`).filter((line) => !line.endsWith(': 0'))).toEqual([]);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('takes the narrator’s names from the client’s answers', () => {
    const record = new CaseRecord([], () => ({}));
    expect(narratorOf(record, { first_name: 'Ann', last_name: 'Doe' })).toMatchObject({ name: 'Ann Doe', subject: 'they' });
  });
});
