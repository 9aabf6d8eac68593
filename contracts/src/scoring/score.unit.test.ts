import { score } from './score.js';
import { ScoringRules, type Condition } from './scoring-rules.js';

const Level = { None: 0, Some: 1, Lots: 2 };
const count = (items: string[], atLeast: number, where: { atLeast?: number | { context: string }; below?: number } = { atLeast: 1 }): Condition => ({
  kind: 'count',
  items,
  where,
  atLeast,
});

const rules = ScoringRules.parse({
  instrument: 'Engine test',
  licence: 'Public domain',
  citation: 'A. Author. 2024.',
  items: [
    { key: 'a', values: Level },
    { key: 'b', values: Level },
    { key: 'c', values: Level, reverse: true },
    { key: 'd', values: Level, askedWhen: count(['a'], 1) },
  ],
  total: { items: ['a', 'b', 'c', 'd'] },
  subScores: [
    { key: 'ab', label: 'A and B', items: ['a', 'b'] },
    { key: 'cd', label: 'C and D', items: ['c', 'd'] },
  ],
  bands: [
    { min: 0, max: 3, label: 'Low' },
    { min: 4, max: 8, label: 'High', note: 'A note' },
  ],
  positive: {
    label: 'Positive',
    cutOffs: [
      { when: { kind: 'context', field: 'gender', in: ['Male'] }, condition: { kind: 'score', of: 'total', atLeast: 5 }, label: '5 or more (men)' },
      { condition: { kind: 'score', of: 'total', atLeast: 4 }, label: '4 or more' },
    ],
  },
  flags: [{ key: 'bLots', label: 'B is Lots', condition: count(['b'], 1, { atLeast: 2 }) }],
  criteria: [
    { key: 'two', label: 'Two of a, b, c at Some or more', condition: count(['a', 'b', 'c'], 2) },
    { key: 'three', label: 'All of a, b, c at Some or more', condition: count(['a', 'b', 'c'], 3), replaces: 'two' },
  ],
});

it("scores each answer as its option's number, reversing a reversed item, and sums the total and sub-scores", () => {
  const result = score(rules, { a: 'Lots', b: 'Some', c: 'None', d: 'Some' });
  expect(result).toMatchObject({ complete: true, missingItems: [], total: 2 + 1 + 2 + 1, band: { label: 'High', note: 'A note' }, positive: true, cutOff: '4 or more' });
  expect(result.subScores).toEqual([
    { key: 'ab', label: 'A and B', score: 3 },
    { key: 'cd', label: 'C and D', score: 3 },
  ]);
});

it('reads an answer trimmed, and an option only in its exact case', () => {
  expect(score(rules, { a: ' None ', b: 'None', c: 'Lots' }).total).toBe(0);
  expect(score(rules, { a: 'none', b: 'None', c: 'Lots' })).toMatchObject({ complete: false, missingItems: ['a'] });
});

it('does not ask, nor count, an item whose askedWhen does not hold', () => {
  expect(score(rules, { a: 'None', b: 'Lots', c: 'None' })).toMatchObject({ complete: true, missingItems: [], total: 4, band: { label: 'High' } });
  expect(score(rules, { a: 'None', b: 'Lots', c: 'None', d: 'Lots' }).total).toBe(4);
});

it.each([
  ['absent', {}],
  ['null', { b: null }],
  ['blank', { b: '  ' }],
  ['none of the options', { b: 'A lot' }],
])('scores a screen with an answer %s as incomplete, never as zero', (_case, answer) => {
  const result = score(rules, { a: 'Some', c: 'None', d: 'None', ...answer });
  expect(result).toMatchObject({ complete: false, missingItems: ['b'], total: null, band: null, positive: null, cutOff: null });
  expect(result.subScores).toEqual([
    { key: 'ab', label: 'A and B', score: null },
    { key: 'cd', label: 'C and D', score: 2 },
  ]);
});

it('leaves an item incomplete, not missing, while the item that decides whether it is asked has no answer', () => {
  expect(score(rules, { b: 'None', c: 'Lots', d: 'None' })).toMatchObject({ complete: false, missingItems: ['a'], total: null });
});

it('raises a flag as soon as its item says so, even on an incomplete screen', () => {
  expect(score(rules, { b: 'Lots' })).toMatchObject({ complete: false, flags: [{ key: 'bLots', label: 'B is Lots' }] });
  expect(score(rules, { b: 'Some' }).flags).toEqual([]);
});

it.each<[string, Record<string, string>, boolean | null]>([
  ['two already met', { a: 'Some', b: 'Some', c: 'Lots' }, true],
  ['two out of reach', { a: 'None', b: 'None' }, false],
  ['two still open', { a: 'Some', b: 'None' }, null],
])('works a criterion out from what is known on an incomplete screen: %s', (_case, answers, met) => {
  expect(score(rules, answers).criteria[0]).toEqual({ key: 'two', label: 'Two of a, b, c at Some or more', met });
});

it.each<[string, Record<string, string>, [boolean | null, boolean | null]]>([
  ['the replacing one met: the replaced one is not', { a: 'Some', b: 'Some', c: 'None', d: 'None' }, [false, true]],
  ['the replacing one not met: the replaced one stands', { a: 'Some', b: 'Some', c: 'Lots', d: 'None' }, [true, false]],
  ['the replacing one unknown: so is the replaced one', { a: 'Some', b: 'Some' }, [null, null]],
])('replaces a criterion: %s', (_case, answers, [two, three]) => {
  expect(score(rules, answers).criteria.map(({ met }) => met)).toEqual([two, three]);
});

