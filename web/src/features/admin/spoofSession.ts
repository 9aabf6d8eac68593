import { tokenExpiry, type AuthState } from '../auth/authSlice';

/** The site admin's own session while they act as someone (this tab only), for Stop to return to. */
const ADMIN_SESSION_KEY = 'auth.spoofedFrom';

/** The admin who acts as the token's user (identity's `spoofedBy` claim), or null for an ordinary session. */
export function spoofedBy(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { spoofedBy?: unknown };
    return typeof claims.spoofedBy === 'string' ? claims.spoofedBy : null;
  } catch {
    return null;
  }
}

/** Kept before Spoof replaces the admin's session. */
export function rememberAdminSession(admin: AuthState, storage: Storage = window.sessionStorage): void {
  storage.setItem(ADMIN_SESSION_KEY, JSON.stringify(admin));
}

/** The admin's session to return to (forgotten once taken), unless it is gone or has expired meanwhile. */
export function takeAdminSession(storage: Storage = window.sessionStorage, now = Date.now()): AuthState | null {
  const stored = storage.getItem(ADMIN_SESSION_KEY);
  storage.removeItem(ADMIN_SESSION_KEY);
  try {
    const admin = stored ? (JSON.parse(stored) as AuthState) : null;
    if (!admin?.id || !admin.jwtToken) return null;
    const exp = tokenExpiry(admin.jwtToken);
    return exp !== null && exp * 1000 <= now ? null : admin;
  } catch {
    return null;
  }
}
