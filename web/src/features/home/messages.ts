import { Plans } from '@app/contracts';
import { formatCents } from '../subscription/prices';

/** What the visitor's marketing page says (spec 01 §2, §9). */
export const HomeMessages = {
  headline: 'Mitigation reports, without the paperwork',
  pitch:
    'Send each client a biographical survey by email or text link and receive an editable Mitigation Report as a Word file, with up to 13 validated health, substance-use and trauma screens. Family and friends can write and e-sign letters of support.',
  /** The plans with their prices (contracts' Plans, the one place they are written). */
  plans: Plans.map((plan) => `${plan.displayName} ${formatCents(plan.amount)} per ${plan.interval}. ${plan.description}`).join(' '),
  signUpNow: 'Sign Up Now',
  logIn: 'Log In',
} as const;
