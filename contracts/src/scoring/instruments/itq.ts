import type { ScoringRules } from '../scoring-rules.js';
import { all, countAtLeast, itemsWith, NotAtAllToExtremely, numberedKeys } from './scales.js';

/**
 * ITQ. Keys, in published order: `itq_p1` .. `itq_p6` (PTSD symptoms), `itq_pfi1` .. `itq_pfi3`
 * (their functional impairment), `itq_c1` .. `itq_c6` (disturbances in self-organisation, DSO),
 * `itq_cfi1` .. `itq_cfi3` (their functional impairment).
 */
const ptsdItems = numberedKeys('itq_p', 6);
const ptsdImpairment = numberedKeys('itq_pfi', 3);
const dsoItems = numberedKeys('itq_c', 6);
const dsoImpairment = numberedKeys('itq_cfi', 3);

/** An item rated 2 (Moderately) or more counts; "P1 or P2" is one of the pair counting. */
const oneOf = (...items: string[]) => countAtLeast(items, NotAtAllToExtremely.Moderately);

const ptsd = all(oneOf('itq_p1', 'itq_p2'), oneOf('itq_p3', 'itq_p4'), oneOf('itq_p5', 'itq_p6'), oneOf(...ptsdImpairment));
const dso = all(oneOf('itq_c1', 'itq_c2'), oneOf('itq_c3', 'itq_c4'), oneOf('itq_c5', 'itq_c6'), oneOf(...dsoImpairment));

export const ItqScoring: ScoringRules = {
  instrument: 'ITQ',
  licence: 'Freely available (Cloitre et al. 2018)',
  citation:
    'Cloitre M, Shevlin M, Brewin CR, et al. The International Trauma Questionnaire: development of a self-report measure of ICD-11 PTSD and complex PTSD. Acta Psychiatr Scand. 2018;138(6):536-546.',
  items: itemsWith([...ptsdItems, ...ptsdImpairment, ...dsoItems, ...dsoImpairment], NotAtAllToExtremely),
  subScores: [
    { key: 'ptsd', label: 'PTSD symptoms (P1-P6)', items: ptsdItems },
    { key: 'dso', label: 'Disturbances in self-organisation (C1-C6)', items: dsoItems },
  ],
  positive: { label: 'Probable PTSD or complex PTSD', cutOffs: [{ condition: ptsd, label: 'ICD-11 PTSD criteria met (complex PTSD includes them)' }] },
  criteria: [
    { key: 'ptsdDiagnosis', label: 'PTSD (ICD-11)', condition: ptsd },
    { key: 'complexPtsdDiagnosis', label: 'Complex PTSD (ICD-11)', condition: all(ptsd, dso), replaces: 'ptsdDiagnosis' },
  ],
};
