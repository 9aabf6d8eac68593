import type { AtAGlance } from '../mitigation-report/report-model.js';
import { brainInjuryOf } from './brain-injury.js';
import { evaluationsOf } from './evaluations.js';
import type { AnalysisInput } from './facts.js';
import { followUpsOf } from './follow-ups.js';
import { redFlagsOf, SUICIDE_RISK } from './red-flags.js';
import { themesOf } from './themes.js';

/**
 * The report's page 2 (issue 34, item 2): the red flags, the mitigation themes, the evaluations to consider
 * and what to follow up, each statement with the answers it rests on. The court edition holds the themes
 * alone: what is presented to the court is the mitigation and its supports (ABA Supplementary Guidelines for
 * the Mitigation Function, 10.11), while the red flags' actions, the experts to consider and the follow-ups
 * are the team's plan. The case record holds only what the edition prints, so no statement rests on an
 * answer it leaves out.
 */
export function atAGlanceOf(input: AnalysisInput): AtAGlance {
  const brainInjury = brainInjuryOf(input);
  const themes = themesOf(input, brainInjury);
  if (input.edition === 'court') return { redFlags: [], themes, evaluations: [], followUps: [] };
  const redFlags = redFlagsOf(input, brainInjury);
  return {
    redFlags,
    themes,
    evaluations: evaluationsOf(
      input,
      brainInjury,
      redFlags.some((flag) => flag.title === SUICIDE_RISK),
    ),
    followUps: followUpsOf(input),
  };
}
