import { createHash } from 'node:crypto';
import { CHECKBOX_SEPARATOR, isAnswered, visibleQuestionKeys, type Answers, type FormPage, type Question } from '@app/contracts';

/**
 * Where a statement of the report comes from: the answer to one question of one page (the client's own
 * words), so that every line the report writes about the client can be traced to what was answered.
 */
export interface AnswerSource {
  /** The page's template key (`MentalHealth`) and its title as the attorney reads it (`Mental Health`). */
  pageKey: string;
  page: string;
  /** The question's key (`job_2_employer`) and its label as the report prints it: its report label ("Job 2: Employer"), else the client's words. */
  questionKey: string;
  question: string;
}

/** An answer with where it came from. */
export interface SourcedAnswer {
  /** The answer as given, trimmed (a checkbox list's options as one text joined by the separator). */
  value: string;
  questionType: Question['questionType'];
  source: AnswerSource;
}

/** A numbered slot of a repeated list (`child`, `job`, `school`, `home`, `arrest`, ...) and its answered fields. */
export interface Slot {
  list: string;
  slot: number;
  /** The slot's answered fields by their field name (`employer` of `job_2_employer`). */
  fields: ReadonlyMap<string, SourcedAnswer>;
}

const SLOT_KEY = /^([A-Za-z]+)_(\d+)_([A-Za-z0-9]+)$/;

/**
 * The client's answers as the report's analyses read them: only the questions the client was shown
 * (a stale answer behind a condition that no longer holds does not count), each with its source. Built
 * once for a report from the form's pages (their template snapshots) and each page's answers; `printed`
 * keeps only the answers the report's edition prints (what it leaves out, no analysis may read or cite).
 */
export class CaseRecord {
  private readonly byPage = new Map<string, Map<string, SourcedAnswer>>();
  private readonly pageTitles = new Map<string, string>();

  constructor(pages: readonly FormPage[], answersOf: (page: FormPage) => Answers, printed: (source: AnswerSource, scored: boolean) => boolean = () => true) {
    for (const page of pages) {
      const { key: pageKey, subscriberTitle, questions } = page.template;
      this.pageTitles.set(pageKey, subscriberTitle);
      const answers = answersOf(page);
      const visible = visibleQuestionKeys(questions, answers);
      const answered = new Map<string, SourcedAnswer>();
      for (const question of questions) {
        if (question.questionType === 'Label' || !visible.has(question.key) || !isAnswered(answers, question.key)) continue;
        const source = { pageKey, page: subscriberTitle, questionKey: question.key, question: question.reportLabel ?? question.label };
        if (printed(source, !!page.template.scoring)) answered.set(question.key, { value: answers[question.key]!.trim(), questionType: question.questionType, source });
      }
      this.byPage.set(pageKey, answered);
    }
  }

  /** Whether the form holds the page at all (a page the attorney left out of the form has no answers to read). */
  hasPage(pageKey: string): boolean {
    return this.pageTitles.has(pageKey);
  }

  /** The page's title as the attorney reads it, or undefined when the form has no such page. */
  pageTitle(pageKey: string): string | undefined {
    return this.pageTitles.get(pageKey);
  }

  /** The answer to `questionKey` of `pageKey`, if it was shown and answered. */
  answer(pageKey: string, questionKey: string): SourcedAnswer | undefined {
    return this.byPage.get(pageKey)?.get(questionKey);
  }

  /** The answer's text, or null. */
  value(pageKey: string, questionKey: string): string | null {
    return this.answer(pageKey, questionKey)?.value ?? null;
  }

  /** The options checked in a checkbox list (none when unanswered). */
  checked(pageKey: string, questionKey: string): string[] {
    const answer = this.answer(pageKey, questionKey);
    return answer
      ? answer.value
          .split(CHECKBOX_SEPARATOR)
          .map((option) => option.trim())
          .filter(Boolean)
      : [];
  }

  /** Every shown and answered question of the page, in the page's order. */
  answersOf(pageKey: string): SourcedAnswer[] {
    return [...(this.byPage.get(pageKey)?.values() ?? [])];
  }

  /** Every shown and answered question of the form, page by page. */
  allAnswers(): SourcedAnswer[] {
    return [...this.byPage.values()].flatMap((answers) => [...answers.values()]);
  }

  /** The slots of `list` on `pageKey` with at least one answered field, in slot order. */
  slots(pageKey: string, list: string): Slot[] {
    const slots = new Map<number, Map<string, SourcedAnswer>>();
    for (const answer of this.answersOf(pageKey)) {
      const match = SLOT_KEY.exec(answer.source.questionKey);
      if (!match || match[1] !== list) continue;
      const slot = Number(match[2]);
      if (!slots.has(slot)) slots.set(slot, new Map());
      slots.get(slot)!.set(match[3], answer);
    }
    return [...slots].sort(([a], [b]) => a - b).map(([slot, fields]) => ({ list, slot, fields }));
  }
}

/**
 * The bookmark the report puts at an answer, so that a statement elsewhere can name its page: a Word
 * bookmark name (a letter first, letters, digits and underscores, at most 40 characters).
 */
export const answerBookmark = ({ pageKey, questionKey }: Pick<AnswerSource, 'pageKey' | 'questionKey'>) =>
  `a_${createHash('sha1').update(`${pageKey}\u0000${questionKey}`).digest('hex').slice(0, 20)}`;
