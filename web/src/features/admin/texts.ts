import { Messages } from '@app/contracts';
import { englishTexts } from '../../i18n/texts';

/** The admin console's texts (spec 01 §2, §8; spec 02 §2, §8). */
export const adminEn = {
  dashboard: 'Dashboard',
  debug: 'Debug',
  adminMenu: 'Admin menu',
  totalSubscriptions: 'Total Subscriptions',
  totalClients: 'Total Clients',
  newSubscriptions: 'New Subscriptions (7 days)',
  totalCompletionRate: 'Total Completion Rate',
  lastMonthCompletionRate: 'Last Month Completion Rate',
  unableToLoadFigures: 'Unable to load the figures.',
  reports: 'Reports',

  users: 'Users',
  subscriptions: 'Subscriptions',
  clients: 'Clients',
  templates: 'Templates',
  content: 'Content',

  reviewerExplained: 'A compliance reviewer reads every client’s history, read only. Takes effect at their next sign-in.',
  reviewerGranted: 'The Compliance Reviewer role was granted.',
  reviewerRevoked: 'The Compliance Reviewer role was revoked.',

  save: 'Save',
  create: 'Create',
  back: 'Back to the list',
  unableToLoadItem: 'Unable to load this item.',
  itemNotFound: 'This item could not be found.',
  saved: '"{{item}}" was saved.',
  created: '"{{item}}" was created.',
  errorSaving: 'Error Saving',
  unableToSave: 'Unable to save "{{item}}".',
  unableToCreate: 'Unable to create "{{item}}".',
  unknownError: 'An unknown error occurred.',
  errorCreating: 'Error Creating',
  notSupported: 'Not Supported',

  // The user editor
  spoof: 'Spoof',
  spoofExplained: 'Sign in as this user to see what they see. Stop in the banner at the top ends it.',
  confirmSpoofTitle: 'Act as this user?',
  confirmSpoof: 'You will see and do what {{name}} sees and does until you stop. Everything you do is recorded as done by you for them.',
  actingAs: 'You are acting as {{name}}',
  stopSpoofing: 'Stop',
  confirmReviewerTitle: 'Grant the Compliance Reviewer role?',
  confirmReviewer: '{{name}} will be able to read every client’s history, deleted clients included, and export it. Grant this only to someone whose work requires it.',
  grant: 'Grant',
  userSaved: 'The user was saved.',
  accountDisabled: 'Disabled',
  accountActive: 'Active',
  accountStatus: 'Account',
  disableAccount: 'Disable Account',
  enableAccount: 'Enable Account',
  confirmDisableTitle: 'Disable this account?',
  confirmDisable: '{{name}} is signed out everywhere at once and cannot log in until the account is enabled again.',
  disabledToast: 'The account was disabled; its sessions have ended.',
  enabledToast: 'The account was enabled.',
  sendPasswordReset: 'Send Password Reset Link',
  passwordResetSent: 'A password reset link was sent to the user.',

  // The subscription editor (spec 01 §8: a confirmation first)
  confirmSaveSubscriptionTitle: 'Save this subscription?',
  confirmSaveSubscription:
    'This subscription is tied to the payment provider: a wrong value here can stop payments or access and lose data. Save only what you have checked with the payment provider.',

  // The template editor (spec 01 §8: a confirmation first)
  questions: 'Questions (JSON)',
  questionsExplained:
    'The page’s questions as a JSON list. Each has key, label, questionType and, where they apply, description, isRequired, options, a condition and reportLabel, the short label the report prints for the attorney (English only; without it the report prints the label).',
  confirmSaveTemplateTitle: 'Save this template?',
  confirmSaveTemplate:
    'Templates are easy to get wrong: a changed key or option can hide answers already given or change how screens are scored. New questionnaires use the saved version; forms already sent keep theirs.',
  invalidQuestions: 'Please correct the questions before saving:',
  spanish: 'Spanish (JSON)',
  spanishExplained:
    'What the client reading Spanish sees: title, description and, under questions, each question’s label, description and options by its key (option values stay English). A text left out is shown in English.',
  invalidSpanish: 'Please correct the Spanish before saving:',
  spanishComplete: 'Every text of this page has its Spanish.',
  spanishMissingColumn: 'Spanish Missing',
  spanishMissingCell_zero: 'Complete',
  spanishMissingCell_one: '{{count}} text',
  spanishMissingCell_other: '{{count}} texts',
  spanishMissing_one: '{{count}} text has no Spanish yet (shown in English):',
  spanishMissing_other: '{{count}} texts have no Spanish yet (shown in English):',
  line: 'Line {{line}}',

  // The content block editor
  newContentBlock: 'New Content Block',
  contentBlock: 'Content Block',
  valueLabel: 'Value (Markdown)',
  preview: 'Preview',
  allowedTokens: 'Allowed tokens',
  allowedTokensExplained: 'Write a token as %Token% in the value; it is replaced when the text is sent or shown.',
  noTokens: 'This text has no tokens.',
  viewPage: 'View the page',
} as const;

export const adminText = englishTexts('admin', adminEn);

/** 'Error Saving' by status (spec 01 §8, spec 02 §8). */
export function saveErrorText(item: string, status: number | undefined, subErrors: string[] = []): string {
  const unable = adminText('unableToSave', { item });
  if (status === 400) return [`${unable} ${Messages.notValidated}`, ...subErrors].join('\n');
  if (status === 403) return `${unable} ${Messages.notLoggedInOrNoAccess}`;
  if (status === 409) return `${unable} ${Messages.editedSinceLoaded}`;
  return adminText('unknownError');
}

/** 'Error Creating' by status (spec 01 §8). */
export function createErrorText(item: string, status: number | undefined, subErrors: string[] = []): string {
  if (status === 400) return [`${adminText('unableToCreate', { item })} ${Messages.notValidated}`, ...subErrors].join('\n');
  if (status === 403) return Messages.notLoggedInOrNoAccess;
  return adminText('unknownError');
}
