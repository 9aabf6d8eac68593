import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ShellMessages as M } from './messages';

/** The browser tab's title by route (the first that matches), before the app's name. */
const titles: [RegExp, string][] = [
  [/^\/$/, 'Home'],
  [/^\/login/i, 'Log In'],
  [/^\/logout/i, 'Log Out'],
  [/^\/subscribe/i, 'Sign Up'],
  [/^\/enterpriseWelcome/i, 'Welcome'],
  [/^\/changePassword/i, 'Change Password'],
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
  [/^\/client\/form\/[^/]+\/complete/i, 'Thank You'],
  [/^\/client\/form\//i, 'Questionnaire'],
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

export const pageTitleOf = (pathname: string) => {
  const title = titles.find(([pattern]) => pattern.test(pathname))?.[1];
  return title ? `${title} - ${M.appName}` : M.appName;
};

/** Keeps the browser tab's title (and what a screen reader announces on navigation) in step with the route. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitleOf(pathname);
  }, [pathname]);
}
