import {
  EMAIL_SHAPE,
  isAnswered,
  SUPPORTER_SLOTS,
  SUPPORTERS_TEMPLATE_KEY,
  supporterSlotFields,
  supporterSlotKeys,
  US_PHONE,
  visibleQuestionKeys,
  type Answers,
  type FormPage,
  type ListedSupporter,
} from '@app/contracts';

/**
 * The letters-of-support page at the finalize (spec 02 §1): the supporters the client listed in its
 * numbered slots. A slot counts when its fields are shown and it is started (any of them answered: an
 * empty slot asks nothing, issue 33); what a started slot needs is contracts' `missingAnswers`, and its
 * contacts must be in the shapes the invitation takes for the client's own.
 */

export const isLettersPage = (page: FormPage): boolean => page.template.key === SUPPORTERS_TEMPLATE_KEY;

const answerOf = (answers: Answers, key: string): string | null => {
  const value = Object.hasOwn(answers, key) ? answers[key] : null;
  return value?.trim() || null;
};

/** The slots whose fields are shown and started, each with its number and question keys. */
function startedSlots(page: FormPage, answers: Answers) {
  const visible = visibleQuestionKeys(page.template.questions, answers);
  return Array.from({ length: SUPPORTER_SLOTS }, (_, index) => index + 1)
    .filter((slot) => {
      const { names, contacts } = supporterSlotFields(slot);
      return visible.has(supporterSlotKeys(slot).firstName) && [...names, ...contacts].some((key) => isAnswered(answers, key));
    })
    .map((slot) => ({ slot, keys: supporterSlotKeys(slot) }));
}

/** The contact questions of started slots whose answer is not in its shape (an email address, a phone number XXX-XXX-XXXX). */
export function contactShapeProblemKeys(page: FormPage, answers: Answers): Set<string> {
  const problems = new Set<string>();
  for (const { keys } of startedSlots(page, answers)) {
    const email = answerOf(answers, keys.email);
    const phoneNumber = answerOf(answers, keys.phoneNumber);
    if (email && !EMAIL_SHAPE.safeParse(email).success) problems.add(keys.email);
    if (phoneNumber && !US_PHONE.test(phoneNumber)) problems.add(keys.phoneNumber);
  }
  return problems;
}

/** The started slots with both names and a contact, as `SupportersListed` carries them (email lower-cased, blank: null); empty slots are left out. */
export function listedSupporters(page: FormPage, answers: Answers): ListedSupporter[] {
  return startedSlots(page, answers).flatMap(({ slot, keys }) => {
    const firstName = answerOf(answers, keys.firstName);
    const lastName = answerOf(answers, keys.lastName);
    const email = answerOf(answers, keys.email)?.toLowerCase() ?? null;
    const phoneNumber = answerOf(answers, keys.phoneNumber);
    if (!firstName || !lastName || (!email && !phoneNumber)) return [];
    return [{ slot, firstName, lastName, clientRelationship: answerOf(answers, keys.clientRelationship) ?? '', email, phoneNumber }];
  });
}
