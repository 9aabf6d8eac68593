import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, Role } from '@app/contracts';

/** The signed-in user as kept in browser storage (spec 01 §3): id, username, roles and the JWT. */
export interface AuthState {
  id: string | null;
  userName: string | null;
  roles: Role[];
  jwtToken: string | null;
  /** Set when a session ended without a log out (its token expired or was refused): the login page says why. */
  sessionEnded?: 'expired';
}

export const anonymous: AuthState = { id: null, userName: null, roles: [], jwtToken: null };

/** Anonymous, after a session that ended by itself (issue 36, item 11: the login page says why). */
const endedSession: AuthState = { ...anonymous, sessionEnded: 'expired' };

/** localStorage keys, one per stored field; logout removes all of them. */
export const storageKeys = {
  id: 'auth.id',
  userName: 'auth.userName',
  roles: 'auth.roles',
  jwtToken: 'auth.jwtToken',
} as const;

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** The stored session, unless it is incomplete or its token has expired. */
export function loadStoredAuth(storage: Storage = window.localStorage, now = Date.now()): AuthState {
  try {
    const id = storage.getItem(storageKeys.id);
    const jwtToken = storage.getItem(storageKeys.jwtToken);
    if (!id || !jwtToken) return anonymous;
    const exp = tokenExpiry(jwtToken);
    if (exp !== null && exp * 1000 <= now) return endedSession;
    const roles = JSON.parse(storage.getItem(storageKeys.roles) ?? '[]') as unknown;
    return {
      id,
      jwtToken,
      userName: storage.getItem(storageKeys.userName),
      roles: Array.isArray(roles) ? (roles.filter((r) => typeof r === 'string') as Role[]) : [],
    };
  } catch {
    return anonymous;
  }
}

export function saveAuth(state: AuthState, storage: Storage = window.localStorage): void {
  if (!state.id || !state.jwtToken) {
    for (const key of Object.values(storageKeys)) storage.removeItem(key);
    return;
  }
  storage.setItem(storageKeys.id, state.id);
  storage.setItem(storageKeys.jwtToken, state.jwtToken);
  storage.setItem(storageKeys.userName, state.userName ?? '');
  storage.setItem(storageKeys.roles, JSON.stringify(state.roles));
}

const authSlice = createSlice({
  name: 'auth',
  initialState: anonymous,
  reducers: {
    /** A login, registration, refresh or spoof answer that carries a token. */
    sessionStarted: (_state, action: PayloadAction<AuthResponse>) => {
      const { id, userName, roles, jwtToken } = action.payload;
      return id && jwtToken ? { id, userName, roles, jwtToken } : anonymous;
    },
    loggedOut: () => anonymous,
    /** The server refused our token (expired or revoked). */
    sessionExpired: () => endedSession,
    /** Another tab logged in or out. */
    storageChanged: (_state, action: PayloadAction<AuthState>) => action.payload,
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsAuthenticated: (state) => state.id !== null,
    selectRoles: (state) => state.roles,
  },
});

export const { sessionStarted, loggedOut, sessionExpired, storageChanged } = authSlice.actions;
export const { selectAuth, selectIsAuthenticated, selectRoles } = authSlice.selectors;
export default authSlice.reducer;
