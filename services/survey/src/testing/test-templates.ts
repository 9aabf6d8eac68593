import type { CreateTemplateRequest } from '@app/contracts';
import { lettersOfSupport } from '@app/contracts/default-templates';

/**
 * The templates the survey test kit's service seeds instead of the questionnaire: three short default
 * pages (About You, Your Family, Education) and an optional one with a File question (Military
 * Service), whose required questions and conditions the tests know, and the real letters-of-support
 * page. The seeded questionnaire itself is tested on its own (contracts/src/default-templates/questionnaire and
 * finalize/full-questionnaire).
 */
export const TEST_TEMPLATES: readonly CreateTemplateRequest[] = [
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
