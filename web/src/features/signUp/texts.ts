import { englishTexts } from '../../i18n/texts';

/** What the sign-up / renewal wizard says (spec 01 §2, §3, §9). */
export const signUpEn = {
  signUp: 'Sign Up',
  renewSubscription: 'Renew Subscription',
  stepCreateAccount: 'Create Account',
  stepChooseSubscription: 'Choose Subscription',
  stepPaymentDetails: 'Payment Details',
  loggedInAs: 'You are logged in as {{userName}}.',
  /** Who is logged in, when the session has no user name. */
  thisUser: 'this user',
  next: 'Next',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  createAccount: 'Create Account',
  alreadyHaveAccount: 'Already have an account?',
  logIn: 'Log In',
  plan: 'Plan',
  price: 'Price',
  total: 'Total',
  promoCode: 'Promo Code',
  promoCodeLine: 'Promo code {{code}}',
  promoCodeApplied: 'Promo code {{code}} applied: {{discount}}.',
  amountOff: '{{amount}} off',
  percentOff: '{{percent}}% off',
  noDiscount: 'no discount',
  apply: 'Apply',
  firstName: 'First Name',
  lastName: 'Last Name',
  purchase: 'Purchase',
  purchased: 'Thank you! Your subscription is active.',
  alreadySubscribed: 'You already have an active subscription ({{plan}}).',
  alreadySubscribedUntil: 'You already have an active subscription ({{plan}}), paid until {{until}}.',
  renewOnceEnded: 'You can renew it once it has been canceled or has expired. To change the card or cancel, open',
  resumeKeepsPaidTime: 'Renewing the same plan without a promo code keeps the time you have paid for: your subscription continues, and the next charge is on {{until}}.',
  newPlanDropsPaidTime:
    'Another plan or a promo code starts a new subscription, charged today: the time left until {{until}} on your current subscription is not carried over. Choose the same plan without a code to keep it.',
  mySubscription: 'My Subscription',
} as const;

export const signUpText = englishTexts('signUp', signUpEn);
