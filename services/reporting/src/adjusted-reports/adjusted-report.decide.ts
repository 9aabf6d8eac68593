import type { Adjuster } from '@app/contracts';
import type { Decider } from '@app/platform';
import { evolveAdjustedReport, initialAdjustedReportState, type AdjustedReportEvent, type AdjustedReportState } from './adjusted-report.js';

interface OfVariant {
  variantId: string;
  originalFormId: string;
}

export type AdjustedReportCommand =
  | (OfVariant & { type: 'Start'; clientId: string; subscriberId: string; adjuster: Adjuster; key: string; adjusterLabel: string; requestedBy: string })
  | (OfVariant & { type: 'Progress'; run: number; progress: number })
  | (OfVariant & { type: 'Complete'; run: number })
  | (OfVariant & { type: 'Fail'; run: number; reason: string });

/**
 * A variant's runs. Start while a run is going changes nothing (that run is the answer); otherwise it
 * begins the next run from the answers as they are now. Progress only moves forward, and only the
 * current run's progress, completion or failure counts (a job of an earlier run writes nothing).
 */
export function decideAdjustedReport(command: AdjustedReportCommand, state: AdjustedReportState): AdjustedReportEvent[] {
  const { variantId, originalFormId } = command;
  if (command.type === 'Start') {
    if (state.status === 'Started') return [];
    const { clientId, subscriberId, adjuster, key, adjusterLabel, requestedBy } = command;
    return [{ type: 'AdjustedReportStarted', data: { variantId, originalFormId, run: state.run + 1, clientId, subscriberId, adjuster, key, adjusterLabel, requestedBy } }];
  }
  if (state.status !== 'Started' || command.run !== state.run) return [];
  const run = state.run;
  switch (command.type) {
    case 'Progress':
      return command.progress > state.progress && command.progress < 100
        ? [{ type: 'AdjustedReportProgressed', data: { variantId, originalFormId, run, progress: command.progress } }]
        : [];
    case 'Complete':
      return [{ type: 'AdjustedReportCompleted', data: { variantId, originalFormId, run } }];
    case 'Fail':
      return [{ type: 'AdjustedReportFailed', data: { variantId, originalFormId, run, reason: command.reason } }];
  }
}

export const adjustedReportDecider: Decider<AdjustedReportCommand, AdjustedReportEvent, AdjustedReportState> = {
  decide: decideAdjustedReport,
  evolve: evolveAdjustedReport,
  initialState: initialAdjustedReportState,
};
