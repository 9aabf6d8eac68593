import { isAnswered, type AnswerValues } from '../question-visibility.js';
import { CHECKBOX_SEPARATOR } from '../templates.js';
import type { Bound, Condition, ScoringItem, ScoringRules } from './scoring-rules.js';

/**
 * The one scoring engine (issue 10): the survey, the report and the web call it with the same rules
 * and answers, so they show the same result.
 *
 * An incomplete screen is incomplete, never zero: an item that is asked and has no answer (or an
 * answer that is none of its options) is missing, and a screen with a missing item has no band and no
 * positive, and no total or sub-score that includes the item. Flags and criteria are still worked out
 * from what is known (three-valued: a count that is reached already holds, one that can no longer be
 * reached does not, anything else is unknown), so a safety flag is raised as soon as its item says so.
 *
 * A screen the client was not offered in their language (no validated version of it: `isOfferedIn`) and
 * left blank was not taken (issue 33): neither zero nor incomplete, `notTaken: 'language'`, with no
 * score, band, flag or criterion. Answered anyway, even in part, it is scored as any other.
 */

/** What a rule needs from other pages: `gender` (the client's answer), `age` (current age in whole years). */
export type ScoringContext = Readonly<Record<string, string | number | null | undefined>>;

/** Why a screen was not taken: `language`, not offered in the client's language and left blank. */
export type NotTakenReason = 'language';

/** How the screen was put to the client: `offered` false when not in their language (`isOfferedIn`). */
export interface ScreenOffer {
  offered: boolean;
}

export interface ScreenScore {
  /** Every item that is asked has a scorable answer. */
  complete: boolean;
  /** Set when the screen was not taken, and why (then nothing else is scored). */
  notTaken: NotTakenReason | null;
  /** The keys of the items asked without a scorable answer, in the rules' order. */
  missingItems: string[];
  total: number | null;
  subScores: { key: string; label: string; score: number | null }[];
  band: { label: string; note: string | null } | null;
  positive: boolean | null;
  /** The label of the cut-off that decided `positive`. */
  cutOff: string | null;
  /** The flags raised. */
  flags: { key: string; label: string }[];
  criteria: { key: string; label: string; met: boolean | null }[];
}

type Truth = boolean | null;
/** An item's state: its value, unknown (missing, or not known whether it is asked) or not asked. */
type ItemValue = number | null | typeof NOT_ASKED;
const NOT_ASKED = 'notAsked';

interface State {
  readonly values: Map<string, ItemValue>;
  readonly scores: Map<string, number | null>;
  readonly context: ScoringContext;
}

export function score(rules: ScoringRules, answers: AnswerValues, context: ScoringContext = {}, { offered }: ScreenOffer = { offered: true }): ScreenScore {
  if (!offered && !rules.items.some((item) => isAnswered(answers, item.key))) return notTaken(rules, 'language');
  const state: State = { values: new Map(), scores: new Map(), context };
  const missingItems: string[] = [];
  let undetermined = false;
  for (const item of rules.items) {
    const asked = item.askedWhen ? evaluate(item.askedWhen, state) : true;
    if (asked === false) {
      state.values.set(item.key, NOT_ASKED);
      continue;
    }
    const value = asked ? valueOf(item, Object.hasOwn(answers, item.key) ? answers[item.key] : null) : null;
    if (asked && value === null) missingItems.push(item.key);
    if (asked === null) undetermined = true;
    state.values.set(item.key, value);
  }

  const total = rules.total ? sum(rules.total.items, state.values) : null;
  if (rules.total) state.scores.set('total', total);
  const subScores = (rules.subScores ?? []).map(({ key, label, items }) => {
    const subScore = sum(items, state.values);
    state.scores.set(key, subScore);
    return { key, label, score: subScore };
  });

  const complete = missingItems.length === 0 && !undetermined;
  const band = complete && total !== null ? (rules.bands ?? []).find(({ min, max }) => min <= total && total <= max) : undefined;
  const { positive, cutOff } = complete && rules.positive ? positiveOf(rules.positive.cutOffs, state) : { positive: null, cutOff: null };

  const flags = (rules.flags ?? []).filter(({ condition }) => evaluate(condition, state) === true).map(({ key, label }) => ({ key, label }));
  const criteria = (rules.criteria ?? []).map(({ key, label, condition }) => ({ key, label, met: evaluate(condition, state) }));
  for (const { key, replaces } of rules.criteria ?? []) {
    if (replaces === undefined) continue;
    const replacing = criteria.find((criterion) => criterion.key === key)!;
    const replaced = criteria.find((criterion) => criterion.key === replaces)!;
    if (replacing.met === true) replaced.met = false;
    else if (replacing.met === null && replaced.met === true) replaced.met = null;
  }

  return {
    complete,
    notTaken: null,
    missingItems,
    total,
    subScores,
    band: band ? { label: band.label, note: band.note ?? null } : null,
    positive,
    cutOff,
    flags,
    criteria,
  };
}

