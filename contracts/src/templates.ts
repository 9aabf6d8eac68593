import { z } from 'zod';
import { optionalText, requiredText, text } from './fields.js';
import { Messages } from './messages.js';
import { ScoringRules } from './scoring/scoring-rules.js';

/**
 * Templates (spec 01 §3, spec 02 §3): the pages of the questionnaire, each a list of questions;
 * owned by the survey service. A form's page keeps a snapshot of the template version it was made
 * from, so editing a template never changes a running form.
 */
export const QuestionTypes = ['Text', 'Textarea', 'DatePicker', 'SelectList', 'RadioButtonList', 'CheckBoxList', 'File', 'Label'] as const;
export const QuestionType = z.enum(QuestionTypes);
export type QuestionType = z.infer<typeof QuestionType>;

/** Question types whose answer is one or more of the question's `options`. */
export const ListQuestionTypes: readonly QuestionType[] = ['SelectList', 'RadioButtonList', 'CheckBoxList'];

export const ConditionalOperators = ['Equals', 'NotEquals', 'NotNullAndNotEquals'] as const;
export const ConditionalOperator = z.enum(ConditionalOperators);
export type ConditionalOperator = z.infer<typeof ConditionalOperator>;

/** Checkbox list answers hold the chosen options joined with this (spec 02 §4). */
export const CHECKBOX_SEPARATOR = '|';

/** Bounds of what a template may hold, and of the answers to it. */
export const TemplateLimits = {
  keyLength: 100,
  titleLength: 200,
  descriptionLength: 4_000,
  labelLength: 2_000,
  questionsPerTemplate: 300,
  optionsPerQuestion: 200,
  optionLength: 500,
  /** spec 01 §5: declared -100000 to 100000 (and enforced here). */
  weightBound: 100_000,
  instrumentNameLength: 200,
  citationLength: 2_000,
  licenceLength: 2_000,
  sourceUrlLength: 2_000,
  /** The published items, options and instructions of a screen (issue 10). */
  sourceTextLength: 100_000,
} as const;

const questionKey = () =>
  requiredText({ max: TemplateLimits.keyLength }).regex(
    /^[A-Za-z][A-Za-z0-9_]*$/,
    'Use letters, digits and underscores, beginning with a letter (for example firstName or school_1)',
  );

export const Question = z.object({
  key: questionKey(),
  label: requiredText({ max: TemplateLimits.labelLength }),
  /**
   * What the attorney's report prints for the question (issue 34): a short label in the report's voice
   * ("Mother's name", "Age when she died"), not the client's ("What is your mother's name?"). The
   * attorney's words, English only (no translation); absent: the report prints `label`.
   */
  reportLabel: optionalText({ max: TemplateLimits.labelLength }),
  description: optionalText({ max: TemplateLimits.descriptionLength }),
  isRequired: z.boolean().default(false),
  options: z
    .array(requiredText({ max: TemplateLimits.optionLength }))
    .max(TemplateLimits.optionsPerQuestion)
    .nullable()
    .optional(),
  questionType: QuestionType,
  conditionalFieldKey: optionalText({ max: TemplateLimits.keyLength }),
  conditionalFieldValue: optionalText({ max: TemplateLimits.optionLength }),
  conditionalOperator: ConditionalOperator.nullable().optional(),
});
export type Question = z.infer<typeof Question>;

/** The checks across a template's questions, with messages an admin can act on (each at the question's path). */
function checkQuestions(questions: Question[], ctx: z.RefinementCtx): void {
  const seen = new Map<string, number>();
  questions.forEach((question, index) => {
    const at = (field: string) => [index, field];
    if (seen.has(question.key)) {
      ctx.addIssue({
        code: 'custom',
        path: at('key'),
        message: `The key "${question.key}" is used by question ${seen.get(question.key)! + 1} already; keys must be unique in a template`,
      });
    }
    const hasOptions = (question.options?.length ?? 0) > 0;
    if (ListQuestionTypes.includes(question.questionType) && !hasOptions) {
      ctx.addIssue({ code: 'custom', path: at('options'), message: `A ${question.questionType} question needs at least one option` });
    }
    if (question.questionType === 'CheckBoxList' && question.options?.some((option) => option.includes(CHECKBOX_SEPARATOR))) {
      ctx.addIssue({ code: 'custom', path: at('options'), message: `CheckBoxList options cannot contain "${CHECKBOX_SEPARATOR}"` });
    }
    if (question.questionType === 'Label' && question.isRequired) {
      ctx.addIssue({ code: 'custom', path: at('isRequired'), message: 'A Label has no answer, so it cannot be required' });
    }
    const condition = [question.conditionalFieldKey, question.conditionalOperator].filter((part) => part != null && part !== '');
    if (condition.length === 1) {
      ctx.addIssue({ code: 'custom', path: at('conditionalFieldKey'), message: 'A condition needs both conditionalFieldKey and conditionalOperator' });
    } else if (condition.length === 2 && !seen.has(question.conditionalFieldKey!)) {
      ctx.addIssue({
        code: 'custom',
        path: at('conditionalFieldKey'),
        message: `The condition names "${question.conditionalFieldKey}", which is not an earlier question of this template`,
      });
    }
    if (!seen.has(question.key)) seen.set(question.key, index);
  });
}

