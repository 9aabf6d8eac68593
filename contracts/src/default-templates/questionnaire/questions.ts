import type { CreateTemplateRequest, Question } from '../../templates.js';

/**
 * Small builders for the questionnaire's pages and questions, so each page file reads as its content:
 * a key, the words the client sees, and the options or condition where there are some.
 */

export type QuestionEntry = CreateTemplateRequest['questions'][number];
export type Condition = Required<Pick<Question, 'conditionalFieldKey' | 'conditionalOperator' | 'conditionalFieldValue'>>;
/** What a question may carry beside its key, label, type and options. */
export type QuestionExtras = Partial<Pick<QuestionEntry, 'description' | 'isRequired'> & Condition>;

const YES_NO = ['Yes', 'No'];
export const YES_NO_NOT_SURE = ['Yes', 'No', 'Not sure'];
export const YES_NO_SKIP = ['Yes', 'No', 'Prefer not to say'];

export const required: QuestionExtras = { isRequired: true };

/** Shown when the earlier question `key` is answered `value` (for a check list: when `value` is one of the boxes checked). */
export const when = (key: string, value: string): Condition => ({ conditionalFieldKey: key, conditionalOperator: 'Equals', conditionalFieldValue: value });

/** Shown when the earlier question `key` is answered with anything but `value` (for a check list: answered, and `value` not checked). */
export const whenNot = (key: string, value: string): Condition => ({
  conditionalFieldKey: key,
  conditionalOperator: 'NotNullAndNotEquals',
  conditionalFieldValue: value,
});

type Asked = Pick<QuestionEntry, 'key' | 'label' | 'questionType'> & Partial<Pick<QuestionEntry, 'reportLabel' | 'options'>>;

const question = (asked: Asked, extras: QuestionExtras = {}): QuestionEntry => ({ isRequired: false, ...asked, ...extras });

/*
 * Each question that takes an answer has two texts: `label`, the words the client reads ("What is your
 * mother's name?"), and `reportLabel`, the short label the attorney's report prints for it ("Mother's name";
 * issue 34): the report's voice, English only (the attorney's, never translated).
 */

/** Words to read, with no answer. */
export const note = (key: string, label: string, extras: QuestionExtras = {}) => question({ key, label, questionType: 'Label' }, extras);
export const text = (key: string, label: string, reportLabel: string, extras?: QuestionExtras) => question({ key, label, reportLabel, questionType: 'Text' }, extras);
export const longText = (key: string, label: string, reportLabel: string, extras?: QuestionExtras) => question({ key, label, reportLabel, questionType: 'Textarea' }, extras);
export const date = (key: string, label: string, reportLabel: string, extras?: QuestionExtras) => question({ key, label, reportLabel, questionType: 'DatePicker' }, extras);
export const upload = (key: string, label: string, reportLabel: string, extras?: QuestionExtras) => question({ key, label, reportLabel, questionType: 'File' }, extras);
/** A drop-down list: one answer of many options. */
export const select = (key: string, label: string, reportLabel: string, options: string[], extras?: QuestionExtras) =>
  question({ key, label, reportLabel, questionType: 'SelectList', options }, extras);
/** Buttons: one answer of a few options. */
export const choice = (key: string, label: string, reportLabel: string, options: string[], extras?: QuestionExtras) =>
  question({ key, label, reportLabel, questionType: 'RadioButtonList', options }, extras);
export const yesNo = (key: string, label: string, reportLabel: string, extras?: QuestionExtras) => choice(key, label, reportLabel, YES_NO, extras);
/** Check boxes: "check all that apply". */
export const checkAll = (key: string, label: string, reportLabel: string, options: string[], extras?: QuestionExtras) =>
  question({ key, label, reportLabel, questionType: 'CheckBoxList', options }, extras);

/**
 * The note a sensitive page begins with (issue 10: trauma-informed; questionnaire.unit.test.ts checks
 * each sensitive page starts with it).
 */
export const SKIP_NOTE: QuestionEntry = note(
  'skipNote',
  'Some questions on this page may be hard to answer. You can skip any question you do not want to answer. You can take a break and come back later.',
);

/** A page of the questionnaire: every page is shown online and offline alike. */
export const page = (content: Omit<CreateTemplateRequest, 'stopIfOffline' | 'scoring' | 'instrument' | 'translations'>): CreateTemplateRequest => ({
  ...content,
  stopIfOffline: false,
  translations: {},
});
