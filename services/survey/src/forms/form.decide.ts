import { isDeepStrictEqual } from 'node:util';
import { FileMessages, Messages, missingAnswers, OfflineMessages, type Answers, type CheckInRequest, type FormPage, type Language, type SurveyEventData } from '@app/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@app/platform';
import { answerProblems } from './answer-validation.js';
import { evolve, fileIdOf, initialState, type AnswerSetState, type FormEvent, type FormIds, type FormState } from './form.js';
import { contactShapeProblemKeys, isLettersPage, listedSupporters } from './letters-of-support.js';

/** A file whose content is stored (sealed, in chunks), as FileUploaded records it. */
export type StoredFile = Omit<SurveyEventData<'FileUploaded'>, 'formId' | 'clientId' | 'answerSetId'>;

export type FormCommand =
  /** From clients' ClientInvited; a form that exists (a redelivery) or was deleted first is left as it is. */
  | { type: 'CreateForm'; form: SurveyEventData<'FormCreated'> }
  /** `answers` replace the answer set's; `concurrencyCheck` is the version the page loaded. */
  | { type: 'SaveAnswers'; answerSetId: string; concurrencyCheck: number; answers: Answers; language: Language }
  /** A file uploaded to the answer set, its content already stored. */
  | { type: 'RecordFileUpload'; answerSetId: string; file: StoredFile }
  | { type: 'Finalize' }
  /** The subscriber takes a proctored client's form to a device; `checkOutId` is new. */
  | { type: 'CheckOut'; checkOutId: string; deviceName: string; checkedOutBy: string }
  /** The device's answers, the form online again and, with `finalize`, completed: one decision. */
  | { type: 'CheckIn'; checkOutId: string; answerSets: CheckInRequest['answerSets']; finalize: boolean; checkedInBy: string }
  /** From clients' ClientInvited and ClientLanguageChanged: the client's language now (a form not made yet is a 404). */
  | { type: 'SetLanguage'; language: Language }
  /** From clients' ClientDeleted; recorded even before the form exists, so that none is made after. */
  | { type: 'DeleteForm'; formId: string; clientId: string; subscriberId: string }
  /** The client (or their attorney proctoring) opened the page: where a return picks up. */
  | { type: 'OpenPage'; pageId: string };

export const formNotFound = () => new NotFoundError('The form');
export const answerSetNotFound = () => new NotFoundError('The answer set');
export const fileNotFound = () => new NotFoundError('The file');
export const pageNotFound = () => new NotFoundError('The page');

/** The form's ids if it exists: one never made, or deleted, is `notFound`. */
function existingForm(state: FormState, notFound: () => NotFoundError): FormIds {
  if (state.status === 'none' || state.status === 'Deleted' || !state.ids) throw notFound();
  return state.ids;
}

/** The form's ids while it takes answers online; completed or checked out to a device is a 409, one never made (or deleted) is `notFound`. */
function openForm(state: FormState, notFound: () => NotFoundError): FormIds {
  if (state.status === 'Completed') throw new ConflictError(Messages.formCompleted);
  const ids = existingForm(state, notFound);
  if (state.checkOut) throw new ConflictError(OfflineMessages.checkedOut);
  return ids;
}

/** The answer set and its page (an unknown answer set is a 404). */
function pageOf(state: FormState, answerSetId: string): { page: FormPage; answerSet: AnswerSetState } {
  const answerSet = Object.hasOwn(state.answerSets, answerSetId) ? state.answerSets[answerSetId] : undefined;
  const page = state.pages.find((p) => p.answerSetId === answerSetId);
  if (!answerSet || !page) throw answerSetNotFound();
  return { page, answerSet };
}

/** The answer set and its page while the form takes answers (else as `openForm`; an unknown answer set is a 404). */
function openAnswerSet(state: FormState, answerSetId: string): { ids: FormIds; page: FormPage; answerSet: AnswerSetState } {
  const ids = openForm(state, answerSetNotFound);
  return { ids, ...pageOf(state, answerSetId) };
}

const answersOf = (state: FormState, page: FormPage): Answers => state.answerSets[page.answerSetId]?.answers ?? {};

