import type { ScoringRules } from '../scoring-rules.js';
import { numberedKeys, scoreAtLeast, summedItems } from './scales.js';

/** In the order the form prints them, "All of the time" first. */
const AllToNoneOfTheTime = { 'All of the time': 4, 'Most of the time': 3, 'Some of the time': 2, 'A little of the time': 1, 'None of the time': 0 };

/** K6. Keys: `k6_1` .. `k6_6`, in published order; the past 30 days. */
export const K6Scoring: ScoringRules = {
  instrument: 'K6',
  licence: 'Free to use without formal permission (R. C. Kessler, hcp.med.harvard.edu/ncs/k6_scales.php); cite Kessler et al. 2003 and include the copyright',
  citation: 'Kessler RC, Barker PR, Colpe LJ, et al. Screening for serious mental illness in the general population. Arch Gen Psychiatry. 2003;60(2):184-189.',
  ...summedItems(numberedKeys('k6_', 6), AllToNoneOfTheTime),
  positive: { label: 'Serious psychological distress', cutOffs: [{ condition: scoreAtLeast(13), label: '13 or more' }] },
};