it.each<[string, string | null | undefined, boolean, string]>([
  ['a man', 'Male', false, '5 or more (men)'],
  ['a man, whatever the case and spaces', ' male ', false, '5 or more (men)'],
  ['a woman', 'Female', true, '4 or more'],
  ['gender not known', undefined, true, '4 or more'],
  ['gender blank', '', true, '4 or more'],
])('uses the first cut-off whose context holds: %s', (_case, gender, positive, cutOff) => {
  expect(score(rules, { a: 'Lots', b: 'Lots', c: 'Lots', d: 'None' }, { gender })).toMatchObject({ total: 4, positive, cutOff });
});

it('puts a total outside every band in none', () => {
  const banded = ScoringRules.parse({ ...rules, bands: [{ min: 0, max: 3, label: 'Low' }] });
  expect(score(banded, { a: 'Lots', b: 'Lots', c: 'Lots', d: 'None' })).toMatchObject({ complete: true, total: 4, band: null });
});

describe('an item of several options (a checkbox list)', () => {
  const checkboxes = ScoringRules.parse({
    instrument: 'Checkboxes',
    licence: 'Public domain',
    citation: 'A. Author. 2024.',
    items: [{ key: 'ticked', values: { Red: 1, Green: 2, Blue: 4 } }],
    total: { items: ['ticked'] },
  });

  it.each([
    ['Green', 2],
    ['Red|Blue', 5],
    [' Red | Green |Blue ', 7],
  ])('scores %p as the sum of its options', (answer, total) => {
    expect(score(checkboxes, { ticked: answer }).total).toBe(total);
  });

  it('cannot score an answer with an option it does not know', () => {
    expect(score(checkboxes, { ticked: 'Red|Pink' })).toMatchObject({ complete: false, missingItems: ['ticked'], total: null });
  });
});

describe('an item whose answer is a number, against a bound from the context', () => {
  const recent = ScoringRules.parse({
    instrument: 'Ages',
    licence: 'Public domain',
    citation: 'A. Author. 2024.',
    items: [{ key: 'age', values: 'number' }],
    flags: [
      { key: 'young', label: 'Before 15', condition: count(['age'], 1, { below: 15 }) },
      { key: 'now', label: 'At the current age', condition: count(['age'], 1, { atLeast: { context: 'age' } }) },
    ],
    criteria: [{ key: 'nowMet', label: 'At the current age', condition: count(['age'], 1, { atLeast: { context: 'age' } }) }],
  });
  const flagsOf = (age: string, context = {}) => score(recent, { age }, context).flags.map(({ key }) => key);

  it.each([
    ['14', ['young']],
    ['14.5', ['young']],
    ['15', []],
  ])('compares %p with 15', (age, flags) => {
    expect(flagsOf(age)).toEqual(flags);
  });

  it.each([
    [{ age: 40 }, ['now']],
    [{ age: '40' }, ['now']],
    [{ age: 41 }, []],
  ])('compares 40 with the context %p', (context, flags) => {
    expect(flagsOf('40', context)).toEqual(flags);
  });

  it('leaves a rule unknown when the context does not carry its bound', () => {
    expect(score(recent, { age: '40' }, { age: 'forty' }).criteria).toEqual([{ key: 'nowMet', label: 'At the current age', met: null }]);
  });

  it.each(['about 40', '-3', '4e1'])('cannot score the answer %p', (age) => {
    expect(score(recent, { age })).toMatchObject({ complete: false, missingItems: ['age'] });
  });
});

describe("a screen not offered in the client's language", () => {
  it('left blank is not taken: neither zero nor incomplete, with nothing scored', () => {
    const result = score(rules, {}, {}, { offered: false });
    expect(result).toEqual({
      complete: false,
      notTaken: 'language',
      missingItems: [],
      total: null,
      subScores: [
        { key: 'ab', label: 'A and B', score: null },
        { key: 'cd', label: 'C and D', score: null },
      ],
      band: null,
      positive: null,
      cutOff: null,
      flags: [],
      criteria: [
        { key: 'two', label: 'Two of a, b, c at Some or more', met: null },
        { key: 'three', label: 'All of a, b, c at Some or more', met: null },
      ],
    });
    expect(score(rules, { a: ' ', b: null }, {}, { offered: false }).notTaken).toBe('language');
  });

  it('answered anyway, even in part, is scored as any other', () => {
    expect(score(rules, { a: 'Lots', b: 'Some', c: 'None', d: 'Some' }, {}, { offered: false })).toMatchObject({ complete: true, notTaken: null, total: 6 });
    expect(score(rules, { b: 'Lots' }, {}, { offered: false })).toMatchObject({ complete: false, notTaken: null, missingItems: ['a', 'c'], flags: [{ key: 'bLots' }] });
  });

  it('offered, left blank, is incomplete as before', () => {
    expect(score(rules, {})).toMatchObject({ complete: false, notTaken: null, missingItems: ['a', 'b', 'c'] });
  });
});
