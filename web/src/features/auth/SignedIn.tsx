import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectAuth, type AuthState } from './authSlice';

/** `/login?redirect=<the path asked for>`, with `&reason=expired` after a session that ended by itself. */
export function loginPathFor(path: string, sessionEnded?: AuthState['sessionEnded']): string {
  return `/login?redirect=${encodeURIComponent(path)}${sessionEnded ? `&reason=${sessionEnded}` : ''}`;
}

/** Its children for a signed-in user; an anonymous visitor goes to /login with the intended path (spec 02 §2). */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAppSelector(selectAuth);
  const location = useLocation();
  if (!auth.id) return <Navigate to={loginPathFor(location.pathname + location.search, auth.sessionEnded)} replace />;
  return children;
}
