import type { ScoringRules } from '../scoring-rules.js';
import { numberedKeys, summedItems, YesNo } from './scales.js';

/** ACE (10 items). Keys: `ace_1` .. `ace_10`, in published order. */
export const AceScoring: ScoringRules = {
  instrument: 'ACE',
  licence: 'Freely reproduced (Felitti et al. 1998); attribute',
  citation:
    'Felitti VJ, Anda RF, Nordenberg D, et al. Relationship of childhood abuse and household dysfunction to many of the leading causes of death in adults: the Adverse Childhood Experiences (ACE) Study. Am J Prev Med. 1998;14(4):245-258.',
  ...summedItems(numberedKeys('ace_', 10), YesNo),
  bands: [
    {
      min: 4,
      max: 10,
      label: 'High',
      note: "A score of 4 or more marks a higher risk across a population; it does not measure this person's risk or diagnose anything.",
    },
  ],
};
