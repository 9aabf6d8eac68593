import { z } from 'zod';
import { ScoringRules } from '../scoring/scoring-rules.js';
import { InstrumentSource, PageInstrument, Question, TemplateTranslations } from '../templates.js';
import { DEFAULT_LANGUAGE, Language } from '../languages.js';
import type { PersonalDataMap } from './personal-data.js';

/** A template's fields as a site admin (or the seed) saved them: every template event carries all of them. */
export const TemplateFields = z.object({
  templateId: z.string(),
  key: z.string(),
  title: z.string(),
  subscriberTitle: z.string(),
  description: z.string().nullable(),
  defaultWeight: z.number().int(),
  isOptional: z.boolean(),
  isDefault: z.boolean(),
  stopIfOffline: z.boolean(),
  questions: z.array(Question),
  /** Optional: events before issue 10 have neither; absent reads as null. */
  scoring: ScoringRules.nullable().optional(),
  instrument: InstrumentSource.nullable().optional(),
  /** Optional: events before issue 15 have none (English only). */
  translations: TemplateTranslations.optional(),
});
export type TemplateFields = z.infer<typeof TemplateFields>;

/** Events of a template (stream `template-<id>`); its version is the stream's version. No personal data. */
export const TemplateEvents = {
  TemplateCreated: TemplateFields.extend({ source: z.enum(['admin', 'seed']) }),
  TemplateUpdated: TemplateFields,
} as const;

/** A page of a form: the template snapshot it was made from, so a later template edit never changes a running form. */
export const FormPage = z.object({
  pageId: z.string(),
  answerSetId: z.string(),
  displayWeight: z.number().int(),
  templateVersion: z.number().int(),
  template: TemplateFields.extend({ instrument: PageInstrument.nullable().optional() }),
});
export type FormPage = z.infer<typeof FormPage>;

/** A form's page without its questions: its ids, order and template's names and flags (`FormCreatedOutline`). */
const FormPageOutline = FormPage.extend({
  template: TemplateFields.pick({ templateId: true, key: true, title: true, subscriberTitle: true, isOptional: true, stopIfOffline: true }),
});

/**
 * Whose form it is: the client (their account: a client's access token names it), their subscriber,
 * and the client's names and contacts as invited (sealed in events; null once erased), which My
 * Clients lists and searches. On FormCreated and on every form the API answers.
 */
export const FormClientFields = z.object({
  clientId: z.string(),
  subscriberId: z.string(),
  applicationUserId: z.string(),
  isProctored: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});

