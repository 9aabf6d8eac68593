import { z } from 'zod';
import { optionalText, requiredText } from '../fields.js';

/**
 * The scoring rules of a screening instrument (issue 10, ../shared/instruments.md), stored with its
 * template as data and run by the one engine of `score.ts`, so the survey, the report and the web
 * always show the same result. An admin edits them as JSON; this schema answers a malformed edit with
 * a message at the path of the mistake.
 *
 * - `items`: the answers a rule reads. `values` maps each option's text to its number (an answer
 *   stored as the option's text scores; a checkbox answer, options joined with "|", scores the sum of
 *   its options), or is "number" for an answer that is itself a number (an age). `reverse` scores
 *   an option as (highest + lowest - value). `askedWhen` names when the item is asked at all (only
 *   earlier items and the context): an item not asked scores nothing and is not missing.
 * - `total` and `subScores`: sums of items.
 * - `bands`: inclusive ranges of the total, each with a label (and a note the report shows with it).
 * - `positive`: the cut-offs; the first whose `when` holds (the last has none) decides.
 * - `flags` (raised for the report, e.g. a safety flag) and `criteria` (met or not, e.g. a
 *   diagnostic rule; `replaces`: when met, the criterion it names is not met).
 *
 * Conditions come in six kinds: `count` (how many of the items have a value in a range:
 * at least `atLeast` of them), `score` (the total or a sub-score in a range), `context` (a fact
 * from other pages, such as gender, is one of some values), and `all`, `any`, `not`.
 */

const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const key = () => requiredText({ max: 100 }).regex(KEY_PATTERN, 'Use letters, digits and underscores, beginning with a letter (for example phq9_1)');
const label = () => requiredText({ max: 500 });
const wholeNumber = () => z.number({ error: 'Must be a number' }).int('Must be a whole number');

/** A bound of a value: a number, or a number the context carries (e.g. the client's current age). */
export type Bound = number | { context: string };

export type Condition =
  | { kind: 'count'; items: string[]; where: { atLeast?: Bound; below?: Bound }; atLeast: number }
  | { kind: 'score'; of: string; atLeast?: number; atMost?: number }
  | { kind: 'context'; field: string; in: string[] }
  | { kind: 'all'; of: Condition[] }
  | { kind: 'any'; of: Condition[] }
  | { kind: 'not'; of: Condition };

export const ConditionKinds = ['count', 'score', 'context', 'all', 'any', 'not'] as const;

const Bound: z.ZodType<Bound> = z.union([z.number({ error: 'Must be a number' }), z.strictObject({ context: key() })], {
  error: 'Must be a number or { "context": field }',
});

export const Condition: z.ZodType<Condition> = z
  .lazy(
    () =>
      z.discriminatedUnion(
        'kind',
        [
          z.strictObject({
            kind: z.literal('count'),
            items: z.array(key()).min(1, 'Name at least one item'),
            where: z
              .strictObject({ atLeast: Bound.optional(), below: Bound.optional() })
              .refine((where) => where.atLeast !== undefined || where.below !== undefined, 'Give atLeast, below or both'),
            atLeast: wholeNumber().min(1, 'Must be at least 1'),
          }),
          z
            .strictObject({ kind: z.literal('score'), of: key(), atLeast: z.number().optional(), atMost: z.number().optional() })
            .refine((score) => score.atLeast !== undefined || score.atMost !== undefined, 'Give atLeast, atMost or both'),
          z.strictObject({ kind: z.literal('context'), field: key(), in: z.array(requiredText({ max: 500 })).min(1, 'Name at least one value') }),
          z.strictObject({ kind: z.literal('all'), of: z.array(Condition).min(1, 'Name at least one condition') }),
          z.strictObject({ kind: z.literal('any'), of: z.array(Condition).min(1, 'Name at least one condition') }),
          z.strictObject({ kind: z.literal('not'), of: Condition }),
        ],
        { error: `Must be one of: ${ConditionKinds.join(', ')}` },
      ),
    // Named, so that API descriptions refer to it (a recursive schema cannot be written out inline).
  )
  .meta({ id: 'ScoringCondition' });

