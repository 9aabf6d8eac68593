import type { ScoringRules } from '../scoring-rules.js';
import { AceScoring } from './ace.js';
import { AuditCScoring } from './audit-c.js';
import { CageAidScoring } from './cage-aid.js';
import { Gad7Scoring } from './gad7.js';
import { ItqScoring } from './itq.js';
import { K6Scoring } from './k6.js';
import { MdqScoring } from './mdq.js';
import { OsuTbiIdScoring } from './osu-tbi-id.js';
import { PcPtsd5Scoring } from './pc-ptsd-5.js';
import { Pcl5Scoring } from './pcl5.js';
import { Phq15Scoring } from './phq15.js';
import { Phq9Scoring } from './phq9.js';
import { Taps1Scoring } from './taps1.js';

export { OSU_TBI_ID_INJURY_SLOTS } from './osu-tbi-id.js';

/** The 13 screens of ../shared/instruments.md, in its order: their scoring rules, by instrument. */
export const InstrumentScoring = {
  phq9: Phq9Scoring,
  gad7: Gad7Scoring,
  k6: K6Scoring,
  phq15: Phq15Scoring,
  mdq: MdqScoring,
  pcPtsd5: PcPtsd5Scoring,
  pcl5: Pcl5Scoring,
  itq: ItqScoring,
  ace: AceScoring,
  osuTbiId: OsuTbiIdScoring,
  auditC: AuditCScoring,
  cageAid: CageAidScoring,
  taps1: Taps1Scoring,
} as const satisfies Record<string, ScoringRules>;
export type ScreeningInstrument = keyof typeof InstrumentScoring;
