import { PageReference, TextRun, type ParagraphChild } from 'docx';
import { answerBookmark, type AnswerSource } from '../case-record/case-record.js';
import type { ReportModel } from './report-model.js';

/**
 * Where a statement's answers are in this document: " (p. 12)" or " (pp. 12, 14)", each number a page
 * reference to the answer's bookmark (LibreOffice and Word work it out as they lay the document out, and
 * it links to the answer). An answer this edition does not print is cited by its page's title instead,
 * so that no reference points at nothing, except a screen's item (the statement names its screen already).
 * One reference a page of the questionnaire.
 */
export class Citations {
  private static readonly made = new WeakMap<object, Citations>();

  /** The model's citations, made once for every section that cites (each answer's bookmark is a hash). */
  static of(model: Pick<ReportModel, 'pages' | 'screens'>): Citations {
    const made = Citations.made.get(model) ?? new Citations(model);
    Citations.made.set(model, made);
    return made;
  }

  /** Each printed answer's bookmark and its place in the document, so that references read in page order. */
  private readonly printed: ReadonlyMap<string, number>;
  private readonly screens: ReadonlySet<string>;

  constructor({ pages, screens }: Pick<ReportModel, 'pages' | 'screens'>) {
    // The answers, then the screens' items in their appendix (none in an edition that leaves them out).
    const sources = [...pages.flatMap((page) => page.answers), ...screens.flatMap((screen) => screen.items)].map(({ source }) => answerBookmark(source));
    this.printed = new Map(sources.map((bookmark, place) => [bookmark, place]));
    this.screens = new Set(screens.map((screen) => screen.title));
  }

  runs(sources: readonly AnswerSource[]): ParagraphChild[] {
    const onePerPage = sources.filter((source, index) => sources.findIndex((other) => other.pageKey === source.pageKey) === index);
    const printed = onePerPage
      .filter((source) => this.printed.has(answerBookmark(source)))
      .sort((a, b) => this.printed.get(answerBookmark(a))! - this.printed.get(answerBookmark(b))!);
    const titles = onePerPage.filter((source) => !this.printed.has(answerBookmark(source)) && !this.screens.has(source.page)).map((source) => source.page);
    if (printed.length + titles.length === 0) return [];
    const references = printed.flatMap((source, index) => [...(index > 0 ? [new TextRun(', ')] : []), new PageReference(answerBookmark(source), { hyperlink: true })]);
    const pages = printed.length === 0 ? [] : [new TextRun(printed.length === 1 ? 'p. ' : 'pp. '), ...references];
    const named = titles.length === 0 ? [] : [new TextRun(`${printed.length > 0 ? '; ' : ''}${titles.join('; ')}`)];
    return [new TextRun(' ('), ...pages, ...named, new TextRun(')')];
  }
}