const Options = z.record(z.string(), z.number({ error: 'Must be a number' }), { error: 'Must be "number" or an object of option texts and their numbers' });

/** "number", or the options and their numbers; a mistake in an option is reported at the option (a union would not say where). */
const Values = z.unknown().transform((input, ctx): 'number' | Record<string, number> => {
  if (input === 'number') return input;
  const options = Options.safeParse(input);
  if (options.success) return options.data;
  for (const { message, path } of options.error.issues) ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});

const Item = z.strictObject({
  key: key(),
  values: Values,
  reverse: z.boolean().optional(),
  askedWhen: Condition.optional(),
});

const Sum = z.strictObject({ items: z.array(key()).min(1, 'Name at least one item') });
const SubScore = z.strictObject({ key: key(), label: label(), items: z.array(key()).min(1, 'Name at least one item') });
const Band = z.strictObject({ min: wholeNumber(), max: wholeNumber(), label: label(), note: optionalText({ max: 2000 }) });
const CutOff = z.strictObject({ when: Condition.optional(), condition: Condition, label: label() });
const Positive = z.strictObject({ label: label(), cutOffs: z.array(CutOff).min(1, 'Give at least one cut-off') });
const Flag = z.strictObject({ key: key(), label: label(), condition: Condition });
const Criterion = Flag.extend({ replaces: key().optional() });

export const ScoringRules = z
  .strictObject({
    instrument: requiredText({ max: 100 }),
    licence: requiredText({ max: 2000 }),
    citation: requiredText({ max: 2000 }),
    note: optionalText({ max: 2000 }),
    items: z.array(Item).min(1, 'Give at least one item').max(500),
    total: Sum.optional(),
    subScores: z.array(SubScore).optional(),
    bands: z.array(Band).optional(),
    positive: Positive.optional(),
    flags: z.array(Flag).optional(),
    criteria: z.array(Criterion).optional(),
  })
  .superRefine(checkReferences);
export type ScoringRules = z.infer<typeof ScoringRules>;
export type ScoringItem = ScoringRules['items'][number];

type Path = (string | number)[];
type Issue = (path: Path, message: string) => void;

/** Each of `keys` names something `known`, and only once. */
function checkKeys(issue: Issue, keys: string[], path: Path, known: (key: string) => boolean, what: string): void {
  const seen = new Set<string>();
  keys.forEach((name, index) => {
    if (!known(name)) issue([...path, index], `"${name}" is not ${what}`);
    if (seen.has(name)) issue([...path, index], `"${name}" is named twice`);
    seen.add(name);
  });
}

/** An item's options: at least one, none blank or with spaces around it; only an item with options can be reversed. */
function checkValues(item: ScoringItem, path: Path, issue: Issue): void {
  if (item.values === 'number') {
    if (item.reverse) issue([...path, 'reverse'], 'Only an item with options can be reversed');
    return;
  }
  const options = Object.keys(item.values);
  if (options.length === 0) issue([...path, 'values'], 'Give at least one option and its number');
  for (const option of options) {
    if (option.trim() === '') issue([...path, 'values'], 'An option text cannot be blank');
    else if (option !== option.trim()) issue([...path, 'values', option], 'An option text cannot begin or end with a space');
  }
}

/** Bands are ranges of the total, each non-empty, none overlapping another. */
function checkBands(rules: ScoringRules, issue: Issue): void {
  const bands = rules.bands ?? [];
  if (bands.length > 0 && !rules.total) issue(['bands'], 'Bands are ranges of the total: give a total');
  bands.forEach((band, index) => {
    if (band.min > band.max) issue(['bands', index, 'max'], `Must be at least min (${band.min})`);
    const overlapping = bands.findIndex((other, otherIndex) => otherIndex < index && other.min <= band.max && band.min <= other.max);
    if (overlapping >= 0) issue(['bands', index], `Overlaps band ${overlapping + 1} (${bands[overlapping].label})`);
  });
}

