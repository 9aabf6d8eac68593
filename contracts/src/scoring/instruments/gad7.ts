import type { ScoringRules } from '../scoring-rules.js';
import { bandsOfFive, numberedKeys, OverTwoWeeks, scoreAtLeast, summedItems } from './scales.js';

/** GAD-7. Keys: `gad7_1` .. `gad7_7`, in published order. */
export const Gad7Scoring: ScoringRules = {
  instrument: 'GAD-7',
  licence: 'Public domain',
  citation: 'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097.',
  ...summedItems(numberedKeys('gad7_', 7), OverTwoWeeks),
  bands: bandsOfFive(['Minimal', 'Mild', 'Moderate', 'Severe'], 21),
  positive: { label: 'Positive screen for anxiety', cutOffs: [{ condition: scoreAtLeast(10), label: '10 or more' }] },
};
