import type { Condition, ScoringRules } from '../scoring-rules.js';
import { any, countAtLeast } from './scales.js';

/**
 * TAPS-1 (the TAPS Tool Part 1, NIDA). Keys, in published order: `taps1_1` (tobacco), then the alcohol
 * question in the form for men (`taps1_2_men`, 5 or more drinks in one day) or for women
 * (`taps1_2_women`, 4 or more), whichever `taps1_alcohol_form` says applies (the page's own question, as it
 * cannot see the gender given on another page), then `taps1_3` (illicit drugs) and `taps1_4`
 * (prescription medications not as prescribed); the past 12 months. The options' wording is the tool's.
 */
const Frequency = { Never: 0, 'Less Than Monthly': 1, Monthly: 2, Weekly: 3, 'Daily or Almost Daily': 4 };

/** Which published alcohol question the client answers. */
const AlcoholForm = { 'The question for men': 0, 'The question for women': 1 };
const alcoholForm = 'taps1_alcohol_form';
const forWomen = countAtLeast([alcoholForm], AlcoholForm['The question for women']);

/** Anything but "Never" is a positive screen for that substance. */
const used = (...items: string[]): Condition => countAtLeast(items, Frequency['Less Than Monthly']);

const substances = [
  { key: 'tobacco', label: 'Tobacco', condition: used('taps1_1') },
  { key: 'alcohol', label: 'Alcohol', condition: used('taps1_2_men', 'taps1_2_women') },
  { key: 'illicitDrugs', label: 'Illicit drugs', condition: used('taps1_3') },
  { key: 'prescriptionMedications', label: 'Prescription medications not as prescribed', condition: used('taps1_4') },
];

export const Taps1Scoring: ScoringRules = {
  instrument: 'TAPS-1',
  licence: 'Public domain (NIDA)',
  citation:
    'McNeely J, Wu LT, Subramaniam G, et al. Performance of the Tobacco, Alcohol, Prescription Medication, and Other Substance Use (TAPS) Tool for substance use screening in primary care patients. Ann Intern Med. 2016;165(10):690-699.',
  items: [
    { key: 'taps1_1', values: Frequency },
    { key: alcoholForm, values: AlcoholForm },
    { key: 'taps1_2_men', values: Frequency, askedWhen: { kind: 'not', of: forWomen } },
    { key: 'taps1_2_women', values: Frequency, askedWhen: forWomen },
    { key: 'taps1_3', values: Frequency },
    { key: 'taps1_4', values: Frequency },
  ],
  positive: {
    label: 'Positive screen for at least one substance',
    cutOffs: [{ condition: any(...substances.map((substance) => substance.condition)), label: 'Anything but "Never" for a substance' }],
  },
  criteria: substances.map(({ key, label, condition }) => ({ key, label: `${label}: positive screen`, condition })),
};
