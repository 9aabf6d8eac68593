import type { ScoringRules } from '../scoring-rules.js';
import { numberedKeys, scoreAtLeast, summedItems, YesNo } from './scales.js';

/** CAGE-AID. Keys: `cageaid_1` .. `cageaid_4`, in published order. Both cut-offs are reported. */
export const CageAidScoring: ScoringRules = {
  instrument: 'CAGE-AID',
  licence: 'Free with attribution (Brown and Rounds 1995)',
  citation:
    'Brown RL, Rounds LA. Conjoint screening questionnaires for alcohol and other drug abuse: criterion validity in a primary care practice. Wis Med J. 1995;94(3):135-140.',
  ...summedItems(numberedKeys('cageaid_', 4), YesNo),
  positive: { label: 'Positive screen for alcohol or drug problems', cutOffs: [{ condition: scoreAtLeast(1), label: '1 or more' }] },
  criteria: [{ key: 'atTwo', label: 'Positive at 2 or more (higher specificity)', condition: scoreAtLeast(2) }],
};
