import { anonymous, loadStoredAuth, saveAuth, storageKeys, tokenExpiry } from './authSlice';

const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('the stored session', () => {
  afterEach(() => window.localStorage.clear());

  it('round-trips id, username, roles and token through localStorage', () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const state = { id: 'u1', userName: 'pat@example.com', roles: ['Subscriber' as const], jwtToken: token(exp) };
    saveAuth(state);
    expect(window.localStorage.getItem(storageKeys.userName)).toBe('pat@example.com');
    expect(loadStoredAuth()).toEqual(state);
    expect(tokenExpiry(state.jwtToken)).toBe(exp);
  });

  it('drops a session whose token has expired, remembering that it ended by itself (the login page says why)', () => {
    saveAuth({ id: 'u1', userName: 'pat@example.com', roles: ['Subscriber'], jwtToken: token(Math.floor(Date.now() / 1000) - 1) });
    expect(loadStoredAuth()).toEqual({ ...anonymous, sessionEnded: 'expired' });
  });

  it('removes every stored field when logged out', () => {
    saveAuth({ id: 'u1', userName: 'pat@example.com', roles: ['Subscriber'], jwtToken: token(Math.floor(Date.now() / 1000) + 600) });
    saveAuth(anonymous);
    for (const key of Object.values(storageKeys)) expect(window.localStorage.getItem(key)).toBeNull();
  });
});
