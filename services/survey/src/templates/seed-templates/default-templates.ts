import { SUPPORTER_SLOTS, SUPPORTERS_TEMPLATE_KEY, supporterSlotKeys, type CreateTemplateRequest, type Question } from '@app/contracts';

type QuestionEntry = CreateTemplateRequest['questions'][number];

const shownWhenYes = (key: string): Partial<Question> => ({ conditionalFieldKey: key, conditionalOperator: 'Equals', conditionalFieldValue: 'Yes' });

/**
 * Slot `slot` of the letters-of-support page. Slot 1 always shows; slot n > 1 shows when its
 * `addSupporter<n>` is Yes, a question shown only while slot n - 1 is (a question whose controlling
 * question is hidden is hidden), so unchecking one slot hides every slot after it.
 */
function supporterSlot(slot: number): QuestionEntry[] {
  const keys = supporterSlotKeys(slot);
  const previousAdd = supporterSlotKeys(slot - 1).add;
  const add: QuestionEntry[] =
    slot === 1 ? [] : [{ key: keys.add, label: 'Would you like to add another supporter?', questionType: 'RadioButtonList', isRequired: false, options: ['Yes', 'No'], ...(slot > 2 ? shownWhenYes(previousAdd) : {}) }];
  const condition = slot === 1 ? {} : shownWhenYes(keys.add);
  const contact = 'An email address or a mobile phone number (or both) is needed to send the link to write the letter.';
  return [
    ...add,
    { key: keys.firstName, label: `Supporter ${slot}: First name`, questionType: 'Text', isRequired: true, ...condition },
    { key: keys.lastName, label: `Supporter ${slot}: Last name`, questionType: 'Text', isRequired: true, ...condition },
    { key: keys.clientRelationship, label: `Supporter ${slot}: Relationship to you`, questionType: 'Text', isRequired: true, ...condition },
    { key: keys.email, label: `Supporter ${slot}: Email address`, description: contact, questionType: 'Text', isRequired: false, ...condition },
    { key: keys.phoneNumber, label: `Supporter ${slot}: Mobile phone number (XXX-XXX-XXXX)`, description: contact, questionType: 'Text', isRequired: false, ...condition },
  ];
}

/**
 * The letters-of-support page (spec 02 §1): never a default; a form gets it when its client is invited
 * with `enableSupporters`. Its supporters are listed at the finalize (SupportersListed).
 */
const lettersOfSupport: CreateTemplateRequest = {
  key: SUPPORTERS_TEMPLATE_KEY,
  title: 'Letters of Support',
  subscriberTitle: 'Letters of Support',
  description: 'Family, friends and others who would write a letter of support for you.',
  defaultWeight: 10_000,
  isOptional: true,
  isDefault: false,
  stopIfOffline: false,
  questions: [
    {
      key: 'lettersOfSupportIntro',
      label:
        'Letters from people who know you can help your case. List family members, friends, employers or others who would write one for you: each will get a link to write and sign their letter.',
      questionType: 'Label',
      isRequired: false,
    },
    ...Array.from({ length: SUPPORTER_SLOTS }, (_, index) => supporterSlot(index + 1)).flat(),
  ],
};

/**
 * The templates a new installation starts with, created once each (see seed-templates.ts). Data
 * only: the full questionnaire adds its screens here. Each entry is what an admin would post to
 * `POST /api/template` and passes the same checks.
 */
