import type { ScoringRules } from '../scoring-rules.js';
import { itemsWith, numberedKeys, scoreAtLeast } from './scales.js';

/** K6. Keys: `k6_1` .. `k6_6`, in published order; the past 30 days. */
const items = numberedKeys('k6_', 6);

const NoneToAllOfTheTime = { 'None of the time': 0, 'A little of the time': 1, 'Some of the time': 2, 'Most of the time': 3, 'All of the time': 4 };

export const K6Scoring: ScoringRules = {
  instrument: 'K6',
  licence: 'Public domain (cite Kessler 2003)',
  citation:
    'Kessler RC, Barker PR, Colpe LJ, et al. Screening for serious mental illness in the general population. Arch Gen Psychiatry. 2003;60(2):184-189.',
  items: itemsWith(items, NoneToAllOfTheTime),
  total: { items },
  positive: { label: 'Serious psychological distress', cutOffs: [{ condition: scoreAtLeast(13), label: '13 or more' }] },
};
