import type { ScoringRules } from '../scoring-rules.js';
import { all, isYes, itemsWith, numberedKeys, scoreAtLeast, YesNo } from './scales.js';

/**
 * PC-PTSD-5. Keys: `pcptsd5_exposure` (the lifetime trauma exposure question) and `pcptsd5_1` ..
 * `pcptsd5_5` (the five past-month items, asked only after exposure "Yes").
 */
const items = numberedKeys('pcptsd5_', 5);
const exposed = isYes('pcptsd5_exposure');

export const PcPtsd5Scoring: ScoringRules = {
  instrument: 'PC-PTSD-5',
  licence: 'Public domain (US National Center for PTSD)',
  citation:
    'Prins A, Bovin MJ, Smolenski DJ, et al. The Primary Care PTSD Screen for DSM-5 (PC-PTSD-5): development and evaluation within a veteran primary care sample. J Gen Intern Med. 2016;31(10):1206-1211.',
  items: [{ key: 'pcptsd5_exposure', values: YesNo }, ...itemsWith(items, YesNo).map((item) => ({ ...item, askedWhen: exposed }))],
  total: { items },
  positive: { label: 'Positive screen for PTSD', cutOffs: [{ condition: all(exposed, scoreAtLeast(3)), label: '3 or more, after trauma exposure' }] },
};
