import { DEFAULT_REPORT_CHOICE, type ReportChoice, type ReportingEventData } from '@app/contracts';
import { derivedId } from '@app/platform';

export type ReportChoiceEvent = { type: 'ReportChoiceSaved'; data: ReportingEventData<'ReportChoiceSaved'> };

/** An attorney's report choice for a client: the last one saved, or the default before any. */
export type ReportChoiceState = ReportChoice;

/** One stream per client and attorney (a site admin has a choice of their own). */
export const reportChoiceStreamId = (clientId: string, userId: string) => `report-choice-${derivedId('reporting', 'report-choice', clientId, userId)}`;

export const initialReportChoiceState = (): ReportChoiceState => DEFAULT_REPORT_CHOICE;

export const evolveReportChoice = (_state: ReportChoiceState, { data: { edition, sections } }: ReportChoiceEvent): ReportChoiceState => ({ edition, sections });
