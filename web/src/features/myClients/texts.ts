import { Messages } from '@app/contracts';
import { englishTexts } from '../../i18n/texts';

/** The attorney's client screens' texts (spec 02 §2, §5, §8). */
export const myClientsEn = {
  myClients: 'My Clients',
  lastName: 'Last Name',
  firstName: 'First Name',
  email: 'Email',
  phone: 'Phone',
  proctored: 'Proctored',
  notProctored: 'Not Proctored',
  status: 'Status',
  created: 'Created',
  gettingStartedTitle: 'Getting Started',
  gettingStarted: 'Add your first client with Add New Client. They get a link by email or text message to answer the questionnaire, and you follow their progress here.',

  // Add Client (spec 02 §5, §9)
  addClient: 'Add Client',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  emailLabel: 'Email',
  phoneLabel: 'Mobile Phone',
  phonePlaceholder: 'XXX-XXX-XXXX',
  useEmail: 'Send the invitation by email',
  useSms: 'Send the invitation by text message',
  /** Issue 15. */
  preferredLanguage: 'Language',
  preferredLanguageExplained: 'The language of the invitation, the reminders and the questionnaire the client sees. You read everything in English.',
  reminderDays: 'Reminders',
  reminderNone: 'No reminders',
  reminderEvery: 'Every {{days}} days',
  reminderExplained: 'While the client has not finished the questionnaire, a reminder goes by the same email and text message as the invitation, every so many days after it.',
  enableSupporters: 'Ask for letters of support',
  enableSupportersExplained: 'The client lists family and friends, who get a link to write and sign a letter of support.',
  isProctored: 'Proctored',
  isProctoredExplained: 'You give the client the questionnaire yourself, on your device (no reminders are sent).',
  pages: 'Questionnaire Pages',
  pagesExplained: 'The default pages are checked. Optional pages can be added or left out.',
  screens: 'Screens',
  screensExplained: 'Validated health, substance-use and trauma screens, scored in the report. A screen is not a diagnosis.',
  sendInvitation: 'Send Invitation',
  cancel: 'Cancel',
  invited: 'The client was invited.',
  provideAdditionalInformation: 'Please Provide Additional Information',
  inviteIncomplete: Messages.inviteIncomplete,
  errorInviting: 'Error Inviting Client',
  unableToLoadTemplates: 'Unable to load the questionnaire pages.',
  unknownError: 'An unknown error occurred.',
} as const;

export const myClientsText = englishTexts('myClients', myClientsEn);

/** 'Error Inviting Client' by status (spec 02 §8). */
export function inviteErrorText(status: number | undefined, details: string | undefined): string {
  if (status === 400) return details || Messages.notValidated;
  if (status === 403) return details || Messages.notLoggedInOrNoAccess;
  if (status === 409) return Messages.editedSinceLoaded;
  return myClientsText('unknownError');
}