/** A screen not taken: nothing scored, nothing missing, no criterion known. */
function notTaken(rules: ScoringRules, reason: NotTakenReason): ScreenScore {
  return {
    complete: false,
    notTaken: reason,
    missingItems: [],
    total: null,
    subScores: (rules.subScores ?? []).map(({ key, label }) => ({ key, label, score: null })),
    band: null,
    positive: null,
    cutOff: null,
    flags: [],
    criteria: (rules.criteria ?? []).map(({ key, label }) => ({ key, label, met: null })),
  };
}

const NUMBER = /^\d+(\.\d+)?$/;

/** The number an answer scores, or null when it has none (blank, or none of the item's options). */
function valueOf(item: ScoringItem, answer: string | null | undefined): number | null {
  const text = answer?.trim();
  if (!text) return null;
  const { values } = item;
  if (values === 'number') return NUMBER.test(text) ? Number(text) : null;
  const optionValue = (option: string): number | null => {
    if (!Object.hasOwn(values, option)) return null;
    if (!item.reverse) return values[option];
    const all = Object.values(values);
    return Math.max(...all) + Math.min(...all) - values[option];
  };
  const single = optionValue(text);
  if (single !== null || !text.includes(CHECKBOX_SEPARATOR)) return single;
  let total = 0;
  for (const part of text.split(CHECKBOX_SEPARATOR)) {
    const partValue = optionValue(part.trim());
    if (partValue === null) return null;
    total += partValue;
  }
  return total;
}

/** The sum of the items' values (an item not asked adds nothing), or null when one is unknown. */
function sum(keys: readonly string[], values: Map<string, ItemValue>): number | null {
  let total = 0;
  for (const key of keys) {
    const value = values.get(key);
    if (value === NOT_ASKED) continue;
    if (value === null || value === undefined) return null;
    total += value;
  }
  return total;
}

function positiveOf(cutOffs: NonNullable<ScoringRules['positive']>['cutOffs'], state: State): { positive: boolean | null; cutOff: string | null } {
  for (const cutOff of cutOffs) {
    const applies = cutOff.when ? evaluate(cutOff.when, state) : true;
    if (applies === null) return { positive: null, cutOff: null };
    if (applies) return { positive: evaluate(cutOff.condition, state), cutOff: cutOff.label };
  }
  return { positive: null, cutOff: null };
}

/** A bound's number; undefined when there is no bound, null when the context does not carry it. */
function boundOf(bound: Bound | undefined, context: ScoringContext): number | null | undefined {
  if (bound === undefined || typeof bound === 'number') return bound;
  const value = context[bound.context];
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

function evaluate(condition: Condition, state: State): Truth {
  switch (condition.kind) {
    case 'count': {
      const low = boundOf(condition.where.atLeast, state.context);
      const below = boundOf(condition.where.below, state.context);
      let met = 0;
      let unknown = 0;
      for (const key of condition.items) {
        const value = state.values.get(key);
        if (value === NOT_ASKED) continue;
        if (value === null || value === undefined || low === null || below === null) unknown++;
        else if ((low === undefined || value >= low) && (below === undefined || value < below)) met++;
      }
      return met >= condition.atLeast ? true : met + unknown < condition.atLeast ? false : null;
    }
    case 'score': {
      const value = state.scores.get(condition.of);
      if (value === null || value === undefined) return null;
      return (condition.atLeast === undefined || value >= condition.atLeast) && (condition.atMost === undefined || value <= condition.atMost);
    }
    case 'context': {
      const value = state.context[condition.field];
      const text = value === null || value === undefined ? '' : String(value).trim().toLowerCase();
      return text !== '' && condition.in.some((wanted) => wanted.trim().toLowerCase() === text);
    }
    case 'all': {
      let result: Truth = true;
      for (const part of condition.of) {
        const truth = evaluate(part, state);
        if (truth === false) return false;
        if (truth === null) result = null;
      }
      return result;
    }
    case 'any': {
      let result: Truth = false;
      for (const part of condition.of) {
        const truth = evaluate(part, state);
        if (truth === true) return true;
        if (truth === null) result = null;
      }
      return result;
    }
    case 'not': {
      const truth = evaluate(condition.of, state);
      return truth === null ? null : !truth;
    }
  }
}
