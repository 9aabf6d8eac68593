import { score } from '../score.js';
import { allWorth, answersWorth } from '../test-answers.js';
import { ItqScoring as rules } from './itq.js';

const keys = rules.items.map(({ key }) => key);
/** Every item "Not at all" but the named ones, at their rating. */
const rated = (values: Record<string, number>) => ({ ...allWorth(rules, keys, 0), ...answersWorth(rules, values) });
const ptsd = { itq_p1: 2, itq_p3: 2, itq_p5: 2, itq_pfi1: 2 };
const dso = { itq_c2: 2, itq_c4: 2, itq_c6: 2, itq_cfi3: 2 };
const diagnoses = (answers: Record<string, string | null>) => score(rules, answers).criteria.map(({ key, met }) => [key, met]);

it('scores every item "Not at all": neither PTSD nor complex PTSD', () => {
  expect(score(rules, rated({}))).toMatchObject({ complete: true, total: null, positive: false });
  expect(diagnoses(rated({}))).toEqual([
    ['ptsdDiagnosis', false],
    ['complexPtsdDiagnosis', false],
  ]);
});

it('scores every item "Extremely" as complex PTSD, which replaces PTSD', () => {
  const result = score(rules, allWorth(rules, keys, 4));
  expect(result).toMatchObject({ complete: true, positive: true });
  expect(result.subScores.map(({ key, score }) => [key, score])).toEqual([
    ['ptsd', 24],
    ['dso', 24],
  ]);
  expect(diagnoses(allWorth(rules, keys, 4))).toEqual([
    ['ptsdDiagnosis', false],
    ['complexPtsdDiagnosis', true],
  ]);
});

it('meets PTSD with one item of each pair and one impairment item rated 2', () => {
  expect(diagnoses(rated(ptsd))).toEqual([
    ['ptsdDiagnosis', true],
    ['complexPtsdDiagnosis', false],
  ]);
  expect(score(rules, rated(ptsd)).positive).toBe(true);
});

it('meets complex PTSD, replacing PTSD, with the PTSD criteria and one item of each DSO pair and one DSO impairment item', () => {
  expect(diagnoses(rated({ ...ptsd, ...dso }))).toEqual([
    ['ptsdDiagnosis', false],
    ['complexPtsdDiagnosis', true],
  ]);
});

it.each([
  ['a PTSD pair rated only 1', { ...ptsd, itq_p5: 1, ...dso }, [false, false]],
  ['no PTSD impairment item', { ...ptsd, itq_pfi1: 1, ...dso }, [false, false]],
  ['the DSO criteria without PTSD', { ...dso }, [false, false]],
  ['no DSO impairment item', { ...ptsd, ...dso, itq_cfi3: 1 }, [true, false]],
  ['a DSO pair missing', { ...ptsd, ...dso, itq_c4: 0 }, [true, false]],
])('works out %s', (_case, values, [isPtsd, isComplex]) => {
  expect(diagnoses(rated(values))).toEqual([
    ['ptsdDiagnosis', isPtsd],
    ['complexPtsdDiagnosis', isComplex],
  ]);
});

it('scores a screen with an item unanswered as incomplete, the diagnoses from what is known', () => {
  const answers = { ...rated({ ...ptsd, ...dso }), itq_cfi3: null, itq_c1: null };
  expect(score(rules, answers)).toMatchObject({ complete: false, missingItems: ['itq_c1', 'itq_cfi3'], positive: null });
  expect(diagnoses(answers)).toEqual([
    ['ptsdDiagnosis', null],
    ['complexPtsdDiagnosis', null],
  ]);
  expect(diagnoses({ ...answers, itq_pfi1: 'Not at all' })).toEqual([
    ['ptsdDiagnosis', false],
    ['complexPtsdDiagnosis', false],
  ]);
});
