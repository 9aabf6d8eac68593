import { z } from 'zod';
import { Adjuster } from './adjusted-reports.js';
import { ClientApplicationUser } from './clients.js';
import { FormClientFields } from './events/survey.js';
import { text } from './fields.js';
import { DEFAULT_LANGUAGE, Language } from './languages.js';
import { Messages } from './messages.js';
import { ReportEdition, ReportSectionKeys } from './report-editions.js';
import { PageInstrument, Template, TemplateLimits } from './templates.js';

export * from './question-visibility.js';

/**
 * Forms, pages and answer sets (spec 02 §3, §4): a client's questionnaire, owned by the survey
 * service. A form has one page per template chosen at the invitation, sorted by displayWeight; each
 * page keeps the template as it was then and has its own answer set.
 */

export const FormStatuses = ['Created', 'Started', 'Completed'] as const;
export const FormStatus = z.enum(FormStatuses);
export type FormStatus = z.infer<typeof FormStatus>;

/** Bounds of one answer, by question type (a page holds at most `TemplateLimits.questionsPerTemplate`). */
export const AnswerLimits = {
  textLength: 4_000,
  textareaLength: 20_000,
  /** A File answer is the value `POST /api/answerSet/{id}/file` answered for a file of the same answer set. */
  fileNameLength: 255,
  /** The most an uploaded file may have: 25 MB (decimal, as people count them). */
  fileBytes: 25_000_000,
} as const;

/** Why an answer set is refused (400, one SubError per answer, at `answers.<key>`). Values are never echoed. */
export const AnswerMessages = {
  unknownQuestion: 'This page has no question with this key',
  labelTakesNoAnswer: 'A Label takes no answer',
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  notAnOption: 'Please choose one of the options',
  optionTwice: 'Each option can be chosen once',
  notAFileName: 'Must be the name of an uploaded file',
} as const;

/** Why an upload is refused (400), besides its type and size (`Messages.fileTypeNotAllowed`, `fileTooLarge`). */
export const FileMessages = {
  notMultipart: 'Please send the file as multipart/form-data.',
  noFile: 'Please choose a file to upload.',
  oneFile: 'Please upload one file at a time.',
  interrupted: 'The upload was interrupted. Please try again.',
  empty: 'The file is empty.',
  noFileQuestion: 'This page has no question that takes a file.',
} as const;

/**
 * The answer of `POST /api/answerSet/{id}/file` (multipart/form-data, one file): the stored file's value,
 * `<file id>/<its name>`, which the page then saves as its File question's answer. The name is the
 * uploaded one made safe, with the extension of the type the content has.
 */
