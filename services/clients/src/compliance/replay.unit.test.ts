import { NO_CASE_DETAILS, type HistoryEvent } from '@app/contracts';
import { changesBetween, changesOverInterval, replayAt } from './replay.js';

let position = 0;
const event = (service: string, type: string, occurredAt: string, data: Record<string, unknown>): HistoryEvent => ({
  service,
  position: String(++position),
  eventId: `e${position}`,
  streamId: `s-${service}`,
  version: position,
  type,
  occurredAt,
  actorUserId: null,
  correlationId: 'c',
  causationId: null,
  data,
  personalFields: {},
});

const history = [
  event('clients', 'ClientInvited', '2026-11-01T10:00:00.000Z', { firstName: 'Ada', lastName: 'Quill', email: 'ada@example.org', reminderDays: 7 }),
  event('survey', 'FormCreated', '2026-11-01T10:00:01.000Z', { formId: 'f1' }),
  event('survey', 'AnswersSaved', '2026-11-02T09:00:00.000Z', { formId: 'f1', pageId: 'p1', answerSetId: 'a1', version: 1, answers: { town: 'Tulsa' } }),
  event('survey', 'FormStarted', '2026-11-02T09:00:00.000Z', { formId: 'f1' }),
  event('survey', 'AnswersSaved', '2026-11-03T09:00:00.000Z', { formId: 'f1', pageId: 'p1', answerSetId: 'a1', version: 2, answers: { town: 'Tulsa, OK', school: null } }),
  event('clients', 'ClientDeleted', '2026-11-04T09:00:00.000Z', { deletedBy: 'u1' }),
];

describe('replayAt', () => {
  it('folds the events up to the instant (inclusive) and no further', () => {
    expect(replayAt(history, '2026-11-01T09:59:59.999Z')).toEqual({ record: {}, answerSets: {}, eventCount: 0 });
    const second = replayAt(history, '2026-11-02T09:00:00.000Z');
    expect(second.eventCount).toBe(4);
    expect(second.record).toEqual({ firstName: 'Ada', lastName: 'Quill', email: 'ada@example.org', reminderDays: 7, status: 'Invited', forms: { f1: { status: 'Started' } } });
    expect(second.answerSets).toEqual({ a1: { formId: 'f1', pageId: 'p1', version: 1, answers: { town: 'Tulsa' } } });
    expect(replayAt(history, '2026-11-05T00:00:00.000Z').record.status).toBe('Deleted');
  });

  it('shows an uploaded file, and then that the client removed it (issue 33)', () => {
    const files = [
      event('survey', 'FileUploaded', '2026-11-02T09:00:00.000Z', { formId: 'f1', answerSetId: 'a1', fileId: 'd1', name: 'DD-214.pdf', contentType: 'application/pdf' }),
      event('survey', 'FileRemoved', '2026-11-03T09:00:00.000Z', { formId: 'f1', answerSetId: 'a1', fileId: 'd1' }),
    ];
    expect(replayAt(files, '2026-11-02T12:00:00.000Z').record.files).toEqual({ d1: { name: 'DD-214.pdf', contentType: 'application/pdf', answerSetId: 'a1' } });
    expect(replayAt(files, '2026-11-03T12:00:00.000Z').record.files).toEqual({ d1: { name: 'DD-214.pdf', contentType: 'application/pdf', answerSetId: 'a1', removed: true } });
  });

  it('reads answers erased with the key as no answers', () => {
    const erased = [event('survey', 'AnswersSaved', '2026-11-02T09:00:00.000Z', { formId: 'f1', pageId: 'p1', answerSetId: 'a1', version: 1, answers: null })];
    expect(replayAt(erased, '2026-11-03T00:00:00.000Z').answerSets.a1.answers).toEqual({});
  });

  it('shows the link an invitation gave (in plain text in one from before issue 32, else opened) and then the one a renewal gave', () => {
    const links = [
      event('clients', 'ClientInvited', '2026-11-01T10:00:00.000Z', { firstName: 'Ada', shortCodeUrl: 'https://app.example.test/c/Old4Plain7Code' }),
      event('clients', 'ClientLinkRenewed', '2026-11-02T10:00:00.000Z', { shortCodeUrl: 'https://app.example.test/c/New4Fresh7Cod', shortCodeHash: 'a'.repeat(64) }),
    ];
    expect(replayAt(links, '2026-11-01T12:00:00.000Z').record.shortCodeUrl).toBe('https://app.example.test/c/Old4Plain7Code');
    expect(replayAt(links, '2026-11-02T12:00:00.000Z').record).toEqual({ firstName: 'Ada', shortCodeUrl: 'https://app.example.test/c/New4Fresh7Cod', status: 'Invited' });
  });

  it("shows the attorney's correction of the client's name and contacts in its place (issue 36)", () => {
    const corrected = [
      ...history.slice(0, 1),
      event('clients', 'ClientContactChanged', '2026-11-02T11:00:00.000Z', {
        firstName: 'Adah',
        lastName: 'Quill',
        email: 'adah@example.org',
        phoneNumber: null,
        useEmail: true,
        useSms: false,
      }),
    ];
    expect(replayAt(corrected, '2026-11-02T10:59:59.999Z').record).toMatchObject({ firstName: 'Ada', email: 'ada@example.org' });
    expect(replayAt(corrected, '2026-11-02T11:00:00.000Z').record).toMatchObject({ firstName: 'Adah', email: 'adah@example.org', phoneNumber: null, useSms: false });
  });

  it('shows the case details the attorney saved, each save in its place (issue 34)', () => {
    const saved = (caseNumber: string | null) => ({ ...NO_CASE_DETAILS, court: 'Franklin County Court of Common Pleas', caseNumber });
    const cases = [
      event('clients', 'ClientCaseDetailsChanged', '2026-11-02T10:00:00.000Z', { clientId: 'c1', caseDetails: saved('2025 CR 00123') }),
      event('clients', 'ClientCaseDetailsChanged', '2026-11-03T10:00:00.000Z', { clientId: 'c1', caseDetails: saved(null) }),
    ];
    expect(replayAt(cases, '2026-11-02T12:00:00.000Z').record.caseDetails).toEqual(saved('2025 CR 00123'));
    expect(changesBetween(replayAt(cases, '2026-11-02T12:00:00.000Z'), replayAt(cases, '2026-11-03T12:00:00.000Z'))).toEqual([
      { path: 'record.caseDetails.caseNumber', change: 'changed', before: '2025 CR 00123', after: null },
    ]);
  });
});

