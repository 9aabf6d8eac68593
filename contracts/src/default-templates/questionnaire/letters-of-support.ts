import { SUPPORTER_SLOTS, SUPPORTERS_TEMPLATE_KEY, supporterSlotKeys } from '../../supporters.js';
import { note, page, required, text } from './questions.js';
import { numberedSlots } from './slots.js';

const contact = 'An email address or a mobile phone number (or both) is needed to send the link to write the letter.';

/** Slot n's supporter; the keys are `supporterSlotKeys`', which the finalize reads (forms/letters-of-support.ts). */
function supporter(slot: number) {
  const keys = supporterSlotKeys(slot);
  return [
    text(keys.firstName, `Supporter ${slot}: First name`, `Supporter ${slot}: First name`, required),
    text(keys.lastName, `Supporter ${slot}: Last name`, `Supporter ${slot}: Last name`, required),
    text(keys.clientRelationship, `Supporter ${slot}: Relationship to you`, `Supporter ${slot}: Relationship`, required),
    text(keys.email, `Supporter ${slot}: Email address`, `Supporter ${slot}: Email`, { description: contact }),
    text(keys.phoneNumber, `Supporter ${slot}: Mobile phone number (XXX-XXX-XXXX)`, `Supporter ${slot}: Mobile phone`, { description: contact }),
  ];
}

/**
 * The letters-of-support page (spec 02 §1): never a default; a form gets it when its client is invited
 * with `enableSupporters`. Its supporters are listed at the finalize (SupportersListed).
 */
export const lettersOfSupport = page({
  key: SUPPORTERS_TEMPLATE_KEY,
  title: 'Letters of Support',
  subscriberTitle: 'Letters of Support',
  description: 'Family, friends and others who would write a letter of support for you.',
  defaultWeight: 10_000,
  isOptional: true,
  isDefault: false,
  questions: [
    note(
      'lettersOfSupportIntro',
      'Letters from people who know you can help your case. List family members, friends, employers or others who would write one for you: each will get a link to write and sign their letter.',
    ),
    // Issue 33: a slot asks nothing until it is started (contracts' missingAnswers), so this is true.
    note('noSupportersNote', "If you don't have anyone to ask, that is all right. Leave the boxes below empty and go on to the next page."),
    ...numberedSlots({
      count: SUPPORTER_SLOTS,
      anotherKey: (slot) => supporterSlotKeys(slot).add,
      anotherLabel: 'Would you like to add another supporter?',
      anotherReportLabel: 'Another supporter',
      questions: supporter,
    }),
  ],
});
