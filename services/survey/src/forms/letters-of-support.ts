import { EMAIL_SHAPE, SUPPORTER_SLOTS, SUPPORTERS_TEMPLATE_KEY, supporterSlotKeys, US_PHONE, visibleQuestionKeys, type Answers, type FormPage, type ListedSupporter } from '@app/contracts';

/**
 * The letters-of-support page at the finalize (spec 02 §1): the supporters the client listed in its
 * numbered slots. A slot counts when its fields are shown; each needs an email or a phone number to
 * send the link to, in the shapes the invitation takes for the client's own.
 */

export const isLettersPage = (page: FormPage): boolean => page.template.key === SUPPORTERS_TEMPLATE_KEY;

const answerOf = (answers: Answers, key: string): string | null => {
  const value = Object.hasOwn(answers, key) ? answers[key] : null;
  return value?.trim() || null;
};

/** The slots whose fields are shown, each with its number and question keys. */
function shownSlots(page: FormPage, answers: Answers) {
  const visible = visibleQuestionKeys(page.template.questions, answers);
  return Array.from({ length: SUPPORTER_SLOTS }, (_, index) => ({ slot: index + 1, keys: supporterSlotKeys(index + 1) })).filter(({ keys }) => visible.has(keys.firstName));
}

/**
 * The contact questions of shown slots that keep the finalize back: both of a slot with neither an
 * email nor a phone number, or the one not in its shape.
 */
export function contactProblemKeys(page: FormPage, answers: Answers): Set<string> {
  const problems = new Set<string>();
  for (const { keys } of shownSlots(page, answers)) {
    const email = answerOf(answers, keys.email);
    const phoneNumber = answerOf(answers, keys.phoneNumber);
    if (!email && !phoneNumber) problems.add(keys.email).add(keys.phoneNumber);
    if (email && !EMAIL_SHAPE.safeParse(email).success) problems.add(keys.email);
    if (phoneNumber && !US_PHONE.test(phoneNumber)) problems.add(keys.phoneNumber);
  }
  return problems;
}

/** The shown slots with both names and a contact, as `SupportersListed` carries them (email lower-cased, blank: null). */
export function listedSupporters(page: FormPage, answers: Answers): ListedSupporter[] {
  return shownSlots(page, answers).flatMap(({ slot, keys }) => {
    const firstName = answerOf(answers, keys.firstName);
    const lastName = answerOf(answers, keys.lastName);
    const email = answerOf(answers, keys.email)?.toLowerCase() ?? null;
    const phoneNumber = answerOf(answers, keys.phoneNumber);
    if (!firstName || !lastName || (!email && !phoneNumber)) return [];
    return [{ slot, firstName, lastName, clientRelationship: answerOf(answers, keys.clientRelationship) ?? '', email, phoneNumber }];
  });
}
