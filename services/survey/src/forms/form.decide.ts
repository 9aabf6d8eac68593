import { isDeepStrictEqual } from 'node:util';
import { FileMessages, Messages, unansweredRequiredQuestions, type Answers, type FormPage, type SurveyEventData } from '@app/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@app/platform';
import { answerProblems } from './answer-validation.js';
import { evolve, initialState, type AnswerSetState, type FormEvent, type FormIds, type FormState } from './form.js';

/** A file whose content is stored (sealed, in chunks), as FileUploaded records it. */
export type StoredFile = Omit<SurveyEventData<'FileUploaded'>, 'formId' | 'clientId' | 'answerSetId'>;

export type FormCommand =
  /** From clients' ClientInvited; a form that exists (a redelivery) or was deleted first is left as it is. */
  | { type: 'CreateForm'; form: SurveyEventData<'FormCreated'> }
  /** `answers` replace the answer set's; `concurrencyCheck` is the version the page loaded. */
  | { type: 'SaveAnswers'; answerSetId: string; concurrencyCheck: number; answers: Answers }
  /** A file uploaded to the answer set, its content already stored. */
  | { type: 'RecordFileUpload'; answerSetId: string; file: StoredFile }
  | { type: 'Finalize' }
  /** From clients' ClientDeleted; recorded even before the form exists, so that none is made after. */
  | { type: 'DeleteForm'; formId: string; clientId: string; subscriberId: string };

export const formNotFound = () => new NotFoundError('The form');
export const answerSetNotFound = () => new NotFoundError('The answer set');
export const fileNotFound = () => new NotFoundError('The file');

/** The form's ids while it takes answers; a completed form is a 409, one never made (or deleted) is `notFound`. */
function openForm(state: FormState, notFound: () => NotFoundError): FormIds {
  if (state.status === 'Completed') throw new ConflictError(Messages.formCompleted);
  if ((state.status !== 'Created' && state.status !== 'Started') || !state.ids) throw notFound();
  return state.ids;
}

/** Each shown required question without an answer, as "<page title>: <question label>", pages in order. */
function unansweredRequired(state: FormState): string[] {
  return state.pages.flatMap((page) =>
    unansweredRequiredQuestions(page.template.questions, state.answerSets[page.answerSetId]?.answers ?? {}).map((question) => `${page.template.title}: ${question.label}`),
  );
}

/** The answer set and its page while the form takes answers (else as `openForm`; an unknown answer set is a 404). */
function openAnswerSet(state: FormState, answerSetId: string): { ids: FormIds; page: FormPage; answerSet: AnswerSetState } {
  const ids = openForm(state, answerSetNotFound);
  const answerSet = Object.hasOwn(state.answerSets, answerSetId) ? state.answerSets[answerSetId] : undefined;
  const page = state.pages.find((p) => p.answerSetId === answerSetId);
  if (!answerSet || !page) throw answerSetNotFound();
  return { ids, page, answerSet };
}

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
  const saved: FormEvent = {
    type: 'AnswersSaved',
    data: { formId: ids.formId, clientId: ids.clientId, pageId: page.pageId, answerSetId: command.answerSetId, version: answerSet.version + 1, answers: command.answers },
  };
  return state.status === 'Created' ? [{ type: 'FormStarted', data: { ...ids } }, saved] : [saved];
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
    case 'Finalize': {
      const ids = openForm(state, formNotFound);
      const unanswered = unansweredRequired(state);
      if (unanswered.length) throw new ValidationError(unanswered, Messages.reviewAnswers);
      return [{ type: 'FormCompleted', data: { ...ids } }];
    }
    case 'DeleteForm': {
      if (state.status === 'Deleted') return [];
      const { formId, clientId, subscriberId } = command;
      return [{ type: 'FormDeleted', data: { formId, clientId, subscriberId } }];
    }
  }
}

export const formDecider: Decider<FormCommand, FormEvent, FormState> = { decide, evolve, initialState };
