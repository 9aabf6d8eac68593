import { InstrumentScoring } from './instruments/index.js';
import { ScoringRules } from './scoring-rules.js';

/** A small valid rule set; each test breaks one thing. */
const valid = () => ({
  instrument: 'Test',
  licence: 'Public domain',
  citation: 'A. Author. A test instrument. 2024.',
  items: [
    { key: 'q1', values: { No: 0, Yes: 1 } },
    { key: 'q2', values: { No: 0, Yes: 1 }, askedWhen: { kind: 'count', items: ['q1'], where: { atLeast: 1 }, atLeast: 1 } },
  ],
  total: { items: ['q1', 'q2'] },
  subScores: [{ key: 'first', label: 'First', items: ['q1'] }],
  bands: [
    { min: 0, max: 1, label: 'Low' },
    { min: 2, max: 2, label: 'High' },
  ],
  positive: {
    label: 'Positive',
    cutOffs: [
      { when: { kind: 'context', field: 'gender', in: ['Male'] }, condition: { kind: 'score', of: 'total', atLeast: 2 }, label: '2' },
      { condition: { kind: 'score', of: 'first', atLeast: 1 }, label: '1' },
    ],
  },
  flags: [{ key: 'flag', label: 'Flag', condition: { kind: 'count', items: ['q2'], where: { atLeast: 1 }, atLeast: 1 } }],
  criteria: [
    { key: 'a', label: 'A', condition: { kind: 'not', of: { kind: 'score', of: 'total', atMost: 0 } } },
    { key: 'b', label: 'B', condition: { kind: 'all', of: [{ kind: 'score', of: 'total', atLeast: 2 }] }, replaces: 'a' },
  ],
});
type Rules = ReturnType<typeof valid> & Record<string, unknown>;

