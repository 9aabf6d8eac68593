import {
  isAnswered,
  isOfferedIn,
  LanguageNames,
  score,
  visibleQuestionKeys,
  type Answers,
  type FormPage,
  type Language,
  type ReportEdition,
  type ScoringContext,
} from '@app/contracts';
import { criteriaIn, omissionOf } from '../editions.js';
import type { ReportScreen } from '../mitigation-report/report-model.js';
import { answerOf } from './answered-pages.js';

/**
 * Each screen of the form scored by the one engine with the client's gender and age, and whether it was
 * offered in the client's language (issue 33: one that was not, left blank, was not taken), as `edition`
 * prints it (the court edition leaves out the items, and the criteria that admit drug use); its shown items
 * with their answers when `withItems` (the appendix is printed).
 */
export function screensOf(
  pages: readonly FormPage[],
  answersOf: (page: FormPage) => Answers,
  context: ScoringContext,
  language: Language,
  { edition, withItems }: { edition: ReportEdition; withItems: boolean },
): ReportScreen[] {
  return pages.flatMap((page): ReportScreen[] => {
    const { key: pageKey, scoring, instrument, questions, subscriberTitle } = page.template;
    if (!scoring) return [];
    const answers = answersOf(page);
    const visible = visibleQuestionKeys(questions, answers);
    const offered = isOfferedIn(page.template, language);
    const items = questions
      .filter((question) => question.questionType !== 'Label' && visible.has(question.key))
      .map((question) => ({
        question: question.label,
        answer: isAnswered(answers, question.key) ? answerOf(question.questionType, answers[question.key]!) : null,
        source: { pageKey, page: subscriberTitle, questionKey: question.key, question: question.label },
      }))
      .filter(({ source }) => withItems && !omissionOf(edition, source, true));
    const result = score(scoring, answers, context, { offered });
    return [
      {
        title: subscriberTitle,
        instrument: scoring.instrument,
        citation: instrument?.citation ?? scoring.citation,
        licence: instrument?.licence ?? scoring.licence,
        sourceUrl: instrument?.sourceUrl ?? null,
        note: scoring.note ?? null,
        items,
        notOfferedIn: offered ? null : LanguageNames[language].english,
        result: { ...result, criteria: criteriaIn(edition, scoring.instrument, result.criteria) },
      },
    ];
  });
}
