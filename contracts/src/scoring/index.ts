export { ConditionKinds, ScoringRules, type Bound, type Condition, type ScoringItem } from './scoring-rules.js';
export { score, type NotTakenReason, type ScoringContext, type ScreenOffer, type ScreenScore } from './score.js';
export { InstrumentScoring, OSU_TBI_ID_INJURY_SLOTS, type ScreeningInstrument } from './instruments/index.js';
