import { CHECKBOX_SEPARATOR, InstrumentScoring, score, type ScoringRules } from '@app/contracts';
import { fmt } from './stats.js';

/**
 * The scoring engine on 10,000 answer sets of all 13 screens (issue 10; target: under 1 s in all),
 * against a baseline that does the least any scorer must: look up each answer's value and add it up.
 * The answers are random options (a fixed seed), a few left blank so incomplete screens are scored too.
 */
export async function scoringBench(answerSets = 10_000): Promise<string[]> {
  const screens = Object.values(InstrumentScoring);
  const random = seededRandom(20261123);
  const sets = Array.from({ length: answerSets }, () => screens.map((rules) => randomAnswers(rules, random)));
  const context = { gender: 'Female', age: 40 };

  const baseline = timed(() => sets.forEach((set) => set.forEach((answers, index) => plainSum(screens[index], answers))));
  let positives = 0;
  const engine = timed(() => {
    positives = 0;
    sets.forEach((set) =>
      set.forEach((answers, index) => {
        if (score(screens[index], answers, context).positive) positives++;
      }),
    );
  });
  const scorings = answerSets * screens.length;
  return [
    `${fmt(answerSets)} answer sets x ${screens.length} screens = ${fmt(scorings)} scorings (${fmt(positives)} positive)`,
    `engine:   ${fmt(engine, 1)} ms in all (best of 3), ${fmt((engine * 1000) / scorings, 2)} µs a screen (target: under 1,000 ms in all: ${engine < 1000 ? 'met' : 'NOT met'})`,
    `baseline: ${fmt(baseline, 1)} ms (values looked up and summed) -> engine at ${fmt(engine / baseline, 1)}x the baseline's time`,
  ];
}

/** The best of three runs, in milliseconds (the first also warms the JIT). */
function timed(work: () => void): number {
  return Math.min(
    ...[1, 2, 3].map(() => {
      const started = process.hrtime.bigint();
      work();
      return Number(process.hrtime.bigint() - started) / 1e6;
    }),
  );
}

/** mulberry32: the same answer sets on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomAnswers(rules: ScoringRules, random: () => number): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const item of rules.items) {
    if (random() < 0.02) continue;
    if (item.values === 'number') {
      answers[item.key] = String(Math.floor(random() * 60));
    } else {
      const options = Object.keys(item.values);
      answers[item.key] = options[Math.floor(random() * options.length)];
    }
  }
  return answers;
}

function plainSum(rules: ScoringRules, answers: Record<string, string>): number {
  let sum = 0;
  for (const item of rules.items) {
    const answer = answers[item.key];
    if (answer === undefined) continue;
    if (item.values === 'number') sum += Number(answer);
    else for (const option of answer.split(CHECKBOX_SEPARATOR)) sum += item.values[option] ?? 0;
  }
  return sum;
}
