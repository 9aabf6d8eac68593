import type { Role } from '@app/contracts';
import { Roles } from '@app/contracts';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { NoAccess } from '../shell/NoAccess';
import { selectAuth } from './authSlice';
import { SignedIn } from './SignedIn';

/** Only a path inside this app (never another origin) may be a redirect target. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/**
 * The route guard (spec 02 §2): an anonymous visitor goes to /login with the intended path; a signed-in user
 * without the needed role sees "no access". `notClient` keeps clients out of account screens (spec 01 §6).
 */
export function RequireAuth({ roles, notClient = false }: { roles?: Role[]; notClient?: boolean }) {
  const auth = useAppSelector(selectAuth);
  const refused = (notClient && auth.roles.includes(Roles.Client)) || (roles && !roles.some((role) => auth.roles.includes(role)));
  return <SignedIn>{refused ? <NoAccess /> : <Outlet />}</SignedIn>;
}
