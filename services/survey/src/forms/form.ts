import { DEFAULT_LANGUAGE, type Answers, type FormEvents, type FormPage, type FormStatus, type Language, type SurveyEventData } from '@app/contracts';
import { derivedId } from '@app/platform';

/**
 * The form aggregate (stream `form-<uuid>`): a client's questionnaire with its pages and every answer
 * set, so that saves, the finalize and the deletion are decided against one history.
 */
export type FormEvent = { [K in keyof typeof FormEvents]: { type: K; data: SurveyEventData<K> } }[keyof typeof FormEvents];

export const formStreamId = (formId: string) => `form-${formId}`;

/** The client's questionnaire (key Default): one per client, so a redelivered invitation finds it. */
export const formIdOf = (clientId: string) => derivedId('survey', 'form', clientId, 'Default');
export const pageIdOf = (formId: string, templateId: string) => derivedId('survey', 'page', formId, templateId);
export const answerSetIdOf = (formId: string, templateId: string) => derivedId('survey', 'answer-set', formId, templateId);

/** A stored file's value, the answer a File question takes: `<file id>/<name>`. */
export const fileValueOf = (fileId: string, name: string) => `${fileId}/${name}`;
export const fileIdOf = (value: string) => value.slice(0, value.indexOf('/'));

export interface AnswerSetState {
  pageId: string;
  /** 0 until the first save: what a save's `concurrencyCheck` must match. */
  version: number;
  answers: Answers;
  /** The values of the files uploaded to it: what its File questions may be answered with. */
  files: readonly string[];
  /** The language of the last save (issue 15). */
  language: Language;
}

/** Whose form it is: what FormStarted, FormCompleted and FormDeleted carry. */
export interface FormIds {
  formId: string;
  clientId: string;
  subscriberId: string;
}

/** The device a form is checked out to (`FormCheckedOut`), until the check-in naming `checkOutId`. */
export interface CheckOutState {
  checkOutId: string;
  deviceName: string;
}

export interface FormState {
  status: 'none' | FormStatus | 'Deleted';
  ids: FormIds | null;
  /** Only a proctored client's form can be checked out. */
  isProctored: boolean;
  /** In display order, each with its template snapshot. */
  pages: FormPage[];
  /** By answer set id. */
  answerSets: Readonly<Record<string, AnswerSetState>>;
  /** While it is set, the form takes no online writes. */
  checkOut: CheckOutState | null;
  /** The check-out the last check-in ended: that check-in sent again changes nothing. */
  lastCheckedInId: string | null;
  /** The client's language (issue 33): a screen not offered in it is optional for them. */
  language: Language;
  /** The page the client opened last (issue 33). */
  lastPageId: string | null;
}

export const initialState = (): FormState => ({
  status: 'none',
  ids: null,
  isProctored: false,
  pages: [],
  answerSets: {},
  checkOut: null,
  lastCheckedInId: null,
  language: DEFAULT_LANGUAGE,
  lastPageId: null,
});

export function evolve(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'FormCreated': {
      const { formId, clientId, subscriberId, isProctored, pages, language = DEFAULT_LANGUAGE } = event.data;
      const answerSets = Object.fromEntries(pages.map((page) => [page.answerSetId, { pageId: page.pageId, version: 0, answers: {}, files: [], language: DEFAULT_LANGUAGE }]));
      return { ...state, status: 'Created', ids: { formId, clientId, subscriberId }, isProctored, pages, answerSets, language };
    }
    case 'FormLanguageChanged':
      return { ...state, language: event.data.language };
    case 'FormStarted':
      return { ...state, status: 'Started' };
    case 'AnswersSaved': {
      const { answerSetId, pageId, version, answers, language } = event.data;
      // Answers read as null once the client's key is erased.
      return { ...state, answerSets: { ...state.answerSets, [answerSetId]: { ...state.answerSets[answerSetId], pageId, version, answers: answers ?? {}, language } } };
    }
    case 'FileUploaded': {
      const { answerSetId, fileId, name } = event.data;
      const answerSet = state.answerSets[answerSetId];
      return { ...state, answerSets: { ...state.answerSets, [answerSetId]: { ...answerSet, files: [...answerSet.files, fileValueOf(fileId, name)] } } };
    }
    case 'FormCompleted':
      return { ...state, status: 'Completed' };
    case 'FormDeleted': {
      const { formId, clientId, subscriberId } = event.data;
      return { ...state, status: 'Deleted', ids: { formId, clientId, subscriberId } };
    }
    case 'FormCheckedOut': {
      const { checkOutId, deviceName } = event.data;
      return { ...state, checkOut: { checkOutId, deviceName } };
    }
    case 'FormCheckedIn':
      return { ...state, checkOut: null, lastCheckedInId: event.data.checkOutId };
    case 'SupportersListed':
      return state;
    case 'PageOpened':
      return { ...state, lastPageId: event.data.pageId };
    case 'FileRemoved': {
      const { answerSetId, fileId } = event.data;
      const answerSet = state.answerSets[answerSetId];
      return { ...state, answerSets: { ...state.answerSets, [answerSetId]: { ...answerSet, files: answerSet.files.filter((value) => fileIdOf(value) !== fileId) } } };
    }
  }
}
