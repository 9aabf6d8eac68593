import type { Role } from '@app/contracts';
import { Roles } from '@app/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { NoAccess } from '../shell/NoAccess';
import { selectAuth } from './authSlice';

/** `/login?redirect=<the path asked for>`. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

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

/** Its children for a signed-in user; an anonymous visitor goes to /login with the intended path (spec 02 §2). */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  if (!auth.id) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return children;
}
