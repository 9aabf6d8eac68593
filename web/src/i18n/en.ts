import { AccountMessages, AnswerMessages, FileMessages, Messages, SupporterMessages } from '@app/contracts';
import { authEn } from '../features/auth/words';

/**
 * Every text a client or a supporter reads, in English (the language every other one is checked against),
 * by namespace: the landing, the questionnaire's pages, the supporter's letter. Spec texts are marked with
 * their section; `{{name}}` is filled in by i18next.
 */
export const en = {
  common: {
    /** Issue 15: the switch between the languages, on every client and supporter page. */
    language: 'Language',
    close: 'Close',
    showPassword: 'Show',
    hidePassword: 'Hide',
    /** Issue 33: Log Out sends the answers waiting on the device first; what it cannot send stays sealed there. */
    loggingOut: 'Sending your answers, then logging out…',
    loggedOut: Messages.loggedOut,
    answersAllSent: 'All your answers were sent.',
    answersKept: 'Some of your answers could not be sent just now. They are kept encrypted on this device and will be sent the next time you log in here.',
    sendingKeptAnswers: 'Sending the answers you left on this device…',
    keptAnswersSent: 'The answers you left on this device were sent.',
  },
  landing: {
    /** Spec 02 §8. */
    invalidLink: Messages.invalidLink,
    /** Spec 02 §2: "Welcome" or "Welcome back", with the client's first name. */
    welcome: 'Welcome',
    welcomeName: 'Welcome, {{firstName}}',
    welcomeBack: 'Welcome back',
    welcomeBackName: 'Welcome back, {{firstName}}',
    clientOf: 'Client of {{subscriber}}',
    registerIntro: 'Your attorney has asked you to answer some questions about your life. First, create a password so that only you can open your answers.',
    password: 'Password',
    confirmPassword: 'Confirm password',
    /** The account screens' hint, on the client's own screen. */
    passwordHint: authEn.passwordHint,
    createPassword: 'Create Password',
    loginIntro: 'Please log in to continue your questionnaire.',
    loginName: 'Email or phone number',
    logIn: 'Log In',
    forgotPassword: 'Forgot your password?',
    resetSent: 'We sent you a link to set a new password. Please check your email or text messages.',
    continueIntro: 'Your answers are saved as you go. You can pick up where you left off.',
    continue: 'Continue',
    preparing: 'Your questionnaire is being prepared. This page will update in a moment.',
    proctorIntro: "You are signed in as the client's attorney. You can fill in the questionnaire with your client.",
    proctor: 'Proctor Questionnaire',
    /** Issue 33: while proctoring, the way back to the attorney's screens, behind their password. */
    proctorReturn: 'Return to Attorney',
    proctorReturnTitle: 'Return to the Attorney',
    proctorReturnIntro: "The attorney enters their password to leave the client's screens. The client's answers stay saved.",
    proctorPassword: "Attorney's password",
    verificationCode: 'Verification code',
    verificationCodeSent: 'We sent a verification code to the attorney’s phone.',
    backToClient: 'Back to the Questionnaire',
    proctorOffline:
      'Without an internet connection, only the password last used to log in on this device can be checked, and this is not it. Please try again, or once this device is online.',
    completed: 'Thank you. You have completed your questionnaire, and your attorney can see your answers.',
    loggingOut: 'Someone else is signed in on this device. Signing them out…',
    passwordsMustMatch: Messages.passwordsMustMatch,
  },
  form: {
    save: 'Save',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    jumpToPage: 'Jump to Page',
    progress: 'Page {{page}} of {{pages}}',
    /** Spec 02 §5. */
    reviewTitle: 'Please Review Your Answers',
    reviewIntro: 'Please review the answers highlighted in red before continuing to the next page:',
    required: 'Please answer this question.',
    /** Issue 12 (DatePicker). */
    invalidDate: 'Please enter a valid date',
    /** Issue 15: a date is typed year first in every language (the stored form). */
    datePlaceholder: 'YYYY-MM-DD',
    /** Spec 02 §8. */
    saveFailed: 'An error occurred while saving your changes.',
    savedOnDevice: 'Your answers are kept on this device and will be sent when the connection returns.',
    saving: 'Saving…',
    saved: 'All changes saved',
    savedOnThisDevice: 'Saved on this device. Check the client in to send the answers to the server.',
    conflict: 'These answers were also changed somewhere else. We kept your changes and added the other ones; please check this page.',
    uploaded: 'Uploaded: {{name}}',
    /** Issue 33: an uploaded file can be taken back before the questionnaire is completed. */
    removeFile: 'Remove file',
    uploadFailed: 'The file could not be uploaded. Please try again.',
    pageNotFound: 'This page of the questionnaire was not found.',
    /** Issue 15: a screen with no validated version in the client's language keeps its English questions. */
    englishOnly: 'These questions are in English: there is no validated version of them in your language. You do not have to answer them.',
    offlineTitle: 'This page needs an internet connection',
    offlineNotice: 'This page can only be answered online. Please go on with the other pages; you can come back to this one when you are connected.',
    reviewPageTitle: 'Review Your Answers',
    reviewPageIntro: 'Here is everything you answered. You can go back to any page to change an answer. When you are ready, complete the survey.',
    notAnswered: 'Not answered',
    edit: 'Change',
    complete: 'Complete Survey',
    thankYouTitle: 'Thank You',
    thankYou: 'You have completed your questionnaire. Your attorney can now see your answers.',
    /** Issue 33: spec 02 §4, no edits after Complete Survey. */
    completedReadOnly: 'You have completed this questionnaire, so its answers can no longer be changed.',
    /** Issue 33: the review's list of pages with required questions not answered yet. */
    pagesToDo: 'These pages still have questions to answer before you can complete the survey:',
    view: 'View',
    /** Issue 33: Complete Survey cannot be undone, so it asks first. */
    completeConfirmTitle: 'Complete your questionnaire?',
    completeConfirmText: 'Your attorney will be told that you have finished and will see your answers. After this, you cannot change any answer.',
    completeConfirm: 'Yes, Complete Survey',
    completeCancel: 'Not Yet',
  },
  /**
   * Issue 33: under an answer that says the client may be thinking of harming themselves (ours; the 988
   * Suicide & Crisis Lifeline's facts as it publishes them). `<call988>`, `<call911>`: links to call.
   */
  crisis: {
    help: 'If you are thinking about harming yourself, you are not alone. Call or text <call988>988</call988> (988 Suicide & Crisis Lifeline), free and open 24 hours a day. If you are in danger right now, call <call911>911</call911>.',
    attorney: 'Your attorney will see your answers, including this one.',
    call988: 'Call 988',
    text988: 'Text 988',
  },
  supporter: {
    /** Spec 02 §8. */
    invalidLink: Messages.invalidLink,
    title: 'A Letter of Support',
    titleFor: 'A Letter of Support for {{clientFirstName}}',
    intro:
      '{{clientFirstName}} has asked you to write a letter of support. Their attorney may give it to the court. Write in your own words: how you know {{clientFirstName}}, and what you would like the judge to know about them.',
    introNoName:
      'You have been asked to write a letter of support. The attorney may give it to the court. Write in your own words: how you know the person, and what you would like the judge to know about them.',
    /** Issue 35, item 7: what a letter a judge can use says. */
    guideTitle: 'A letter that helps the judge says:',
    guideKnown: 'How long you have known them, and how: as family, a friend, a neighbor or at work.',
    guideCharge: 'That you know what they are charged with. Leave the facts of the case and the sentence to their attorney.',
    guideExamples: 'Specific examples of what you have seen them do, for their family, at work or in the community. One real moment says more than general praise.',
    guideSupport: 'What support you will give them: a place to live, rides to appointments, help finding work, or simply being there.',
    supportText: 'Your letter',
    signatureName: 'Signature name',
    signatureNameHelp: 'Type your full name. It is your signature on the letter.',
    submit: 'Submit to Attorney',
    draftSaved: 'Draft saved. You can close this page and come back to it with the same link.',
    draftSaving: 'Saving draft…',
    draftOnDevice: 'Your draft is kept on this device and will be saved when the connection returns.',
    submitted: 'Thank you. Your letter has been signed and sent to the attorney.',
    submittedReadOnly: 'This letter has been signed and sent to the attorney, so it can no longer be changed.',
    supportTextRequired: SupporterMessages.supportTextRequired,
    signatureNameRequired: SupporterMessages.signatureNameRequired,
    eSignConsentRequired: SupporterMessages.eSignConsentRequired,
  },
  /**
   * Issue 15: what the services send clients and supporters, by the key of the contracts' catalogue
   * (`message-keys.ts`) that their error bodies name; the English is the catalogue's own (the test says so).
   */
  messages: {
    required: Messages.required,
    minLength: 'Please provide a value at least {{n}} characters long',
    maxLength: 'Please provide a value less than {{n}} characters long',
    textareaMinLength: 'This field must be at least {{n}} characters long',
    textareaMaxLength: 'This field must be less than {{n}} characters long',
    invalidEmail: Messages.invalidEmail,
    unexpectedError: Messages.unexpectedError,
    notLoggedInOrNoAccess: Messages.notLoggedInOrNoAccess,
    editedSinceLoaded: Messages.editedSinceLoaded,
    notValidated: Messages.notValidated,
    reviewAnswers: Messages.reviewAnswers,
    invalidLink: Messages.invalidLink,
    passwordsMustMatch: Messages.passwordsMustMatch,
    answerSaveFailed: Messages.answerSaveFailed,
    formCompleted: Messages.formCompleted,
    fileTypeNotAllowed: Messages.fileTypeNotAllowed,
    fileTooLarge: Messages.fileTooLarge,
    temporarilyUnavailable: Messages.temporarilyUnavailable,
    unstorableCharacters: Messages.unstorableCharacters,
    tooManyAttempts: Messages.tooManyAttempts,
    tooManyRequests: Messages.tooManyRequests,
    'account.incorrectCredentials': AccountMessages.incorrectCredentials,
    'account.invalidResetLink': AccountMessages.invalidResetLink,
    'account.commonPassword': AccountMessages.commonPassword,
    'account.invitationAlreadyAccepted': AccountMessages.invitationAlreadyAccepted,
    'answer.unknownQuestion': AnswerMessages.unknownQuestion,
    'answer.labelTakesNoAnswer': AnswerMessages.labelTakesNoAnswer,
    'answer.invalidDate': AnswerMessages.invalidDate,
    'answer.notAnOption': AnswerMessages.notAnOption,
    'answer.optionTwice': AnswerMessages.optionTwice,
    'answer.notAFileName': AnswerMessages.notAFileName,
    'file.notMultipart': FileMessages.notMultipart,
    'file.noFile': FileMessages.noFile,
    'file.oneFile': FileMessages.oneFile,
    'file.interrupted': FileMessages.interrupted,
    'file.empty': FileMessages.empty,
    'file.noFileQuestion': FileMessages.noFileQuestion,
    'supporter.signatureNameRequired': SupporterMessages.signatureNameRequired,
    'supporter.eSignConsentRequired': SupporterMessages.eSignConsentRequired,
    'supporter.letterComplete': SupporterMessages.letterComplete,
    'supporter.supportTextRequired': SupporterMessages.supportTextRequired,
  },
} as const;
