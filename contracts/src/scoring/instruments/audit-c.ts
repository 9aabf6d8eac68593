import type { ScoringRules } from '../scoring-rules.js';
import { countAtLeast, isMan, numberedKeys, scoreAtLeast } from './scales.js';

/**
 * AUDIT-C. Keys: `auditc_1` (how often), `auditc_2` (how many on a typical drinking day), `auditc_3`
 * (how often 6 or more for men, 4 or more for women and everyone 65 and older, in one question); 2 and 3
 * are not asked after "Never" to 1. The cut-off depends on the context's gender: 4 for a man, 3 for a
 * woman and when gender is not known (../shared/instruments.md). The questions' and options' wording and
 * points are the US VA's published AUDIT-C (https://hepatitis.va.gov/alcohol/treatment/audit-c.asp).
 */
const items = numberedKeys('auditc_', 3);
const drinks = countAtLeast(['auditc_1'], 1);

export const AuditCScoring: ScoringRules = {
  instrument: 'AUDIT-C',
  licence: 'Public domain (US VA)',
  citation:
    'Bush K, Kivlahan DR, McDonell MB, Fihn SD, Bradley KA. The AUDIT alcohol consumption questions (AUDIT-C): an effective brief screening test for problem drinking. Arch Intern Med. 1998;158(16):1789-1795.',
  items: [
    { key: 'auditc_1', values: { Never: 0, 'Monthly or less': 1, '2 to 4 times per month': 2, '2 to 3 times per week': 3, '4 or more times per week': 4 } },
    { key: 'auditc_2', values: { '0, 1, or 2': 0, '3 or 4': 1, '5 or 6': 2, '7 - 9': 3, '10 or more': 4 }, askedWhen: drinks },
    { key: 'auditc_3', values: { Never: 0, 'Less than monthly': 1, Monthly: 2, Weekly: 3, 'Daily or almost daily': 4 }, askedWhen: drinks },
  ],
  total: { items },
  positive: {
    label: 'Positive screen for hazardous drinking',
    cutOffs: [
      { when: isMan, condition: scoreAtLeast(4), label: '4 or more (men)' },
      { condition: scoreAtLeast(3), label: '3 or more (women, and when gender is not known)' },
    ],
  },
};
