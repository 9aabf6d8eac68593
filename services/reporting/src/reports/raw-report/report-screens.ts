import { isAnswered, isOfferedIn, LanguageNames, score, visibleQuestionKeys, type Answers, type FormPage, type Language, type ReportEdition, type ScoringContext } from '@app/contracts';
import { omissionOf } from '../editions.js';
import type { ReportScreen } from '../mitigation-report/report-model.js';
import { answerOf } from './answered-pages.js';

/**
 * Each screen of the form scored by the one engine with the client's gender and age, and whether it was
 * offered in the client's language (issue 33: one that was not, left blank, was not taken); its shown items
 * with their answers in the edition that prints them (`itemsIn`; null: none printed; the court edition leaves
 * them out and gives the scores only).
 */
export function screensOf(pages: readonly FormPage[], answersOf: (page: FormPage) => Answers, context: ScoringContext, language: Language, itemsIn: ReportEdition | null): ReportScreen[] {
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
      .filter(({ source }) => itemsIn !== null && !omissionOf(itemsIn, source, true));
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
        result: score(scoring, answers, context, { offered }),
      },
    ];
  });
}
