import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@app/contracts';
import { shellText, useShellLanguage } from './texts';

/** The browser tab's title by route (the first that matches), before the app's name. */
const titles: [RegExp, string][] = [
  [/^\/$/, 'Home'],
  [/^\/login/i, 'Log In'],
  [/^\/logout/i, 'Log Out'],
  [/^\/subscribe/i, 'Sign Up'],
  [/^\/enterpriseWelcome/i, 'Welcome'],
  [/^\/changePassword/i, 'Change Password'],
  [/^\/timeZone/i, 'Time Zone'],
  [/^\/verifyPhoneNumber/i, 'Enable Two Factor Authentication'],
  [/^\/verifyVerificationCode/i, 'Verification Code'],
  [/^\/subscriber\/manageSubscription/i, 'My Subscription'],
  [/^\/subscriber\/changePaymentMethod/i, 'Change Payment Method'],
  [/^\/subscriber\/client\/add$/i, 'Add Client'],
  [/^\/subscriber\/client\/[^/]+\/checkOut/i, 'Check Out'],
  [/^\/subscriber\/client\/[^/]+\/checkIn/i, 'Check In'],
  [/^\/subscriber\/client\//i, 'Client'],
  [/^\/(c|client\/landing)\//i, 'Welcome'],
  [/^\/client\/form\/[^/]+\/review/i, 'Review Your Answers'],
  [/^\/client\/form\/[^/]+\/(final|complete)/i, 'Thank You'],
  [/^\/client\/form\//i, 'Questionnaire'],
  [/^\/client\/logout/i, 'Log Out'],
  [/^\/p\//i, 'Letter of Support'],
  [/^\/applicationUser/i, 'Users'],
  [/^\/subscription/i, 'Subscriptions'],
  [/^\/client$/i, 'Clients'],
  [/^\/template/i, 'Templates'],
  [/^\/contentBlock/i, 'Content'],
  [/^\/(clientHelp|subscriberHelp)/i, 'Help'],
  [/^\/about/i, 'About'],
  [/^\/page\//i, 'Information'],
];

/** The client's and supporter's screens' titles for a reader of Spanish (issue 33). */
const titlesEs: [RegExp, string][] = [
  [/^\/(c|client\/landing)\//i, 'Bienvenido'],
  [/^\/client\/form\/[^/]+\/review/i, 'Revise sus respuestas'],
  [/^\/client\/form\/[^/]+\/(final|complete)/i, 'Gracias'],
  [/^\/client\/form\//i, 'Cuestionario'],
  [/^\/client\/logout/i, 'Cerrar sesión'],
  [/^\/p\//i, 'Carta de apoyo'],
];

export const pageTitleOf = (pathname: string, language: Language = DEFAULT_LANGUAGE) => {
  const title = (language === 'es' && titlesEs.find(([pattern]) => pattern.test(pathname))?.[1]) || titles.find(([pattern]) => pattern.test(pathname))?.[1];
  return title ? `${title} - ${shellText('appName')}` : shellText('appName');
};

/** Keeps the browser tab's title (and what a screen reader announces on navigation) in step with the route, in the shell's language. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const language = useShellLanguage();
  useEffect(() => {
    document.title = pageTitleOf(pathname, language);
  }, [pathname, language]);
}
