import { Messages } from '@app/contracts';

/** The client landing's texts (spec 02 §2, §4, §8 where it gives them). */
export const ClientMessages = {
  /** Spec 02 §8. */
  invalidLink: 'The link you followed is invalid.',
  /** Spec 02 §2: "Welcome" or "Welcome back", with the client's first name. */
  welcome: (firstName: string | null) => (firstName ? `Welcome, ${firstName}` : 'Welcome'),
  welcomeBack: (firstName: string | null) => (firstName ? `Welcome back, ${firstName}` : 'Welcome back'),
  clientOf: (subscriber: string) => `Client of ${subscriber}`,
  registerIntro: 'Your attorney has asked you to answer some questions about your life. First, create a password so that only you can open your answers.',
  password: 'Password',
  confirmPassword: 'Confirm password',
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
  completed: 'Thank you. You have completed your questionnaire, and your attorney can see your answers.',
  loggingOut: 'Someone else is signed in on this device. Signing them out…',
  passwordsMustMatch: Messages.passwordsMustMatch,
} as const;