/** Question types that take no answer, so no scoring rule can read one. */
const UnanswerableQuestionTypes: readonly QuestionType[] = ['Label', 'File'];

/**
 * The checks between a template's scoring rules and its questions (each message at the rule's path):
 * every scored item is a question of the template, and an item with option values names exactly the
 * question's options. The rules' own checks (askedWhen, sums, bands...) are `ScoringRules`'.
 */
function checkScoring(template: { questions: Question[]; scoring?: ScoringRules | null }, ctx: z.RefinementCtx): void {
  if (!template.scoring) return;
  const questions = new Map(template.questions.map((question) => [question.key, question]));
  template.scoring.items.forEach((item, index) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: ['scoring', 'items', index, ...path], message });
    const question = questions.get(item.key);
    if (!question) return issue(['key'], `"${item.key}" is not a question of this template`);
    if (UnanswerableQuestionTypes.includes(question.questionType)) {
      return issue(['key'], `The question "${item.key}" is a ${question.questionType}, which takes no answer to score`);
    }
    if (item.values === 'number') return;
    if (!ListQuestionTypes.includes(question.questionType)) {
      return issue(['values'], `The question "${item.key}" is a ${question.questionType} question without options: its values must be "number"`);
    }
    const options = question.options ?? [];
    const valued = Object.keys(item.values);
    for (const option of options.filter((option) => !valued.includes(option))) {
      issue(['values'], `The option "${option}" of the question "${item.key}" has no value`);
    }
    for (const option of valued.filter((option) => !options.includes(option))) {
      issue(['values', option], `"${option}" is not an option of the question "${item.key}"`);
    }
  });
}

/**
 * The checks between a template's translations and its questions (issue 15): each translated question
 * is one of the template's, each translated option one of its options, and a screen kept in English
 * (`englishOnly`) translates no question.
 */
function checkTranslations(template: { questions: Question[]; translations?: TemplateTranslations }, ctx: z.RefinementCtx): void {
  const questions = new Map(template.questions.map((question) => [question.key, question]));
  for (const [language, translation] of Object.entries(template.translations ?? {})) {
    if (!translation) continue;
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path: ['translations', language, ...path], message });
    if (translation.englishOnly && Object.keys(translation.questions).length > 0) issue(['questions'], 'A screen kept in English translates none of its questions');
    for (const [key, texts] of Object.entries(translation.questions)) {
      const question = questions.get(key);
      if (!question) {
        issue(['questions', key], `"${key}" is not a question of this template`);
        continue;
      }
      for (const option of Object.keys(texts.options ?? {}).filter((option) => !(question.options ?? []).includes(option))) {
        issue(['questions', key, 'options', option], `"${option}" is not an option of the question "${key}"`);
      }
    }
  }
}

/** The checks across a template's parts: its scoring rules' and its translations' against its questions. */
function checkTemplate(template: { questions: Question[]; scoring?: ScoringRules | null; translations?: TemplateTranslations }, ctx: z.RefinementCtx): void {
  checkScoring(template, ctx);
  checkTranslations(template, ctx);
}

const webAddress = (value: string) => URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol);

/**
 * The published instrument a screen's template is made from (issue 10): its name, citation and
 * licence, where it is published, and the published text (items, options, instructions) its
 * questions are checked against word for word.
 */
export const InstrumentSource = z.strictObject({
  name: requiredText({ max: TemplateLimits.instrumentNameLength }),
  citation: requiredText({ max: TemplateLimits.citationLength }),
  licence: requiredText({ max: TemplateLimits.licenceLength }),
  /** The publisher's or the instrument owner's page, where there is one to cite (issue 34: never a file-sharing copy or a blog). */
  sourceUrl: requiredText({ max: TemplateLimits.sourceUrlLength }).refine(webAddress, 'Must be a web address beginning with https:// or http://').optional(),
  /** Kept exactly as sent (not trimmed): it is the published text. */
  sourceText: text()
    .refine((value) => value.trim() !== '', { error: Messages.required, abort: true })
    .max(TemplateLimits.sourceTextLength, Messages.maxLength(TemplateLimits.sourceTextLength)),
});
export type InstrumentSource = z.infer<typeof InstrumentSource>;

