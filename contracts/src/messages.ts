/** User-visible texts of the specification (spec 01 §5, §8; spec 02 §5, §8). Keep them exact. */
export const Messages = {
  required: 'This field is required',
  minLength: (n: number) => `Please provide a value at least ${n} characters long`,
  maxLength: (n: number) => `Please provide a value less than ${n} characters long`,
  /** Spec 01 §5: a textarea's (a Textarea question, a letter of support) length messages. */
  textareaMinLength: (n: number) => `This field must be at least ${n} characters long`,
  textareaMaxLength: (n: number) => `This field must be less than ${n} characters long`,
  invalidEmail: 'Please provide a valid email address.',
  /** Spec 01 §5: a date is YYYY-MM-DD and a real calendar date. */
  invalidDate: 'Please enter a valid date',
  passwordsDoNotMatch: 'Passwords do not match',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  notLoggedInOrNoAccess: 'You are not logged in or do not have access.',
  editedSinceLoaded: 'The item has been edited since you loaded the page. Reload this page to get the latest changes.',
  notValidated: 'The data you provided could not be validated.',
  passwordChanged: 'Your password was changed successfully.',
  twoFactorEnabled: 'Two-factor authentication was successfully enabled on your account.',
  accountCreated: 'Your account has been created. Thank you!',
  resetEmailSent: 'An email has been sent to the address you provided with a link to reset your password.',
  loggedOut: 'You have been logged out.',
  clientNotice: 'To continue, please follow the link that was emailed or texted to you by your attorney.',
  cantSaveUsers: "Sorry, you can't save users.",
  invalidPromoCode: (code: string) => `The promo code "${code}" is not valid.`,
  unableToLoadPaymentMethod: 'Unable to load payment method',
  phoneFormat: 'Please format the phone number as XXX-XXX-XXXX',
  inviteEmailRequired: 'Please provide an email address in order to send an email invitation.',
  invitePhoneRequired: 'Please provide a phone number in order to send a text message invitation.',
  inviteIncomplete: 'Please make sure you have completed all the fields for the new client.',
  invalidLink: 'The link you followed is invalid.',
  passwordsMustMatch: 'Your passwords must match.',
  reviewAnswers: 'Please review the answers highlighted in red before continuing to the next page:',
  answerSaveFailed: 'An error occurred while saving your changes.',
  /** Not in the spec: a write to a finalized questionnaire (HTTP 409; spec 02 §4: no edits after Complete Survey). */
  formCompleted: 'This questionnaire has been completed and can no longer be changed.',
  /** Not in the spec: an upload whose content (sniffed: not its name or declared type) is none of these (HTTP 400). */
  fileTypeNotAllowed: 'This type of file cannot be uploaded. Please upload a PDF, JPEG, PNG, HEIC, DOCX or TXT file.',
  /** Not in the spec: an upload over the 25 MB a file may have (HTTP 413). */
  fileTooLarge: 'This file is too large. Please upload a file of at most 25 MB.',
  /** Not in the spec: inviting without an active subscription (HTTP 403; spec 02 §6: subscribers need one to invite clients). */
  activeSubscriptionRequired: 'An active subscription is required to invite clients.',
  /** Not in the spec: an invite naming a template that does not exist (HTTP 400). */
  unknownTemplates: 'Some of the chosen questionnaire pages could not be found. Please reload this page and choose again.',
  /** Not in the spec: the service's database or message bus is down for a moment (HTTP 503). */
  temporarilyUnavailable: 'The service is temporarily unavailable. Please try again.',
  /** Not in the spec: a NUL character or a lone UTF-16 surrogate, which no field can store. */
  unstorableCharacters: 'This field contains a character that cannot be saved. Please remove it and try again.',
  /** Not in the spec: another purchase of the same user (another card, plan or address) is still under way (HTTP 409). */
  purchaseInProgress: 'A purchase is already in progress. Please wait a moment and try again.',
  /** Not in the spec: `POST /api/form/{id}/reminder` for a proctored client, who answers with their attorney (HTTP 409). */
  reminderProctored: 'Reminders are not sent to proctored clients.',
  /** Not in the spec: `POST /api/form/{id}/reminder` once the client has completed the survey (HTTP 409). */
  reminderCompleted: 'The client has already completed the survey, so no reminder was sent.',
  /** Not in the spec: `POST /api/form/{id}/reminder` for a client invited with neither email nor text messages (HTTP 409). */
  reminderNoChannel: 'No reminder was sent: this client receives neither email nor text messages.',
  /** Not in the spec: a credential check or a link look-up over its attempt limit (HTTP 429, the services' attempt limits). */
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  /** Not in the spec: more calls from one address in a minute than the gateway takes (HTTP 429). */
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Not in the spec: a verification code with something other than digits. */
  verificationCodeNotANumber: 'The code is a number',
} as const;