export const UploadedFile = z.object({ value: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;

/** The query of `GET /api/answerSet/{id}/file/{value}`: identity's download token (`GET /api/account/temporaryAccessToken`). */
export const FileDownloadQuery = z.object({ temporaryAccessToken: z.string().max(4_000).optional() });
export type FileDownloadQuery = z.infer<typeof FileDownloadQuery>;

/**
 * The query of reporting's `GET /api/form/{id}/report` (issue 34): which edition (default the work product) and,
 * as a comma-separated list, which sections (default every section of the edition).
 */
export const ReportDownloadQuery = FileDownloadQuery.extend({
  edition: ReportEdition.default('workProduct'),
  sections: z
    .string()
    .max(500)
    .transform((list) => list.split(',').map((section) => section.trim()))
    .pipe(z.array(z.enum(ReportSectionKeys, { error: `A comma-separated list of ${ReportSectionKeys.join(', ')}` })))
    .optional(),
});
export type ReportDownloadQuery = z.infer<typeof ReportDownloadQuery>;

/**
 * The query of reporting's `GET /api/supporter/{id}/letter` (issue 35, item 7): which edition (default the work
 * product, which holds the writer's contact; the court edition leaves it out). `GET /api/client/{id}/letters`,
 * the packet of every signed letter, is the court edition and takes the download token only (`FileDownloadQuery`).
 */
export const LetterDownloadQuery = FileDownloadQuery.extend({ edition: ReportEdition.default('workProduct') });
export type LetterDownloadQuery = z.infer<typeof LetterDownloadQuery>;

/**
 * An answer set's answers: the spec's "key and value pairs" as one JSON object, question key ->
 * value, so a key cannot appear twice. Every value is text (a date `YYYY-MM-DD`, an option, checkbox
 * list options joined with `|`) or null for no answer.
 */
export const Answers = z.record(z.string(), z.string().nullable());
export type Answers = z.infer<typeof Answers>;

export const AnswerSet = z.object({
  id: z.string(),
  formId: z.string(),
  pageId: z.string(),
  answers: Answers,
  /** The answer set's version: 0 until the first save, one more with each. */
  concurrencyCheck: z.number().int(),
  /** The language the client answered in at the last save (issue 15): the report marks Spanish free text. */
  language: Language,
});
export type AnswerSet = z.infer<typeof AnswerSet>;

/**
 * PUT /api/answerSet/{id}: the page's answers (all of them, or as many as are filled in: autosave) and
 * the version loaded. A stale version is a 409 and changes nothing. Other fields of the answer set
 * (id, formId, pageId) may be sent back as loaded; they are ignored.
 */
export const SaveAnswerSetRequest = z.object({
  answers: z.preprocess(
    (answers, ctx) => {
      // No question has this key, and a parsed record would drop it silently.
      if (typeof answers === 'object' && answers !== null && Object.hasOwn(answers, '__proto__'))
        ctx.addIssue({ code: 'custom', path: ['__proto__'], message: AnswerMessages.unknownQuestion });
      return answers;
    },
    z
      .record(
        z.string().max(TemplateLimits.keyLength, Messages.maxLength(TemplateLimits.keyLength)),
        text().max(AnswerLimits.textareaLength, Messages.textareaMaxLength(AnswerLimits.textareaLength)).nullable(),
      )
      .refine((answers) => Object.keys(answers).length <= TemplateLimits.questionsPerTemplate, `A page has at most ${TemplateLimits.questionsPerTemplate} questions`),
  ),
  concurrencyCheck: z.number({ error: Messages.required }).int(),
  /** The language of the screens the answers were typed on (issue 15); English when omitted. */
  language: Language.default(DEFAULT_LANGUAGE),
});
export type SaveAnswerSetRequest = z.infer<typeof SaveAnswerSetRequest>;

/** A page's template as the form keeps it: the version it was made from (`concurrencyCheck`). */
export const PageTemplate = Template.omit({ created: true, spanishMissing: true }).extend({ instrument: PageInstrument.nullable() });
export type PageTemplate = z.infer<typeof PageTemplate>;

/**
 * Where the client is in their questionnaire (issue 33): the page they were on last and the furthest one they
 * have opened (null before any). A return picks up at the first; Jump to Page opens every page up to the second.
 */
export const FormPosition = z.object({ lastPageId: z.string().nullable(), furthestPageId: z.string().nullable() });
export type FormPosition = z.infer<typeof FormPosition>;

/** PUT /api/form/{id}/position: the page the client opened (204; nothing is recorded once the form takes no answers). */
export const OpenPageRequest = z.object({ pageId: z.uuid('Must be an id') });
export type OpenPageRequest = z.infer<typeof OpenPageRequest>;

/** A page of a form (spec 02 §3); `template` and `answerSet` are present when included. */
export const Page = z.object({
  id: z.string(),
  displayWeight: z.number().int(),
  templateId: z.string(),
  answerSetId: z.string(),
  template: PageTemplate.optional(),
  answerSet: AnswerSet.optional(),
});
export type Page = z.infer<typeof Page>;

/** The form's client as survey knows them from the invitation (no call to the clients service). */
export const FormClient = z.object({
  id: z.string(),
  applicationUserId: z.string(),
  subscriberId: z.string(),
  isProctored: z.boolean(),
  applicationUser: ClientApplicationUser,
});
export type FormClient = z.infer<typeof FormClient>;

/**
 * A form as `GET /api/form` and `GET /api/form/{id}` answer it. The client's names, contacts and
 * proctored flag are on the form itself, for the My Clients table (its columns and filters).
 * `originalFormId` is null for a client's questionnaire (adjusted report variants, made by
 * reporting, name the form they were made from).
 */
export const Form = FormClientFields.extend({
  id: z.string(),
  key: z.string(),
  formStatus: FormStatus,
  created: z.string(),
  started: z.string().nullable(),
  completed: z.string().nullable(),
  originalFormId: z.string().nullable(),
  /** An AI-adjusted variant's person and how far its run is (0-100); null for a questionnaire. */
  adjuster: Adjuster.nullable(),
  adjusterProgress: z.number().int().min(0).max(100).nullable(),
  pages: z.array(Page).optional(),
  /** With `pages`, on a form read by its id (issue 33). */
  position: FormPosition.optional(),
  client: FormClient.optional(),
  /**
   * The client's answers say they may be thinking of harming themselves (`selfHarmAnswerKeys`: PHQ-9 item 9
   * above "Not at all", or thoughts of suicide in the past month), as they stand now (issue 33). On a form
   * read by its id (`GET /api/form/{id}`, and the forms the finalize, check-out and check-in answer), not in lists.
   */
  selfHarmConcern: z.boolean().optional(),
});
export type Form = z.infer<typeof Form>;

/** `includes` of `GET /api/form/{id}` (spec 02 §7, plus `pages.answerSet` for the review page); the list takes `client`. */
export const FormIncludes = ['pages', 'pages.template', 'pages.answerSet', 'client'] as const;
export type FormInclude = (typeof FormIncludes)[number];

/** The query of `GET /api/form/{id}`: `includes`, a comma list of `FormIncludes`. */
export const FormIncludesQuery = z.object({ includes: z.string().max(200).optional() });

/**
 * Offline proctoring (spec 02 §4 client offline flag): a proctored client's form, not completed, is
 * checked out to the subscriber's device, filled in there, and checked in. While it is out, online
 * writes to it are refused (`OfflineMessages.checkedOut`, 409).
 */
export const OfflineMessages = {
  /** Not in the spec: a write to a form checked out to a device (HTTP 409). */
  checkedOut: 'This questionnaire is checked out for offline use on another device. It can be changed again once it is checked in.',
  /** Not in the spec (spec 02 §4: only proctored clients can be checked out). HTTP 409. */
  notProctored: 'Only proctored clients can be checked out for offline use.',
  /** Not in the spec: a second check-out while the form is out (HTTP 409). */
  alreadyCheckedOut: 'This client is already checked out for offline use. Check the client in first.',
  /** Not in the spec: a check-in naming a check-out that is not the form's current one (HTTP 409). */
  notCheckedOut: 'This client is not checked out on this device, so there is nothing to check in.',
} as const;

/** POST /api/form/{id}/checkOut */
export const CheckOutRequest = z.object({
  /** What the subscriber calls the device (shown in the client's history). */
  deviceName: text().trim().min(1, Messages.required).max(100, Messages.maxLength(100)).default('This device'),
});
export type CheckOutRequest = z.infer<typeof CheckOutRequest>;

/**
 * The answer of a check-out: everything the device needs to run the form offline: the form with its
 * pages, each with its template snapshot and answer set (with its version), and the id the check-in names.
 */
export const CheckOut = z.object({
  checkOutId: z.string(),
  form: Form,
});
export type CheckOut = z.infer<typeof CheckOut>;

/** One answer set as the device checks it in: all of its answers. */
export const CheckedInAnswerSet = z.object({ id: z.string(), answers: SaveAnswerSetRequest.shape.answers, language: SaveAnswerSetRequest.shape.language });

/**
 * POST /api/form/{id}/checkIn: every answer set of the form the device has (others keep their answers),
 * in one call. Idempotent: sent again after it was applied, it changes nothing and answers the same.
 * `finalize` completes the form too (the client finished on the device), with the finalize's checks.
 */
export const CheckInRequest = z.object({
  checkOutId: z.uuid('Must be an id'),
  answerSets: z.array(CheckedInAnswerSet).max(200),
  finalize: z.boolean().default(false),
});
export type CheckInRequest = z.infer<typeof CheckInRequest>;

/**
 * Where the client's facts are answered (the client view's Overview, the report's Client Facts): the page's
 * template key and the question's key in the seeded questionnaire (the case's: `CaseDetailAnswers`).
 */
export const ClientFacts = {
  dateOfBirth: { page: 'AboutYou', question: 'dateOfBirth' },
  gender: { page: 'AboutYou', question: 'gender' },
} as const;
