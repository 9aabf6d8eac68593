import type { Condition, ScoringRules } from '../scoring-rules.js';
import { any, countAtLeast, itemsWith, numberedKeys } from './scales.js';

/**
 * TAPS-1. Keys, in published order: `taps1_1` (tobacco), `taps1_2` (alcohol), `taps1_3` (illicit
 * drugs), `taps1_4` (prescription medications not as prescribed); the past 12 months.
 */
const items = numberedKeys('taps1_', 4);

const Frequency = { Never: 0, 'Less than monthly': 1, Monthly: 2, Weekly: 3, 'Daily or almost daily': 4 };

/** Anything but "Never" is a positive screen for that substance. */
const used = (item: string): Condition => countAtLeast([item], Frequency['Less than monthly']);

const substances = [
  { key: 'tobacco', label: 'Tobacco', item: 'taps1_1' },
  { key: 'alcohol', label: 'Alcohol', item: 'taps1_2' },
  { key: 'illicitDrugs', label: 'Illicit drugs', item: 'taps1_3' },
  { key: 'prescriptionMedications', label: 'Prescription medications not as prescribed', item: 'taps1_4' },
];

export const Taps1Scoring: ScoringRules = {
  instrument: 'TAPS-1',
  licence: 'Public domain (NIDA)',
  citation:
    'McNeely J, Wu LT, Subramaniam G, et al. Performance of the Tobacco, Alcohol, Prescription Medication, and Other Substance Use (TAPS) Tool for substance use screening in primary care patients. Ann Intern Med. 2016;165(10):690-699.',
  items: itemsWith(items, Frequency),
  positive: { label: 'Positive screen for at least one substance', cutOffs: [{ condition: any(...items.map(used)), label: 'Anything but "Never" for a substance' }] },
  criteria: substances.map(({ key, label, item }) => ({ key, label: `${label}: positive screen`, condition: used(item) })),
};
