import diff from 'microdiff';
import type { HistoryEvent, ReplayedState, StateChange } from '@app/contracts';

type Fields = Record<string, unknown>;

const pick = (data: Fields, fields: readonly string[]): Fields => Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
const entry = (record: Fields, key: string, id: string): Fields => {
  const items = (record[key] ??= {}) as Record<string, Fields>;
  return (items[id] ??= {});
};

const invitedFields = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'subscriberId',
  'useEmail',
  'useSms',
  'reminderDays',
  'enableSupporters',
  'isProctored',
  'shortCodeUrl',
] as const;
const formStatuses: Record<string, string> = { FormCreated: 'Created', FormStarted: 'Started', FormCompleted: 'Completed', FormDeleted: 'Deleted' };
const messageOutcomes: Record<string, { channel: string; outcome: string }> = {
  EmailSent: { channel: 'email', outcome: 'sent' },
  EmailFailed: { channel: 'email', outcome: 'failed' },
  SmsSent: { channel: 'text message', outcome: 'sent' },
  SmsFailed: { channel: 'text message', outcome: 'failed' },
};
const reportStatuses: Record<string, string> = { AdjustedReportStarted: 'Started', AdjustedReportCompleted: 'Completed', AdjustedReportFailed: 'Failed' };

/** What one event changes in the replayed record (everything but the answers). */
function applyToRecord(record: Fields, { type, data }: HistoryEvent): void {
  if (type === 'ClientInvited') Object.assign(record, pick(data, invitedFields), { status: 'Invited' });
  else if (type === 'ClientLinkRenewed') record.shortCodeUrl = data.shortCodeUrl;
  else if (type === 'ClientContactChanged') Object.assign(record, pick(data, ['firstName', 'lastName', 'email', 'phoneNumber', 'useEmail', 'useSms']));
  else if (type === 'ClientCaseDetailsChanged') record.caseDetails = data.caseDetails;
  else if (type === 'ClientDeleted') Object.assign(record, { status: 'Deleted', deletedBy: data.deletedBy });
  else if (type === 'InvitationAccepted') record.accountActivated = true;
  else if (type in formStatuses) entry(record, 'forms', String(data.formId)).status = formStatuses[type];
  else if (type === 'FormCheckedOut') entry(record, 'forms', String(data.formId)).checkedOut = true;
  else if (type === 'FormCheckedIn') entry(record, 'forms', String(data.formId)).checkedOut = false;
  else if (type === 'FileUploaded') Object.assign(entry(record, 'files', String(data.fileId)), pick(data, ['name', 'contentType', 'answerSetId']));
  else if (type === 'FileRemoved') entry(record, 'files', String(data.fileId)).removed = true;
  else if (type === 'SupporterInvited')
    Object.assign(entry(record, 'supporters', String(data.supporterId)), pick(data, ['firstName', 'lastName', 'clientRelationship', 'email', 'phoneNumber']));
  else if (type === 'SupporterLetterSaved') Object.assign(entry(record, 'supporters', String(data.supporterId)), pick(data, ['supportText', 'signatureName', 'isComplete']));
  else if (type in messageOutcomes) Object.assign(entry(record, 'messages', String(data.messageId)), messageOutcomes[type], pick(data, ['to', 'template']));
  else if (type in reportStatuses) entry(record, 'adjustedReports', String(data.variantId)).status = reportStatuses[type];
}

/**
 * The client's record and answer sets as they stood at `at`, folded from the merged history (every
 * service's events about the client, oldest first): what the API answered at that instant.
 */
export function replayAt(events: readonly HistoryEvent[], at: string): ReplayedState {
  const until = Date.parse(at);
  const record: Fields = {};
  const answerSets: ReplayedState['answerSets'] = {};
  let eventCount = 0;
  for (const event of events) {
    if (Date.parse(event.occurredAt) > until) break;
    eventCount += 1;
    if (event.type === 'AnswersSaved') {
      const { answerSetId, pageId, formId, version, answers } = event.data as {
        answerSetId: string;
        pageId: string;
        formId: string;
        version: number;
        answers: Record<string, string | null> | null;
      };
      answerSets[answerSetId] = { pageId, formId, version, answers: answers ?? {} };
    } else applyToRecord(record, event);
  }
  return { record, answerSets, eventCount };
}

/** What changed from `before` to `after`, one entry per field (paths joined with dots). */
export function changesBetween(before: ReplayedState, after: ReplayedState): StateChange[] {
  const stateOf = ({ record, answerSets }: ReplayedState) => ({ record, answerSets });
  return diff(stateOf(before), stateOf(after)).map((change): StateChange => {
    const path = change.path.join('.');
    if (change.type === 'CREATE') return { path, change: 'added', after: change.value };
    if (change.type === 'REMOVE') return { path, change: 'removed', before: change.oldValue };
    return { path, change: 'changed', before: change.oldValue, after: change.value };
  });
}

/**
 * The changes over the interval between two replayed instants, whichever the reviewer named first: always
 * from the earlier state to the later one, so what was added in between reads "added" (issue 36, item 9).
 */
export function changesOverInterval(one: { at: string; state: ReplayedState }, other: { at: string; state: ReplayedState }): StateChange[] {
  const [earlier, later] = Date.parse(one.at) <= Date.parse(other.at) ? [one, other] : [other, one];
  return changesBetween(earlier.state, later.state);
}