describe('changesBetween', () => {
  it('lists each changed, added and removed field by its path', () => {
    const before = replayAt(history, '2026-11-02T12:00:00.000Z');
    const after = replayAt(history, '2026-11-04T12:00:00.000Z');
    expect(changesBetween(before, after)).toEqual(
      expect.arrayContaining([
        { path: 'record.status', change: 'changed', before: 'Invited', after: 'Deleted' },
        { path: 'record.deletedBy', change: 'added', after: 'u1' },
        { path: 'answerSets.a1.version', change: 'changed', before: 1, after: 2 },
        { path: 'answerSets.a1.answers.town', change: 'changed', before: 'Tulsa', after: 'Tulsa, OK' },
        { path: 'answerSets.a1.answers.school', change: 'added', after: null },
      ]),
    );
    expect(changesBetween(after, before)).toContainEqual({ path: 'record.deletedBy', change: 'removed', before: 'u1' });
    expect(changesBetween(after, after)).toEqual([]);
  });
});

describe('changesOverInterval', () => {
  it('goes from the earlier instant to the later whichever was named first: what was added in between reads added', () => {
    const early = { at: '2026-11-01T12:00:00.000Z', state: replayAt(history, '2026-11-01T12:00:00.000Z') };
    const late = { at: '2026-11-03T12:00:00.000Z', state: replayAt(history, '2026-11-03T12:00:00.000Z') };
    const expected = expect.arrayContaining([
      { path: 'answerSets.a1', change: 'added', after: { pageId: 'p1', formId: 'f1', version: 2, answers: { town: 'Tulsa, OK', school: null } } },
      { path: 'record.forms.f1.status', change: 'changed', before: 'Created', after: 'Started' },
    ]);
    expect(changesOverInterval(early, late)).toEqual(expected);
    expect(changesOverInterval(late, early)).toEqual(expected);
    expect(changesOverInterval(late, early).some((change) => change.change === 'removed')).toBe(false);
  });
});
