import type { ScoringRules } from '../scoring-rules.js';
import { bandsOfFive, countAtLeast, numberedKeys, OverTwoWeeks, summedItems } from './scales.js';

/**
 * PHQ-9. Keys: `phq9_1` .. `phq9_9` (the nine items, in published order) and `phq9_difficulty`
 * (the difficulty item: not scored, so not in the rules).
 */
export const Phq9Scoring: ScoringRules = {
  instrument: 'PHQ-9',
  licence: 'Public domain (Pfizer: no permission required)',
  citation: 'Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med. 2001;16(9):606-613.',
  ...summedItems(numberedKeys('phq9_', 9), OverTwoWeeks),
  bands: bandsOfFive(['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe'], 27),
  flags: [{ key: 'safety', label: 'Safety: item 9 was answered above "Not at all"', condition: countAtLeast(['phq9_9'], 1) }],
};
