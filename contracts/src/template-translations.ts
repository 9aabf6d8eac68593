import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { ListQuestionTypes, type Question, type TemplateTranslation, type TemplateTranslations } from './templates.js';

/** What a translation covers of a template: its texts, not its keys, types, rules or scoring. */
interface TranslatableTemplate {
  title: string;
  description?: string | null;
  questions: readonly Question[];
  translations?: TemplateTranslations | null;
}

const translationOf = (template: Pick<TranslatableTemplate, 'translations'>, language: Language): TemplateTranslation | undefined =>
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc (TypeScript 7) needs it; the linter's TypeScript 6 does not
  language === DEFAULT_LANGUAGE ? undefined : (template.translations as Partial<Record<Language, TemplateTranslation>> | null | undefined)?.[language];

/**
 * Whether a reader of `language` is offered the template in their language: not a screen with no validated
 * version in it (`englishOnly`), which they are shown in English and may leave unanswered (issue 33).
 */
export const isOfferedIn = (template: Pick<TranslatableTemplate, 'translations'>, language: Language): boolean => !translationOf(template, language)?.englishOnly;

/** A text of a template that has no translation: where it is, and its English. */
export interface MissingTranslation {
  /** `title`, `description`, `questions.<key>.label`, `questions.<key>.description` or `questions.<key>.options.<value>`. */
  path: string;
  english: string;
}

/**
 * The template's client-facing texts with no translation into `language` (none for English). A screen
 * kept in English on purpose (`englishOnly`) misses only its title and description.
 */
export function missingTranslations(template: TranslatableTemplate, language: Language): MissingTranslation[] {
  if (language === DEFAULT_LANGUAGE) return [];
  const translation = translationOf(template, language);
  const missing: MissingTranslation[] = [];
  const need = (path: string, english: string | null | undefined, translated: string | undefined) => {
    if (english && english.trim() !== '' && !translated) missing.push({ path, english });
  };
  need('title', template.title, translation?.title);
  need('description', template.description, translation?.description);
  if (translation?.englishOnly) return missing;
  for (const question of template.questions) {
    const texts = translation?.questions[question.key];
    need(`questions.${question.key}.label`, question.label, texts?.label);
    need(`questions.${question.key}.description`, question.description, texts?.description);
    if (ListQuestionTypes.includes(question.questionType)) {
      for (const option of question.options ?? []) need(`questions.${question.key}.options.${option}`, option, texts?.options?.[option]);
    }
  }
  return missing;
}

/** A question as a client reading `language` sees it; `optionTexts` shows each (unchanged) option value. */
export type TranslatedQuestion = Question & { optionTexts?: Record<string, string> };

export type Translated<T extends TranslatableTemplate> = Omit<T, 'questions'> & { questions: TranslatedQuestion[]; englishOnly?: string };

/**
 * The template as a client reading `language` sees it: each text in that language where there is one,
 * English where not. Keys and option values are unchanged (answers are stored by them); each option's
 * text is in `optionTexts`.
 */
export function translatedTemplate<T extends TranslatableTemplate>(template: T, language: Language): Translated<T> {
  const translation = translationOf(template, language);
  if (!translation) return { ...template, questions: [...template.questions] };
  const questions = template.questions.map((question): TranslatedQuestion => {
    const texts = translation.englishOnly ? undefined : translation.questions[question.key];
    if (!texts) return question;
    const optionTexts = texts.options && Object.fromEntries((question.options ?? []).map((option) => [option, texts.options![option] ?? option]));
    return { ...question, label: texts.label ?? question.label, description: texts.description ?? question.description, ...(optionTexts && { optionTexts }) };
  });
  return {
    ...template,
    title: translation.title ?? template.title,
    description: translation.description ?? template.description,
    questions,
    ...(translation.englishOnly && { englishOnly: translation.englishOnly }),
  };
}