/** The client view's texts (spec 02 §2 Client view). */
export const clientViewEn = {
  notFound: 'This client could not be found. They may have been deleted.',
  unableToLoad: 'Unable to load this client.',
  back: 'My Clients',
  overview: 'Overview',
  reports: 'Reports',
  files: 'Files',
  letters: 'Letters',
  history: 'History',
  manage: 'Manage',
  name: 'Name',
  status: 'Status',
  preferredLanguage: 'Language',
  dateOfBirth: 'Date of Birth',
  gender: 'Gender',
  link: 'Link',
  copyLink: 'Copy link',
  linkCopied: 'Copied',
  notAnswered: 'Not answered yet',
  inviteSent: 'Invite sent',
  started: 'Started',
  completed: 'Completed',
  notYet: 'Not yet',
  proctorQuestionnaire: 'Proctor Questionnaire',
  checkOut: 'Check Out for Offline Access',
  checkIn: 'Check In',
  downloadReport: 'Download Mitigation Report',
  sendReminder: 'Send Reminder Message',
  reminderSent: 'A reminder was sent to the client.',
  offlineNotice: 'This client is checked out for offline access on a device. Check them in to see their answers, reports, files and letters.',
  /** Issue 33: survey's `selfHarmConcern`, from the answers as they stand. */
  selfHarmTitle: 'This client may be thinking of harming themselves',
  selfHarmDetail:
    'Their answers say so (PHQ-9 question 9 above "Not at all", or thoughts of suicide in the past month on the Mental Health page). They were shown the 988 Suicide & Crisis Lifeline as they answered. Please check on them soon.',
  raw: 'Raw',
  generate: 'Generate',
  download: 'Download',
  refresh: 'Refresh',
  generating: 'Generating',
  reportsExplained:
    "The raw report has the answers as the client gave them. Third Person is a social history written from the answers and the letters of support; First Person is the client's own statement to the court, in the client's words. In both, every sentence names the answer or letter it comes from.",
  /** Issue 35: what the report says wrote it, and how long that takes (the offline rules: seconds; OpenAI: a call a section). */
  generationStartedOffline: 'The report is being written offline by rules, without AI. This takes a few seconds.',
  /** `{{writtenBy}}`: the adjuster's label, as in "written by OpenAI gpt-5". */
  generationStarted: 'The report is being {{writtenBy}}, section by section. This takes about a minute.',
  writtenBy: '{{title}} ({{label}})',
  noFiles: 'The client has not uploaded any files.',
  fileQuestion: 'Question',
  fileName: 'File',
  noLetters: 'No supporters are listed yet.',
  supporter: 'Supporter',
  relationship: 'Relationship',
  letter: 'Letter',
  incomplete: 'Incomplete',
  noHistory: 'Nothing has happened yet.',
  when: 'When',
  event: 'Event',
  /** The History tab's names of the events (issue 36, item 11: "Answers saved", not "PageSaved"). */
  'event.InviteSent': 'Invitation sent',
  'event.InviteFailed': 'Invitation not delivered',
  'event.ReminderSent': 'Reminder sent',
  'event.ReminderFailed': 'Reminder not delivered',
  'event.Started': 'Questionnaire started',
  'event.PageSaved': 'Answers saved',
  'event.Completed': 'Questionnaire completed',
  'event.CheckedOut': 'Checked out for offline access',
  'event.CheckedIn': 'Checked in',
  'event.SupporterLetterReceived': 'Letter of support received',
  description: 'Description',
  deleteClient: 'Delete Client',
  deleteExplained: 'Deleting a client erases their account, answers, files, letters and reports for good. Their link stops working.',
  confirmDeleteTitle: 'Delete {{name}}?',
  confirmDelete: '{{name}} and everything they answered, uploaded or were sent will be erased. This cannot be undone.',
  delete: 'Delete',
  deleted: '{{name}} was deleted.',
} as const;

export const clientViewText = englishTexts('clientView', clientViewEn);

/** The Manage tab's corrections (issue 36): the client's name and contacts, and the invitation sent again. */
export const editClientEn = {
  correctClient: 'Correct Name and Contacts',
  correctExplained: 'Fix a misspelt name, email or phone. The client keeps every answer; their link stays the same until you resend the invitation.',
  saveCorrections: 'Save Corrections',
  corrected: 'The client’s name and contacts were saved.',
  errorSaving: 'Error Saving',
  resendInvitation: 'Resend Invitation',
  resendExplained: 'Sends the client a new link by the channels above. The old link stops working at once; every answer is kept.',
  confirmResendTitle: 'Resend the invitation?',
  confirmResend: '{{name}} gets a new link, and the link sent before leads nowhere from now on.',
  resend: 'Resend',
  resent: 'The invitation was sent again with a new link.',
} as const;

export const editClientText = englishTexts('editClient', editClientEn);