/** The issues of the rules after `breakIt`, as "path: message". */
function issuesOf(breakIt: (rules: Rules) => void): string[] {
  const rules = valid() as Rules;
  breakIt(rules);
  const result = ScoringRules.safeParse(JSON.parse(JSON.stringify(rules)));
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

it('accepts well-formed rules', () => {
  expect(issuesOf(() => {})).toEqual([]);
});

it.each(Object.entries(InstrumentScoring))('accepts the %s rules, unchanged, after a round trip through JSON', (_name, rules) => {
  expect(ScoringRules.parse(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
});

it.each<[string, (rules: Rules) => void, string]>([
  ['an item key used twice', (rules) => (rules.items[1].key = 'q1'), 'items.1.key: The key "q1" is used by item 1 already'],
  ['an item key with a space', (rules) => (rules.items[0].key = 'q 1'), 'items.0.key: Use letters, digits and underscores, beginning with a letter (for example phq9_1)'],
  ['an item without options', (rules) => ((rules.items[0] as Record<string, unknown>).values = {}), 'items.0.values: Give at least one option and its number'],
  ['an option worth text', (rules) => ((rules.items[0] as Record<string, unknown>).values = { No: 'zero' }), 'items.0.values.No: Must be a number'],
  [
    'values neither options nor "number"',
    (rules) => ((rules.items[0] as Record<string, unknown>).values = 'numbers'),
    'items.0.values: Must be "number" or an object of option texts and their numbers',
  ],
  ['a reversed number item', (rules) => (rules.items[0] = { key: 'q1', values: 'number', reverse: true } as never), 'items.0.reverse: Only an item with options can be reversed'],
  ['a misspelt field', (rules) => ((rules.items[0] as Record<string, unknown>).value = {}), 'items.0: Unrecognized key: "value"'],
  ['a total naming an unknown item', (rules) => (rules.total.items = ['q1', 'q3']), 'total.items.1: "q3" is not an item of these rules'],
  ['a total naming an item twice', (rules) => (rules.total.items = ['q1', 'q1']), 'total.items.1: "q1" is named twice'],
  [
    'askedWhen naming a later item',
    (rules) => ((rules.items[0] as Record<string, unknown>).askedWhen = { kind: 'count', items: ['q2'], where: { atLeast: 1 }, atLeast: 1 }),
    'items.0.askedWhen.items.0: "q2" is not an earlier item: askedWhen names only items before this one',
  ],
  [
    'askedWhen using a score',
    (rules) => ((rules.items[1] as Record<string, unknown>).askedWhen = { kind: 'score', of: 'total', atLeast: 1 }),
    'items.1.askedWhen.of: askedWhen cannot use a score: name items instead',
  ],
  ['an unknown condition kind', (rules) => (rules.flags[0].condition = { kind: 'sum' } as never), 'flags.0.condition.kind: Must be one of: count, score, context, all, any, not'],
  ['a count that can never hold', (rules) => (rules.flags[0].condition.atLeast = 2), 'flags.0.condition.atLeast: Needs 2 of 1 items, so it can never hold'],
  ['a count without a range', (rules) => (rules.flags[0].condition.where = {} as never), 'flags.0.condition.where: Give atLeast, below or both'],
  ['a count of no items', (rules) => (rules.flags[0].condition.items = []), 'flags.0.condition.items: Name at least one item'],
  [
    'a bound that is neither a number nor a context field',
    (rules) => (rules.flags[0].condition.where = { atLeast: 'one' } as never),
    'flags.0.condition.where.atLeast: Must be a number or { "context": field }',
  ],
  [
    'a nested condition naming an unknown item',
    (rules) => (rules.criteria[1].condition = { kind: 'all', of: [{ kind: 'any', of: [{ kind: 'count', items: ['q9'], where: { atLeast: 1 }, atLeast: 1 }] }] } as never),
    'criteria.1.condition.of.0.of.0.items.0: "q9" is not an item of these rules',
  ],
  [
    'an unknown score',
    (rules) => (rules.criteria[0].condition.of = { kind: 'score', of: 'second', atLeast: 1 } as never),
    'criteria.0.condition.of.of: "second" is not a score of these rules (total, first)',
  ],
  ['a score without a range', (rules) => (rules.criteria[0].condition.of = { kind: 'score', of: 'total' } as never), 'criteria.0.condition.of: Give atLeast, atMost or both'],
  ['bands without a total', (rules) => delete (rules as Partial<Rules>).total, 'bands: Bands are ranges of the total: give a total'],
  ['a band upside down', (rules) => (rules.bands[1] = { min: 3, max: 2, label: 'High' }), 'bands.1.max: Must be at least min (3)'],
  ['overlapping bands', (rules) => (rules.bands[1].min = 1), 'bands.1: Overlaps band 1 (Low)'],
  ['a band of a fraction', (rules) => (rules.bands[0].max = 1.5), 'bands.0.max: Must be a whole number'],
  ['a last cut-off with "when"', (rules) => rules.positive.cutOffs.pop(), 'positive.cutOffs.0.when: The last cut-off must be without "when", so that one always applies'],
  ['no cut-off', (rules) => (rules.positive.cutOffs = []), 'positive.cutOffs: Give at least one cut-off'],
  ['a flag and a criterion with one key', (rules) => (rules.criteria[0].key = 'flag'), 'criteria.0.key: The key "flag" is used already'],
  ['a criterion replacing an unknown one', (rules) => (rules.criteria[1].replaces = 'c'), 'criteria.1.replaces: "c" is not another criterion of these rules'],
  ['a criterion replacing itself', (rules) => (rules.criteria[1].replaces = 'b'), 'criteria.1.replaces: "b" is not another criterion of these rules'],
  ['a blank label', (rules) => (rules.flags[0].label = '  '), 'flags.0.label: This field is required'],
  ['no citation', (rules) => delete (rules as Partial<Rules>).citation, 'citation: This field is required'],
])('refuses %s with a clear message at its path', (_case, breakIt, issue) => {
  expect(issuesOf(breakIt)).toContain(issue);
});
