import { isDeepStrictEqual } from 'node:util';
import { Messages, unansweredRequiredQuestions, type Answers, type SurveyEventData } from '@app/contracts';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@app/platform';
import { answerProblems } from './answer-validation.js';
import { evolve, initialState, type FormEvent, type FormIds, type FormState } from './form.js';

export type FormCommand =
  /** From clients' ClientInvited; a form that exists (a redelivery) or was deleted first is left as it is. */
  | { type: 'CreateForm'; form: SurveyEventData<'FormCreated'> }
  /** `answers` replace the answer set's; `concurrencyCheck` is the version the page loaded. */
  | { type: 'SaveAnswers'; answerSetId: string; concurrencyCheck: number; answers: Answers }
  | { type: 'Finalize' }
  /** From clients' ClientDeleted; recorded even before the form exists, so that none is made after. */
  | { type: 'DeleteForm'; formId: string; clientId: string; subscriberId: string };

export const formNotFound = () => new NotFoundError('The form');
export const answerSetNotFound = () => new NotFoundError('The answer set');

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

function saveAnswers(command: Extract<FormCommand, { type: 'SaveAnswers' }>, state: FormState): FormEvent[] {
  const ids = openForm(state, answerSetNotFound);
  const answerSet = Object.hasOwn(state.answerSets, command.answerSetId) ? state.answerSets[command.answerSetId] : undefined;
  const page = state.pages.find((p) => p.answerSetId === command.answerSetId);
  if (!answerSet || !page) throw answerSetNotFound();
  if (command.concurrencyCheck !== answerSet.version) throw new ConflictError();
  const problems = answerProblems(page.template.questions, command.answers);
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
