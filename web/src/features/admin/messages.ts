import { Messages } from '@app/contracts';

/** The admin console's texts (spec 01 §2, §8; spec 02 §2, §8). */
export const AdminMessages = {
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
  saved: (item: string) => `"${item}" was saved.`,
  created: (item: string) => `"${item}" was created.`,
  errorSaving: 'Error Saving',
  errorCreating: 'Error Creating',
  notSupported: 'Not Supported',

  // The user editor
  spoof: 'Spoof',
  spoofExplained: 'Sign in as this user to see what they see. Log out to end it.',

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
  spanishMissingCell: (count: number) => (count === 0 ? 'Complete' : `${count} ${count === 1 ? 'text' : 'texts'}`),
  spanishMissing: (count: number) => `${count} ${count === 1 ? 'text has' : 'texts have'} no Spanish yet (shown in English):`,
  line: (line: number) => `Line ${line}`,

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

/** The saved item's name in the save and create messages. */
const unable = (verb: 'save' | 'create', item: string) => `Unable to ${verb} "${item}".`;

/** 'Error Saving' by status (spec 01 §8, spec 02 §8). */
export function saveErrorText(item: string, status: number | undefined, subErrors: string[] = []): string {
  if (status === 400) return [`${unable('save', item)} ${Messages.notValidated}`, ...subErrors].join('\n');
  if (status === 403) return `${unable('save', item)} ${Messages.notLoggedInOrNoAccess}`;
  if (status === 409) return `${unable('save', item)} ${Messages.editedSinceLoaded}`;
  return 'An unknown error occurred.';
}

/** 'Error Creating' by status (spec 01 §8). */
export function createErrorText(item: string, status: number | undefined, subErrors: string[] = []): string {
  if (status === 400) return [`${unable('create', item)} ${Messages.notValidated}`, ...subErrors].join('\n');
  if (status === 403) return Messages.notLoggedInOrNoAccess;
  return 'An unknown error occurred.';
}
