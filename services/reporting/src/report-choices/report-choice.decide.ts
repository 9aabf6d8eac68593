import { isDeepStrictEqual } from 'node:util';
import type { ReportChoice } from '@app/contracts';
import type { Decider } from '@app/platform';
import { evolveReportChoice, initialReportChoiceState, type ReportChoiceEvent, type ReportChoiceState } from './report-choice.js';

export type ReportChoiceCommand = { type: 'SaveReportChoice'; clientId: string; userId: string; choice: ReportChoice };

/** Saving the choice it holds already records nothing. */
export function decideReportChoice({ clientId, userId, choice }: ReportChoiceCommand, state: ReportChoiceState): ReportChoiceEvent[] {
  if (isDeepStrictEqual({ edition: choice.edition, sections: choice.sections }, state)) return [];
  return [{ type: 'ReportChoiceSaved', data: { clientId, userId, edition: choice.edition, sections: choice.sections } }];
}

export const reportChoiceDecider: Decider<ReportChoiceCommand, ReportChoiceEvent, ReportChoiceState> = {
  decide: decideReportChoice,
  evolve: evolveReportChoice,
  initialState: initialReportChoiceState,
};
