import { InstrumentScoring, type ScreeningInstrument } from '@app/contracts';
import type { Fact } from '../mitigation-report/report-model.js';
import { inSentence, resultOf, type AnalysisInput } from './facts.js';

/**
 * A screen's result as a fact, when it says something: positive, or (for a screen without a cut-off, the
 * PHQ-9, the ACE) a band that matters. "PHQ-9 score 18 (moderately severe)", "PCL-5 score 50 (probable
 * PTSD)". It rests on the whole screen, which the report's screens section shows, not on one answer: it
 * cites none.
 */
export function screenFact({ screens }: Pick<AnalysisInput, 'screens'>, instrument: ScreeningInstrument): Fact | null {
  const rules = InstrumentScoring[instrument];
  const result = resultOf(screens, rules);
  if (!result || !(result.positive === true || (!rules.positive && result.band && (result.total ?? 0) >= MATTERS_FROM[instrument]!))) return null;
  const score = result.total === null ? '' : ` score ${result.total}`;
  return { text: `${rules.instrument}${score} (${inSentence(result.band?.label ?? rules.positive!.label)})`, sources: [] };
}

/** Where a banded screen without a cut-off starts to matter: the PHQ-9's moderate band, the ACE's high band. */
const MATTERS_FROM: Partial<Record<ScreeningInstrument, number>> = { phq9: 10, ace: 4 };

/** The facts of those of `instruments` that say something, in that order. */
export const screenFacts = (input: Pick<AnalysisInput, 'screens'>, instruments: ScreeningInstrument[]) =>
  instruments.map((instrument) => screenFact(input, instrument)).filter((fact): fact is Fact => fact !== null);
