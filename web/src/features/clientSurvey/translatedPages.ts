import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKBOX_SEPARATOR, translatedTemplate, type Page, type PageTemplate, type Translated, type TranslatedQuestion } from '@app/contracts';
import { currentLanguage, i18n } from '../../i18n/i18n';

/**
 * The pages' templates in the client's language (issue 15): each template's own translation where it
 * has one, English where not; made again only when the pages or the language change (not at every
 * keystroke). Answers keep the (English) option values; `optionText` shows them.
 */
export function useTranslatedTemplates(pages: readonly Page[]): Translated<PageTemplate>[] {
  useTranslation(undefined, { i18n }); // again when the language changes
  const language = currentLanguage();
  return useMemo(() => pages.map((page) => translatedTemplate(page.template!, language)), [pages, language]);
}

/** An option as the client reads it. */
export const optionText = (question: TranslatedQuestion, option: string) => question.optionTexts?.[option] ?? option;

/** A list answer as the client reads it: each chosen option's text. */
export const answerText = (question: TranslatedQuestion, value: string) =>
  question.questionType === 'CheckBoxList'
    ? value
        .split(CHECKBOX_SEPARATOR)
        .map((option) => optionText(question, option))
        .join(', ')
    : optionText(question, value);