/**
 * What keeps the finalize back, as "<page title>: <question label>", pages and questions in order: each
 * question the client must answer without an answer (contracts' `missingAnswers`, in the client's
 * language) and, on the letters-of-support page, the contacts of started slots not in their shape.
 */
function finalizeProblems(state: FormState): string[] {
  return state.pages.flatMap((page) => {
    const answers = answersOf(state, page);
    const problems = new Set(missingAnswers(page.template, answers, state.language).map((question) => question.key));
    if (isLettersPage(page)) for (const key of contactShapeProblemKeys(page, answers)) problems.add(key);
    return page.template.questions.filter((question) => problems.has(question.key)).map((question) => `${page.template.title}: ${question.label}`);
  });
}

/** The finalize's events (its checks passed): FormCompleted, then the supporters listed on the letters page, if any. */
function complete(state: FormState, ids: FormIds): FormEvent[] {
  const problems = finalizeProblems(state);
  if (problems.length) throw new ValidationError(problems, Messages.reviewAnswers);
  const supporters = state.pages.filter(isLettersPage).flatMap((page) => listedSupporters(page, answersOf(state, page)));
  const completed: FormEvent = { type: 'FormCompleted', data: { ...ids } };
  return supporters.length ? [completed, { type: 'SupportersListed', data: { ...ids, supporters } }] : [completed];
}

/**
 * A save of the page's answers, and the removal of each file a File answer named before and no longer
 * does (cleared or replaced): an uploaded file the client took back is not kept.
 */
function answersSaved(ids: FormIds, page: FormPage, answerSetId: string, answerSet: AnswerSetState, answers: Answers, language: Language): FormEvent[] {
  const filesAnswered = (of: Answers) => page.template.questions.flatMap((question) => (question.questionType === 'File' && of[question.key] ? [of[question.key]!] : []));
  const kept = new Set(filesAnswered(answers));
  const removed = new Set(filesAnswered(answerSet.answers).filter((value) => !kept.has(value)));
  return [
    { type: 'AnswersSaved', data: { formId: ids.formId, clientId: ids.clientId, pageId: page.pageId, answerSetId, version: answerSet.version + 1, answers, language } },
    ...[...removed].map((value): FormEvent => ({ type: 'FileRemoved', data: { formId: ids.formId, clientId: ids.clientId, answerSetId, fileId: fileIdOf(value) } })),
  ];
}

/** The first answers saved start the form. */
const startingIfCreated = (state: FormState, ids: FormIds, saves: FormEvent[]): FormEvent[] =>
  saves.length && state.status === 'Created' ? [{ type: 'FormStarted', data: { ...ids } }, ...saves] : saves;

/**
 * Whose form it is, if the answer set takes a file now: the form takes answers and the page has a File
 * question (else 400). Checked before an upload is read, and again when it is recorded.
 */
export function assertTakesFiles(state: FormState, answerSetId: string): FormIds {
  const { ids, page } = openAnswerSet(state, answerSetId);
  if (!page.template.questions.some((question) => question.questionType === 'File')) throw new ValidationError([], FileMessages.noFileQuestion);
  return ids;
}

function saveAnswers(command: Extract<FormCommand, { type: 'SaveAnswers' }>, state: FormState): FormEvent[] {
  const { ids, page, answerSet } = openAnswerSet(state, command.answerSetId);
  if (command.concurrencyCheck !== answerSet.version) throw new ConflictError();
  const problems = answerProblems(page.template.questions, command.answers, answerSet.files);
  if (problems.length) throw new ValidationError(problems);
  if (isDeepStrictEqual(command.answers, answerSet.answers)) return [];
  return startingIfCreated(state, ids, answersSaved(ids, page, command.answerSetId, answerSet, command.answers, command.language));
}

