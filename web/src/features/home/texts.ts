import { englishTexts } from '../../i18n/texts';

/** What the visitor's marketing page says (spec 01 §2, §9). */
export const homeEn = {
  headline: 'Mitigation reports, without the paperwork',
  pitch:
    'Send each client a biographical survey by email or text link and receive an editable Mitigation Report as a Word file, with up to 13 validated health, substance-use and trauma screens. Family and friends can write and e-sign letters of support.',
  /** A plan with its price (contracts' Plans, the one place they are written). */
  plan: '{{name}} {{price}} per {{interval}}. {{description}}',
  signUpNow: 'Sign Up Now',
  logIn: 'Log In',
  /** The firms' path (issue 36, item 13): enterprise plans are by contact only. */
  forFirms: 'Enterprise plans for firms',
  forFirmsPitch:
    'One subscription for every attorney of your firm or office, billed together, with members added and removed by your administrator. Tell us about your firm and we will be in touch.',
  yourName: 'Your Name',
  firm: 'Firm or Office',
  workEmail: 'Work Email',
  phone: 'Phone (optional)',
  seats: 'Number of Attorneys (optional)',
  message: 'Message',
  contactPrivacy: 'We use these details only to answer you.',
  contactUs: 'Contact Us',
} as const;

export const homeText = englishTexts('home', homeEn);