/** The Reports tab's choice of edition and sections (issue 34), remembered for the client. */
export const reportChoiceEn = {
  edition: 'Edition',
  workProduct: 'Attorney work product',
  court: 'Court edition',
  workProductExplained: 'Everything the report holds, for you and your team. Privileged and confidential.',
  courtExplained:
    "For the court: leaves out the client's account of the case, what the client wrote to you, admissions of drug use never charged, anyone's contact details, the screens' items, and the records and people to ask. Nothing it leaves out is quoted or cited.",
  sections: 'Sections',
  'section.atAGlance': 'At a Glance',
  'section.chronology': 'Life Chronology',
  'section.family': 'Family',
  'section.recordsAndPeople': 'Records and People (work product only)',
  'section.clientFacts': 'Client Facts',
  'section.screens': 'Screens',
  'section.answers': 'Answers',
  'section.screenItems': 'Screen Items (work product only)',
  'section.letters': 'Letters of Support',
} as const;

export const reportChoiceText = englishTexts('reportChoice', reportChoiceEn);

/** The case details on the client view's Overview (issue 34): the report's cover and Client Facts show them. */
export const caseDetailsEn = {
  title: 'Case',
  explained:
    "The report's cover and Client Facts name the case with these. Where you give nothing, the client's answer on the Current Case page is used; clear a field to use the answer again.",
  court: 'Court',
  caseNumber: 'Case Number',
  jurisdiction: 'State or Federal',
  state: 'State',
  stateExplained: 'For the caption of a state case: "State of Ohio v. ..."',
  /** Spec 02 §2's name of the charges on the Overview. */
  charges: 'Nature of Offense',
  judge: 'Judge',
  nextCourtDate: 'Next Court Date',
  custody: 'Custody',
  facility: 'Jail or Prison',
  attorneyName: 'Prepared For',
  attorneyNameExplained: 'The name the report is prepared for. Left blank, it is the name of your account.',
  firm: 'Firm',
  fromAnswers: "client's answer",
  notGiven: 'Not given',
  edit: 'Edit Case Details',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'The case details were saved.',
  errorSaving: 'Error Saving',
} as const;

export const caseDetailsText = englishTexts('caseDetails', caseDetailsEn);

/** The client view's Summary tab (issue 34, item 10): the report's first pages from the answers as they are now. */
export const clientSummaryEn = {
  summary: 'Summary',
  explained:
    'What the Mitigation Report says first, from the answers as they are now. Each statement names the page of the questionnaire it rests on; point at a page to see the questions.',
  unableToLoad: 'Unable to load the summary.',
  redFlags: 'Red Flags',
  noRedFlags: 'The answers so far raise no red flag.',
  whatToDo: 'What to do:',
  themes: 'Mitigation Themes',
  noThemes: 'The answers so far support no theme yet.',
  evaluations: 'Evaluations to Consider',
  noEvaluations: 'The answers so far call for no evaluation yet.',
  followUps: 'To Follow Up',
  noFollowUps: 'Nothing to follow up so far.',
  disagree: 'Answers disagree',
  missing: 'Missing',
  chronology: 'Life Chronology',
  noChronology: 'No answer gives a date yet.',
  date: 'Date',
  age: 'age {{age}}',
  lane: 'Part of life',
  whatHappened: 'What happened',
  source: 'Source',
} as const;

export const clientSummaryText = englishTexts('clientSummary', clientSummaryEn);

/** The Reports tab's letters packet (issue 35, item 7): every signed letter in one document for the court. */
export const lettersPacketEn = {
  title: 'Letters of support',
  explained_one:
    "The signed letter in one Word document for the court: a contents page, then each letter on its own page, dated, addressed to the judge and captioned. The writers' contact details are left out.",
  explained_other:
    "All {{count}} signed letters in one Word document for the court: a contents page, then each letter on its own page, dated, addressed to the judge and captioned. The writers' contact details are left out.",
  download: 'Download letters packet',
} as const;

export const lettersPacketText = englishTexts('lettersPacket', lettersPacketEn);