function checkOut(command: Extract<FormCommand, { type: 'CheckOut' }>, state: FormState): FormEvent[] {
  const ids = existingForm(state, formNotFound);
  if (!state.isProctored) throw new ConflictError(OfflineMessages.notProctored);
  if (state.status === 'Completed') throw new ConflictError(Messages.formCompleted);
  if (state.checkOut) throw new ConflictError(OfflineMessages.alreadyCheckedOut);
  const { checkOutId, deviceName, checkedOutBy } = command;
  return [{ type: 'FormCheckedOut', data: { ...ids, checkOutId, deviceName, checkedOutBy } }];
}

/**
 * The device's answer sets, each checked as a save is (all problems at once, at `answerSets.<i>.`),
 * saved where they differ; an unknown answer set is a 404, one given twice a 400.
 */
function checkedInSaves(answerSets: CheckInRequest['answerSets'], state: FormState, ids: FormIds): FormEvent[] {
  const problems: string[] = [];
  const saves: FormEvent[] = [];
  const given = new Set<string>();
  answerSets.forEach(({ id, answers, language }, index) => {
    const { page, answerSet } = pageOf(state, id);
    if (given.has(id)) problems.push(`answerSets.${index}.id: This answer set is given more than once`);
    given.add(id);
    problems.push(...answerProblems(page.template.questions, answers, answerSet.files).map((problem) => `answerSets.${index}.${problem}`));
    if (!isDeepStrictEqual(answers, answerSet.answers)) saves.push(...answersSaved(ids, page, id, answerSet, answers, language));
  });
  if (problems.length) throw new ValidationError(problems);
  return startingIfCreated(state, ids, saves);
}

/**
 * Checks the device's answers in and the form online again (and completes it, with `finalize`), all
 * or nothing. The check-in already applied (the form online, its last check-in this one) changes
 * nothing; any other check-out id is a 409.
 */
function checkIn(command: Extract<FormCommand, { type: 'CheckIn' }>, state: FormState): FormEvent[] {
  const ids = existingForm(state, formNotFound);
  if (state.checkOut?.checkOutId !== command.checkOutId) {
    if (!state.checkOut && state.lastCheckedInId === command.checkOutId) return [];
    throw new ConflictError(OfflineMessages.notCheckedOut);
  }
  const events = [
    ...checkedInSaves(command.answerSets, state, ids),
    { type: 'FormCheckedIn', data: { ...ids, checkOutId: command.checkOutId, checkedInBy: command.checkedInBy } } satisfies FormEvent,
  ];
  return command.finalize ? [...events, ...complete(events.reduce(evolve, state), ids)] : events;
}

export function decide(command: FormCommand, state: FormState): FormEvent[] {
  switch (command.type) {
    case 'CreateForm':
      return state.status === 'none' ? [{ type: 'FormCreated', data: command.form }] : [];
    case 'SaveAnswers':
      return saveAnswers(command, state);
    case 'RecordFileUpload': {
      const { formId, clientId } = assertTakesFiles(state, command.answerSetId);
      return [{ type: 'FileUploaded', data: { formId, clientId, answerSetId: command.answerSetId, ...command.file } }];
    }
    case 'Finalize':
      return complete(state, openForm(state, formNotFound));
    case 'CheckOut':
      return checkOut(command, state);
    case 'CheckIn':
      return checkIn(command, state);
    case 'SetLanguage': {
      if (state.status === 'Deleted') return [];
      const ids = existingForm(state, formNotFound);
      return state.language === command.language ? [] : [{ type: 'FormLanguageChanged', data: { ...ids, language: command.language } }];
    }
    case 'OpenPage': {
      const { formId, clientId } = existingForm(state, formNotFound);
      if (!state.pages.some((page) => page.pageId === command.pageId)) throw pageNotFound();
      // A completed form, or one on a device, takes nothing online: where its client was stays as it was.
      if (state.status === 'Completed' || state.checkOut || state.lastPageId === command.pageId) return [];
      return [{ type: 'PageOpened', data: { formId, clientId, pageId: command.pageId } }];
    }
    case 'DeleteForm': {
      if (state.status === 'Deleted') return [];
      const { formId, clientId, subscriberId } = command;
      return [{ type: 'FormDeleted', data: { formId, clientId, subscriberId } }];
    }
  }
}

export const formDecider: Decider<FormCommand, FormEvent, FormState> = { decide, evolve, initialState };