/** A supporter as the client listed them on the letters-of-support page (slot 1 to `SUPPORTER_SLOTS`). */
export const ListedSupporter = z.object({
  slot: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  clientRelationship: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type ListedSupporter = z.infer<typeof ListedSupporter>;

/**
 * Events of a form (stream `form-<formId>`), the client's questionnaire: its pages and every answer
 * set, so that a save racing the finalize is decided against one history. Answers are the client's
 * personal data (sealed with the client's key, subject `clientId`).
 */
export const FormEvents = {
  FormCreated: FormClientFields.extend({
    formId: z.string(),
    key: z.string(),
    pages: z.array(FormPage),
    /** The client's language at the invitation (issue 33); absent (forms made before it): English. */
    language: Language.optional(),
  }),
  /**
   * The client's language changed (clients' `ClientInvited` or `ClientLanguageChanged`, issue 33): a screen
   * with no validated version in it is optional for them, and the report says it was not offered.
   */
  FormLanguageChanged: z.object({ formId: z.string(), clientId: z.string(), subscriberId: z.string(), language: Language }),
  /** The first save of any answer set. */
  FormStarted: z.object({ formId: z.string(), clientId: z.string(), subscriberId: z.string() }),
  /** `answers`: the page's answers after the save (key -> value; checkbox lists pipe-joined). `version`: the answer set's new version. */
  AnswersSaved: z.object({
    formId: z.string(),
    clientId: z.string(),
    pageId: z.string(),
    answerSetId: z.string(),
    version: z.number().int(),
    answers: z.record(z.string(), z.string().nullable()),
    /** The language of the screens the client answered on (issue 15); saves from before it read as English. */
    language: Language.default(DEFAULT_LANGUAGE),
  }),
  FormCompleted: z.object({ formId: z.string(), clientId: z.string(), subscriberId: z.string() }),
  /**
   * A file uploaded to an answer set. Its content is stored beside the events, sealed with survey's key
   * of the client chunk by chunk (so erasing the key shreds it); `name` (sealed) is the uploaded name
   * made safe, `contentType` the type its content has, `sha256` that of the content.
   */
  FileUploaded: z.object({
    formId: z.string(),
    clientId: z.string(),
    answerSetId: z.string(),
    fileId: z.string(),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    sha256: z.string(),
  }),
  /**
   * The client was deleted (clients' `ClientDeleted`): the form answers 404 and takes no more writes.
   * Also recorded before a form exists (a deletion handled before the invitation), so none is made after.
   */
  FormDeleted: z.object({ formId: z.string(), clientId: z.string(), subscriberId: z.string() }),
  /**
   * The subscriber took a proctored client's form to a device for offline use (`POST /api/form/{id}/checkOut`):
   * until `FormCheckedIn` names the same `checkOutId`, online writes to the form are refused.
   * `deviceName` is what the subscriber called the device; `checkedOutBy` the subscriber's user id.
   */
  FormCheckedOut: z.object({
    formId: z.string(),
    clientId: z.string(),
    subscriberId: z.string(),
    checkOutId: z.string(),
    deviceName: z.string(),
    checkedOutBy: z.string(),
  }),
  /** The device's answers are in (each changed answer set as an `AnswersSaved` before it): the form is online again. */
  FormCheckedIn: z.object({
    formId: z.string(),
    clientId: z.string(),
    subscriberId: z.string(),
    checkOutId: z.string(),
    checkedInBy: z.string(),
  }),
  /**
   * At the finalize of a form with the letters-of-support page: the supporters the client listed there,
   * each with a contact (slots without a name or without an email or phone are left out). Clients makes
   * each a supporter with a link, notification invites them.
   */
  SupportersListed: z.object({
    formId: z.string(),
    clientId: z.string(),
    subscriberId: z.string(),
    supporters: z.array(ListedSupporter),
  }),
  /**
   * The client (or their attorney proctoring) opened a page of the form other than the one they were on
   * (`PUT /api/form/{id}/position`, issue 33): where a return picks up, on any device.
   */
  PageOpened: z.object({ formId: z.string(), clientId: z.string(), pageId: z.string() }),
  /** A save cleared or replaced a File answer (issue 33): the file it named is deleted, content and all, and no answer can name it again. */
  FileRemoved: z.object({ formId: z.string(), clientId: z.string(), answerSetId: z.string(), fileId: z.string() }),
} as const;

/**
 * FormCreated as a consumer that needs no questions reads it: each page as an outline (what it leaves
 * out is dropped). The questionnaire's snapshots are ~200 kB; checking every question of them took a
 * consumer ~6 ms an invitation, checking the outlines a fraction of one.
 */
export const FormCreatedOutline = FormEvents.FormCreated.extend({ pages: FormPageOutline.array() });

export const SurveyEvents = { ...TemplateEvents, ...FormEvents } as const;
export type SurveyEventType = keyof typeof SurveyEvents;
export type SurveyEventData<K extends SurveyEventType> = z.infer<(typeof SurveyEvents)[K]>;

export const surveyPersonalData: PersonalDataMap = {
  FormCreated: { subject: 'clientId', fields: ['firstName', 'lastName', 'email', 'phoneNumber'] },
  AnswersSaved: { subject: 'clientId', fields: ['answers'] },
  FileUploaded: { subject: 'clientId', fields: ['name'] },
  // The supporters' names and contacts are erased with the client who listed them.
  SupportersListed: { subject: 'clientId', fields: ['supporters'] },
};