/** The checks across the rules: every name refers to something that exists, and nothing can never hold. */
function checkReferences(rules: ScoringRules, ctx: z.RefinementCtx): void {
  const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
  const itemIndex = new Map<string, number>();
  const scores = new Set<string>(rules.total ? ['total'] : []);
  for (const sub of rules.subScores ?? []) scores.add(sub.key);

  const checkCondition = (condition: Condition, path: Path, isItem: (key: string) => boolean, what: string, scoresAllowed: boolean): void => {
    switch (condition.kind) {
      case 'count':
        checkKeys(issue, condition.items, [...path, 'items'], isItem, what);
        if (condition.atLeast > condition.items.length) {
          issue([...path, 'atLeast'], `Needs ${condition.atLeast} of ${condition.items.length} items, so it can never hold`);
        }
        return;
      case 'score':
        if (!scoresAllowed) issue([...path, 'of'], 'askedWhen cannot use a score: name items instead');
        else if (!scores.has(condition.of)) issue([...path, 'of'], `"${condition.of}" is not a score of these rules (${[...scores].join(', ') || 'they have none'})`);
        return;
      case 'context':
        return;
      case 'all':
      case 'any':
        condition.of.forEach((part, index) => checkCondition(part, [...path, 'of', index], isItem, what, scoresAllowed));
        return;
      case 'not':
        checkCondition(condition.of, [...path, 'of'], isItem, what, scoresAllowed);
    }
  };

  rules.items.forEach((item, index) => {
    if (item.askedWhen) {
      checkCondition(item.askedWhen, ['items', index, 'askedWhen'], (name) => itemIndex.has(name), 'an earlier item: askedWhen names only items before this one', false);
    }
    if (itemIndex.has(item.key)) issue(['items', index, 'key'], `The key "${item.key}" is used by item ${itemIndex.get(item.key)! + 1} already`);
    else itemIndex.set(item.key, index);
    checkValues(item, ['items', index], issue);
  });

  const isItem = (name: string) => itemIndex.has(name);
  const anItem = 'an item of these rules';
  if (rules.total) checkKeys(issue, rules.total.items, ['total', 'items'], isItem, anItem);
  const ruleKeys = new Set<string>();
  rules.subScores?.forEach((sub, index) => {
    if (sub.key === 'total' || ruleKeys.has(sub.key)) issue(['subScores', index, 'key'], `The key "${sub.key}" is used already`);
    ruleKeys.add(sub.key);
    checkKeys(issue, sub.items, ['subScores', index, 'items'], isItem, anItem);
  });

  checkBands(rules, issue);

  rules.positive?.cutOffs.forEach((cutOff, index, cutOffs) => {
    const path: Path = ['positive', 'cutOffs', index];
    if (cutOff.when) checkCondition(cutOff.when, [...path, 'when'], isItem, anItem, true);
    else if (index < cutOffs.length - 1) issue([...path, 'when'], 'Only the last cut-off can be without "when": the ones after it would never apply');
    checkCondition(cutOff.condition, [...path, 'condition'], isItem, anItem, true);
    if (index === cutOffs.length - 1 && cutOff.when) issue([...path, 'when'], 'The last cut-off must be without "when", so that one always applies');
  });

  const checkRule = (list: 'flags' | 'criteria', rule: { key: string; condition: Condition }, index: number) => {
    if (ruleKeys.has(rule.key)) issue([list, index, 'key'], `The key "${rule.key}" is used already`);
    ruleKeys.add(rule.key);
    checkCondition(rule.condition, [list, index, 'condition'], isItem, anItem, true);
  };
  rules.flags?.forEach((flag, index) => checkRule('flags', flag, index));
  const criterionKeys = new Set(rules.criteria?.map((criterion) => criterion.key));
  rules.criteria?.forEach((criterion, index) => {
    checkRule('criteria', criterion, index);
    const { replaces } = criterion;
    if (replaces !== undefined && (replaces === criterion.key || !criterionKeys.has(replaces))) {
      issue(['criteria', index, 'replaces'], `"${replaces}" is not another criterion of these rules`);
    }
  });
}
