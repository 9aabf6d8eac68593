import type { ScoringRules } from '../scoring-rules.js';
import { all, countAtLeast, isYes, itemsWith, numberedKeys, YesNo } from './scales.js';

/**
 * MDQ. Keys: `mdq_1` .. `mdq_13` (question 1's thirteen yes/no items), `mdq_same_time` (question 2:
 * several at the same time?) and `mdq_problem` (question 3: how much of a problem); `mdq_family` and
 * `mdq_diagnosed` (questions 4 and 5: family history, diagnosed before) are not scored, so not in the rules.
 */
const symptoms = numberedKeys('mdq_', 13);

/** Question 3's options as the distributed form prints them (capital P). */
const Problem = { 'No Problem': 0, 'Minor Problem': 1, 'Moderate Problem': 2, 'Serious Problem': 3 };

export const MdqScoring: ScoringRules = {
  instrument: 'MDQ',
  licence: 'Copyright © 2000 The University of Texas Medical Branch (R. Hirschfeld); distributed freely for screening; cite',
  citation:
    'Hirschfeld RMA, Williams JBW, Spitzer RL, et al. Development and validation of a screening instrument for bipolar spectrum disorder: the Mood Disorder Questionnaire. Am J Psychiatry. 2000;157(11):1873-1875.',
  items: [...itemsWith(symptoms, YesNo), { key: 'mdq_same_time', values: YesNo }, { key: 'mdq_problem', values: Problem }],
  total: { items: symptoms },
  positive: {
    label: 'Positive screen for bipolar spectrum disorder',
    cutOffs: [
      {
        condition: all(countAtLeast(symptoms, YesNo.Yes, 7), isYes('mdq_same_time'), countAtLeast(['mdq_problem'], Problem['Moderate Problem'])),
        label: '7 or more of the 13 items yes, several at the same time, and a moderate or serious problem',
      },
    ],
  },
};
