import type { FileChild } from 'docx';
import { answerBookmark } from '../../case-record/case-record.js';
import { answerParagraphs, questionParagraph, type Outline } from '../docx-parts.js';
import type { ReportPage } from '../report-model.js';

/** Each answered page under its title, every answer bookmarked so that other sections can cite its page. */
export function answeredPages(pages: ReportPage[], outline: Outline): FileChild[] {
  return pages.flatMap(({ title, answers }) => [
    outline.heading1(title),
    ...answers.flatMap(({ question, answer, source }) => [questionParagraph(question, answerBookmark(source)), ...answerParagraphs(answer)]),
  ]);
}
