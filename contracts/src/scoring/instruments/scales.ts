import type { Bound, Condition, ScoringItem, ScoringRules } from '../scoring-rules.js';

/**
 * The response scales of ../shared/instruments.md (option text -> number) and small builders of the
 * rules' data. The option texts are the templates' options word for word: an answer is stored as the
 * option's text, and scores only when it is one of these.
 */

export const YesNo = { Yes: 1, No: 0 };

/** PHQ-9 and GAD-7, over the last 2 weeks. */
export const OverTwoWeeks = { 'Not at all': 0, 'Several days': 1, 'More than half the days': 2, 'Nearly every day': 3 };

/** PCL-5 and ITQ, in the past month. */
export const NotAtAllToExtremely = { 'Not at all': 0, 'A little bit': 1, Moderately: 2, 'Quite a bit': 3, Extremely: 4 };

/** `prefix1` .. `prefixN`. */
export const numberedKeys = (prefix: string, count: number, from = 1): string[] => Array.from({ length: count }, (_, index) => `${prefix}${from + index}`);

export const itemsWith = (keys: readonly string[], values: Record<string, number>): ScoringItem[] => keys.map((key) => ({ key, values }));

/** Items on one scale whose total is their sum: the rules' `items` and `total`. */
export const summedItems = (keys: string[], values: Record<string, number>): Pick<ScoringRules, 'items' | 'total'> => ({ items: itemsWith(keys, values), total: { items: keys } });

/** Bands of the total five points wide from 0 (0-4, 5-9, ...), the last up to the highest total (PHQ-9's, GAD-7's, PHQ-15's). */
export const bandsOfFive = (labels: readonly string[], max: number): NonNullable<ScoringRules['bands']> =>
  labels.map((label, index) => ({ min: index * 5, max: index === labels.length - 1 ? max : index * 5 + 4, label }));

/** At least `atLeast` of the items have a value of `value` or more. */
export const countAtLeast = (items: string[], value: Bound, atLeast = 1): Condition => ({ kind: 'count', items, where: { atLeast: value }, atLeast });

/** The total (or a sub-score) is `atLeast` or more. */
export const scoreAtLeast = (atLeast: number, of = 'total'): Condition => ({ kind: 'score', of, atLeast });

export const all = (...of: Condition[]): Condition => ({ kind: 'all', of });
export const any = (...of: Condition[]): Condition => ({ kind: 'any', of });

/** The item was answered Yes (of `YesNo`). */
export const isYes = (item: string): Condition => countAtLeast([item], YesNo.Yes);

/** The context's gender is one of these (compared ignoring case): the About you page's options for a man. */
export const isMan: Condition = { kind: 'context', field: 'gender', in: ['Male', 'Man'] };
