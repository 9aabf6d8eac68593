import type { ScoringRules } from './scoring-rules.js';

/** Answer sets for the tests, built from the rules so they use the options' exact texts. */

/** The text of the item's option worth `value` (a number item: the number). */
export function optionWorth(rules: ScoringRules, key: string, value: number): string {
  const item = rules.items.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`${rules.instrument} has no item ${key}`);
  if (item.values === 'number') return String(value);
  const option = Object.entries(item.values).find(([, worth]) => worth === value)?.[0];
  if (option === undefined) throw new Error(`${key} has no option worth ${value}`);
  return option;
}

/** Each named item answered with the option worth its number. */
export const answersWorth = (rules: ScoringRules, values: Record<string, number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, optionWorth(rules, key, value)]));

/** Every listed item answered with the option worth `value`. */
export const allWorth = (rules: ScoringRules, keys: readonly string[], value: number): Record<string, string> =>
  answersWorth(rules, Object.fromEntries(keys.map((key) => [key, value])));

/** The items answered so that they add up to `total`: the first ones with their highest option, then what is left. */
export function answersSumming(rules: ScoringRules, keys: readonly string[], total: number): Record<string, string> {
  let left = total;
  const values: Record<string, number> = {};
  for (const key of keys) {
    const item = rules.items.find((candidate) => candidate.key === key)!;
    const highest = item.values === 'number' ? left : Math.max(...Object.values(item.values));
    values[key] = Math.min(left, highest);
    left -= values[key];
  }
  if (left > 0) throw new Error(`${keys.length} items cannot add up to ${total}`);
  return answersWorth(rules, values);
}
