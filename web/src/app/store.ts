import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import authReducer, { loadStoredAuth, saveAuth, storageChanged, storageKeys, type AuthState } from '../features/auth/authSlice';
import { attorneyPassword, proctorLock } from '../features/shell/proctorLock';
import { setTopBarNote } from '../features/shell/topBarNote';
import { api } from './api';

const rootReducer = combineReducers({ auth: authReducer, [api.reducerPath]: api.reducer });
export type RootState = ReturnType<typeof rootReducer>;

/**
 * The store. The auth state starts from localStorage (or `auth` in tests) and is written back whenever it
 * changes; logging in or out in another tab is followed here.
 */
export function makeStore({ auth }: { auth?: AuthState } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: auth ?? loadStoredAuth() },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let saved = store.getState().auth;
  saveAuth(saved);
  store.subscribe(() => {
    const current = store.getState().auth;
    if (current === saved) return;
    const userChanged = current.id !== saved.id;
    saved = current;
    saveAuth(current);
    // Another user's (or no user's) session must not see cached answers of the previous one.
    if (userChanged) store.dispatch(api.util.resetApiState());
    if (userChanged && !current.id) setTopBarNote(null);
    // A device held for a proctoring attorney is theirs again once they (or anyone) sign in or out.
    if (userChanged) proctorLock.release();
    if (userChanged && !current.id) attorneyPassword.forget();
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !(Object.values(storageKeys) as string[]).includes(event.key)) return;
    const stored = loadStoredAuth();
    const current = store.getState().auth;
    if (stored.id !== current.id || stored.jwtToken !== current.jwtToken) store.dispatch(storageChanged(stored));
  };
  window.addEventListener('storage', onStorage);
  const unsubscribeListeners = setupListeners(store.dispatch);
  return Object.assign(store, {
    dispose() {
      window.removeEventListener('storage', onStorage);
      unsubscribeListeners();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
