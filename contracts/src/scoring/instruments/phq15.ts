import type { ScoringRules } from '../scoring-rules.js';
import { bandsOfFive, isMan, itemsWith, numberedKeys } from './scales.js';

/**
 * PHQ-15. Keys: `phq15_1` .. `phq15_15`, in published order. Item 4 (periods) is not asked of a man
 * (the context's gender), so his total is out of 28; when gender is not known it is asked.
 */
const items = numberedKeys('phq15_', 15);

const Bothered = { 'Not bothered at all': 0, 'Bothered a little': 1, 'Bothered a lot': 2 };

export const Phq15Scoring: ScoringRules = {
  instrument: 'PHQ-15',
  licence: 'Public domain',
  citation: 'Kroenke K, Spitzer RL, Williams JBW. The PHQ-15: validity of a new measure for evaluating the severity of somatic symptoms. Psychosom Med. 2002;64(2):258-266.',
  items: itemsWith(items, Bothered).map((item) => (item.key === 'phq15_4' ? { ...item, askedWhen: { kind: 'not', of: isMan } } : item)),
  total: { items },
  bands: bandsOfFive(['Minimal', 'Low', 'Medium', 'High'], 30),
};
