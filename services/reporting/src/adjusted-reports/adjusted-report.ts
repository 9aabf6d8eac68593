import type { ReportingEventData, ReportingEventType } from '@app/contracts';
import { derivedId } from '@app/platform';

type AdjustedReportEventType = Extract<ReportingEventType, `AdjustedReport${string}`>;
export type AdjustedReportEvent = { [K in AdjustedReportEventType]: { type: K; data: ReportingEventData<K> } }[AdjustedReportEventType];

export type AdjustedReportStatus = 'none' | 'Started' | 'Completed' | 'Failed';

/** A variant's stream: its runs (each generation) and how far the current one is. */
export interface AdjustedReportState {
  status: AdjustedReportStatus;
  run: number;
  progress: number;
}

export const adjustedReportStreamId = (variantId: string) => `adjusted-report-${variantId}`;

/** One variant per original form and adjuster: asking again lands on the same stream. */
export const variantIdOf = (originalFormId: string, adjuster: string) => derivedId('reporting', 'adjusted-report', originalFormId, adjuster);

export const initialAdjustedReportState = (): AdjustedReportState => ({ status: 'none', run: 0, progress: 0 });

export function evolveAdjustedReport(state: AdjustedReportState, event: AdjustedReportEvent): AdjustedReportState {
  switch (event.type) {
    case 'AdjustedReportStarted':
      return { status: 'Started', run: event.data.run, progress: 0 };
    case 'AdjustedReportProgressed':
      return { ...state, progress: event.data.progress };
    case 'AdjustedReportCompleted':
      return { ...state, status: 'Completed', progress: 100 };
    case 'AdjustedReportFailed':
      return { ...state, status: 'Failed' };
  }
}