/**
 * The instrument as a form's page keeps it: without the published text, which the report does not show
 * and which would make a form's `FormCreated` (a page per screen) too large for the bus.
 */
export const PageInstrument = InstrumentSource.omit({ sourceText: true });

/**
 * A template's client-facing texts in another language (issue 15), stored with the template. Keys and
 * option values stay the English ones: answers, scoring and conditions never depend on the language.
 * A text missing here falls back to English (`translatedTemplate`) and is listed for admins
 * (`missingTranslations`).
 */
export const QuestionTranslation = z.strictObject({
  label: requiredText({ max: TemplateLimits.labelLength }).optional(),
  description: requiredText({ max: TemplateLimits.descriptionLength }).optional(),
  /** Each option's text, by the option's (English, stored) value. */
  options: z.record(z.string(), requiredText({ max: TemplateLimits.optionLength })).optional(),
});
export type QuestionTranslation = z.infer<typeof QuestionTranslation>;

export const TemplateTranslation = z.strictObject({
  title: requiredText({ max: TemplateLimits.titleLength }).optional(),
  description: requiredText({ max: TemplateLimits.descriptionLength }).optional(),
  questions: z.record(z.string(), QuestionTranslation).default({}),
  /**
   * A screen's published, validated translation its questions reproduce word for word (issue 15, item 3).
   * Only the template keeps the published text; a form's page keeps the rest (see `PageInstrument`).
   */
  instrument: InstrumentSource.partial({ sourceText: true }).nullable().optional(),
  /**
   * A screen with no validated version in this language: its questions are shown in English, with a
   * one-line note in this language, and never translated here. The reason is for admins.
   */
  englishOnly: requiredText({ max: TemplateLimits.descriptionLength }).optional(),
});
export type TemplateTranslation = z.infer<typeof TemplateTranslation>;

/** The languages other than English a template has texts for. */
export const TemplateTranslations = z.strictObject({ es: TemplateTranslation.optional() });
export type TemplateTranslations = z.infer<typeof TemplateTranslations>;

const weight = () =>
  z
    .number({ error: Messages.required })
    .int('Must be a whole number')
    .min(-TemplateLimits.weightBound, `Must be at least ${-TemplateLimits.weightBound}`)
    .max(TemplateLimits.weightBound, `Must be at most ${TemplateLimits.weightBound}`);

const TemplateRequestFields = z.object({
  key: requiredText({ max: TemplateLimits.keyLength }),
  title: requiredText({ max: TemplateLimits.titleLength }),
  subscriberTitle: requiredText({ max: TemplateLimits.titleLength }),
  description: optionalText({ max: TemplateLimits.descriptionLength }),
  defaultWeight: weight().default(0),
  isOptional: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  stopIfOffline: z.boolean().default(false),
  questions: z.array(Question).max(TemplateLimits.questionsPerTemplate).superRefine(checkQuestions),
  /** A screen's scoring rules (absent or null: the page is not scored). */
  scoring: ScoringRules.nullable().optional(),
  /** A screen's published source (absent or null: none). */
  instrument: InstrumentSource.nullable().optional(),
  /** The template's client-facing texts in other languages (issue 15); absent: English only. */
  translations: TemplateTranslations.optional(),
});

/** POST /api/template (site admin). */
export const CreateTemplateRequest = TemplateRequestFields.superRefine(checkTemplate);
export type CreateTemplateRequest = z.infer<typeof CreateTemplateRequest>;

/** PUT /api/template/{id} (site admin): the template's version comes back; a stale one is a 409. */
export const UpdateTemplateRequest = TemplateRequestFields.extend({
  concurrencyCheck: z.number({ error: Messages.required }).int(),
}).superRefine(checkTemplate);
export type UpdateTemplateRequest = z.infer<typeof UpdateTemplateRequest>;

/** A template as the API answers it. `initialDisplayWeight` is the spec 02 name of `defaultWeight`. */
export const Template = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  subscriberTitle: z.string(),
  description: z.string().nullable(),
  defaultWeight: z.number().int(),
  initialDisplayWeight: z.number().int(),
  isOptional: z.boolean(),
  isDefault: z.boolean(),
  stopIfOffline: z.boolean(),
  questions: z.array(Question),
  scoring: ScoringRules.nullable(),
  instrument: InstrumentSource.nullable(),
  translations: TemplateTranslations,
  /** How many of its client-facing texts have no Spanish (shown in English; issue 15). */
  spanishMissing: z.number().int(),
  /** The template's version: a form's page records the one it was made from. */
  concurrencyCheck: z.number().int(),
  created: z.string(),
});
export type Template = z.infer<typeof Template>;
