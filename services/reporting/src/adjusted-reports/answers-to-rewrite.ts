import { isAnswered, visibleQuestionKeys, type Answers, type FormPage, type Language } from '@app/contracts';
import type { ClientIdentity } from './adjusters/identity-redaction.js';
import type { Pronouns } from './adjusters/text-adjuster.js';

/** A free-text answer of the original form a variant rewrites. */
export interface AnswerToRewrite {
  pageId: string;
  key: string;
  question: string;
  text: string;
  /** The language it was written in (issue 15). */
  language: Language;
}

/** A one-line Text answer is rewritten only when it is a phrase, not a name, place or number. */
const MIN_WORDS_OF_TEXT = 4;
const ABOUT_YOU = 'AboutYou';
const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** Every shown, answered Textarea answer, and Text answers of four words or more; screens are left as answered. */
export function answersToRewrite(pages: readonly FormPage[], answersOf: (pageId: string) => Answers, languageOf: (pageId: string) => Language): AnswerToRewrite[] {
  return pages
    .filter((page) => !page.template.scoring)
    .flatMap((page) => {
      const answers = answersOf(page.pageId);
      const visible = visibleQuestionKeys(page.template.questions, answers);
      return page.template.questions
        .filter((question) => visible.has(question.key) && isAnswered(answers, question.key))
        .filter((question) => question.questionType === 'Textarea' || (question.questionType === 'Text' && wordCount(answers[question.key]!) >= MIN_WORDS_OF_TEXT))
        .map((question) => ({ pageId: page.pageId, key: question.key, question: question.label, text: answers[question.key]!.trim(), language: languageOf(page.pageId) }));
    });
}

/** The client's pronouns from About You's gender: "they" unless Female or Male. */
export function pronounsOf(pages: readonly FormPage[], answersOf: (pageId: string) => Answers): Pronouns {
  const aboutYou = pages.find((page) => page.template.key === ABOUT_YOU);
  const gender = aboutYou ? answersOf(aboutYou.pageId).gender : undefined;
  return gender === 'Female' ? 'she' : gender === 'Male' ? 'he' : 'they';
}

/** What names the client: the invitation's names and About You's names and contacts. */
export function identityOf(client: { first_name: string | null; last_name: string | null }, pages: readonly FormPage[], answersOf: (pageId: string) => Answers): ClientIdentity {
  const aboutYou = pages.find((page) => page.template.key === ABOUT_YOU);
  const facts = aboutYou ? answersOf(aboutYou.pageId) : {};
  return {
    names: [client.first_name, client.last_name, facts.firstName, facts.middleName, facts.lastName],
    emails: [facts.email],
    phoneNumbers: [facts.phone],
  };
}
