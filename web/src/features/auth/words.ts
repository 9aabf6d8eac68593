// Plain data, no i18n instance: the client's English catalogue (i18n/en.ts) borrows from it, and the browser
// tests read that outside a browser (web/test/english-texts.ts).

/** What the account screens say besides the contracts' Messages (spec 01 §2, §4, §5). */
export const authEn = {
  logIn: 'Log In',
  /** The login page after a session ended by itself (`?reason=expired`). */
  sessionExpired: 'Your session has expired. Please log in again.',
  logOut: 'Log Out',
  continue: 'Continue',
  email: 'Email',
  /** The login name's field (login and password reset): clients invited by text message sign in with their phone number. */
  emailOrPhoneNumber: 'Email or Phone Number',
  password: 'Password',
  alreadyLoggedInAs: 'You are already logged in as {{userName}}.',
  /** Who is logged in, when the session has no user name. */
  thisUser: 'this user',
  forgotPassword: 'Forgot Password',
  forgotYourPassword: 'Forgot your password?',
  forgotPasswordIntro: 'Enter the email address of your account, or the phone number your attorney invited you by, and we will send you a link to reset your password.',
  /** After a reset request by phone number; one by email gets the spec's Messages.resetEmailSent. */
  resetTextSent: 'A text message has been sent to the phone number you provided with a link to reset your password.',
  backToLogIn: 'Back to Log In',
  linkExpired: 'Link expired or already used?',
  requestNewLink: 'Ask for a new link',
  noAccountYet: 'No account yet?',
  signUp: 'Sign Up',
  codeSentIntro: 'We have sent a verification code to your phone. Enter it to finish logging in.',
  verificationCode: 'Verification Code',
  verify: 'Verify',
  back: 'Back',
  resetPassword: 'Reset Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  confirmNewPassword: 'Confirm New Password',
  currentPassword: 'Current Password',
  changePassword: 'Change Password',
  sendResetLink: 'Send Reset Link',
  /** The hint under a new password (spec 01 §5: recommends 12 characters; only 8 are enforced). */
  passwordHint: 'Use at least 12 characters; a few unrelated words make a strong password.',
  welcome: 'Welcome!',
  enterpriseWelcomeIntro:
    'Your firm has set up a Mitigation Survey subscription for you. To get started, choose a password: enter your email address and we will email you a link to set it.',
  useTeamEmail: 'Use the email address your team administrator provided.',
  getStarted: 'Get Started',
  enableTwoFactor: 'Enable Two Factor Authentication',
  phoneNumberIntro: 'Enter the mobile phone number that should receive your verification codes. We will text you a code to confirm it.',
  phoneNumber: 'Phone Number',
  phoneNumberExample: 'For example 555-123-4567.',
  sendCode: 'Send Code',
  enterVerificationCode: 'Enter Verification Code',
  codeTextedIntro: 'Enter the code we texted to your phone.',
  noCode: 'No code?',
  sendItAgain: 'Send it again',
  sendCodeAgain: 'Send the code again',
  codeSentAgain: 'A new code has been sent to your phone.',
} as const;