export const DEFAULT_TEMPLATES: readonly CreateTemplateRequest[] = [
  {
    key: 'AboutYou',
    title: 'About You',
    subscriberTitle: 'Personal Information',
    description: 'Your name and a few basic facts about you.',
    defaultWeight: 10,
    isOptional: false,
    isDefault: true,
    stopIfOffline: false,
    questions: [
      { key: 'aboutYouIntro', label: 'Please answer as completely as you can. Your answers are saved as you go.', questionType: 'Label', isRequired: false },
      { key: 'firstName', label: 'First name', questionType: 'Text', isRequired: true },
      { key: 'middleName', label: 'Middle name', questionType: 'Text', isRequired: false },
      { key: 'lastName', label: 'Last name', questionType: 'Text', isRequired: true },
      { key: 'dateOfBirth', label: 'Date of birth', questionType: 'DatePicker', isRequired: true },
      { key: 'gender', label: 'Gender', questionType: 'SelectList', isRequired: false, options: ['Female', 'Male', 'Non-binary', 'Prefer not to say'] },
    ],
  },
  {
    key: 'Family',
    title: 'Your Family',
    subscriberTitle: 'Family',
    description: 'The people closest to you.',
    defaultWeight: 20,
    isOptional: false,
    isDefault: true,
    stopIfOffline: false,
    questions: [
      { key: 'maritalStatus', label: 'Marital status', questionType: 'RadioButtonList', isRequired: true, options: ['Single', 'Married', 'Separated', 'Divorced', 'Widowed'] },
      {
        key: 'spouseName',
        label: "Your spouse's name",
        questionType: 'Text',
        isRequired: true,
        conditionalFieldKey: 'maritalStatus',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Married',
      },
      { key: 'hasChildren', label: 'Do you have children?', questionType: 'RadioButtonList', isRequired: true, options: ['Yes', 'No'] },
      {
        key: 'childrenDetails',
        label: 'Please tell us about your children (names and ages)',
        questionType: 'Textarea',
        isRequired: true,
        conditionalFieldKey: 'hasChildren',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Yes',
      },
    ],
  },
  {
    key: 'Education',
    title: 'Education',
    subscriberTitle: 'Education',
    description: 'Your schooling and training.',
    defaultWeight: 30,
    isOptional: false,
    isDefault: true,
    stopIfOffline: false,
    questions: [
      {
        key: 'highestLevel',
        label: 'Highest level of education completed',
        questionType: 'SelectList',
        isRequired: true,
        options: ['None', 'Some high school', 'High school diploma or GED', 'Some college', 'College degree', 'Graduate degree'],
      },
      {
        key: 'lastSchool',
        label: 'Name of the last school you attended',
        questionType: 'Text',
        isRequired: false,
        conditionalFieldKey: 'highestLevel',
        conditionalOperator: 'NotNullAndNotEquals',
        conditionalFieldValue: 'None',
      },
      {
        key: 'training',
        label: 'Certificates and training (check all that apply)',
        questionType: 'CheckBoxList',
        isRequired: false,
        options: ['Vocational certificate', 'Trade license', 'Military training', 'Other'],
      },
      {
        key: 'otherTraining',
        label: 'Other training',
        questionType: 'Text',
        isRequired: true,
        conditionalFieldKey: 'training',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Other',
      },
    ],
  },
  {
    key: 'MilitaryService',
    title: 'Military Service',
    subscriberTitle: 'Military Service',
    description: 'Service in the armed forces, if any.',
    defaultWeight: 40,
    isOptional: true,
    isDefault: false,
    stopIfOffline: false,
    questions: [
      { key: 'served', label: 'Have you served in the military?', questionType: 'RadioButtonList', isRequired: true, options: ['Yes', 'No'] },
      {
        key: 'branch',
        label: 'Branch of service',
        questionType: 'SelectList',
        isRequired: true,
        options: ['Army', 'Navy', 'Air Force', 'Marine Corps', 'Coast Guard', 'Space Force', 'National Guard'],
        conditionalFieldKey: 'served',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Yes',
      },
      {
        key: 'dischargePapers',
        label: 'Discharge papers (DD-214), if you have them',
        questionType: 'File',
        isRequired: false,
        conditionalFieldKey: 'served',
        conditionalOperator: 'Equals',
        conditionalFieldValue: 'Yes',
      },
    ],
  },
  lettersOfSupport,
];
