/** User-visible texts of the specification (spec 01 §5, §8; spec 02 §5, §8). Keep them exact. */
export const Messages = {
  required: 'This field is required',
  minLength: (n: number) => `Please provide a value at least ${n} characters long`,
  maxLength: (n: number) => `Please provide a value less than ${n} characters long`,
  invalidEmail: 'Please provide a valid email address.',
  passwordsDoNotMatch: 'Passwords do not match',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  notLoggedInOrNoAccess: 'You are not logged in or do not have access.',
  editedSinceLoaded:
    'The item has been edited since you loaded the page. Reload this page to get the latest changes.',
  notValidated: 'The data you provided could not be validated.',
  passwordChanged: 'Your password was changed successfully.',
  twoFactorEnabled: 'Two-factor authentication was successfully enabled on your account.',
  accountCreated: 'Your account has been created. Thank you!',
  resetEmailSent:
    'An email has been sent to the address you provided with a link to reset your password.',
  loggedOut: 'You have been logged out.',
  clientNotice: 'To continue, please follow the link that was emailed or texted to you by your attorney.',
  cantSaveUsers: "Sorry, you can't save users.",
  invalidPromoCode: (code: string) => `The promo code "${code}" is not valid.`,
  unableToLoadPaymentMethod: 'Unable to load payment method',
  phoneFormat: 'Please format the phone number as XXX-XXX-XXXX',
  /** Not in the spec: the service's database or message bus is down for a moment (HTTP 503). */
  temporarilyUnavailable: 'The service is temporarily unavailable. Please try again.',
  /** Not in the spec: a NUL character or a lone UTF-16 surrogate, which no field can store. */
  unstorableCharacters: 'This field contains a character that cannot be saved. Please remove it and try again.',
  /** Not in the spec: another purchase of the same user (another card, plan or address) is still under way (HTTP 409). */
  purchaseInProgress: 'A purchase is already in progress. Please wait a moment and try again.',
  /** Not in the spec: a verification code with something other than digits. */
  verificationCodeNotANumber: 'The code is a number',
} as const;
